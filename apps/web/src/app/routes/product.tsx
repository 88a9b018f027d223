import { useParams } from 'react-router';
import { ProductDetails } from '@/features/catalog/components/product-details';

/** The product page; its "Add to cart" is the shop root's (guest cart for a guest, the account's when signed in). */
export default function ProductRoute() {
  const { productId = '' } = useParams();
  return <ProductDetails productId={productId} />;
}
