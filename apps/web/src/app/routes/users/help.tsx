import { ContentLayout } from '@/components/layout/content-layout';

export default function HelpRoute() {
  return <ContentLayout title="Help" />;
}
