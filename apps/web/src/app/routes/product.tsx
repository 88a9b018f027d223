import { useParams } from 'react-router';
import { ProductDetails } from '@/features/catalog/components/product-details';

export default function ProductRoute() {
  const { productId = '' } = useParams();
  return <ProductDetails productId={productId} />;
}
