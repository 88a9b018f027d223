import { NewProduct } from '@/features/admin/components/product-editor';

export default function NewProductRoute() {
  return <NewProduct />;
}
