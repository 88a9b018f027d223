import { useParams } from 'react-router';
import { parseId } from '@/lib/ids';
import { EditProduct } from '@/features/admin/components/product-editor';

export default function AdminProductRoute() {
  const { productId } = useParams();
  return <EditProduct key={productId} productId={parseId(productId)} />;
}
