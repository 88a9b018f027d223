import { PagesPage } from '@/features/admin/components/pages-page';

export default function AdminPagesRoute() {
  return <PagesPage />;
}
