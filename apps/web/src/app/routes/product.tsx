import { useParams } from 'react-router';
import { useUser } from '@/features/auth/api/get-user';
import { useAddToCart } from '@/features/cart/hooks/use-add-to-cart';
import { ProductDetails } from '@/features/catalog/components/product-details';

/** The product page; "Add to cart" goes to the guest cart for a guest, to the account's cart when signed in. */
export default function ProductRoute() {
  const { productId = '' } = useParams();
  const user = useUser();
  const addToCart = useAddToCart(Boolean(user.data));
  return <ProductDetails productId={productId} onAddToCart={addToCart} />;
}
