import { useParams } from 'react-router';
import { useGuestCart } from '@/features/cart/stores/guest-cart';
import { ProductDetails } from '@/features/catalog/components/product-details';

/** The product page; "Add to cart" goes to the guest cart (the account cart is the cart issue's). */
export default function ProductRoute() {
  const { productId = '' } = useParams();
  const add = useGuestCart((state) => state.add);
  return (
    <ProductDetails
      productId={productId}
      onAddToCart={(product, unitId) => {
        const before = useGuestCart.getState().items;
        add(product, unitId);
        return useGuestCart.getState().items !== before;
      }}
    />
  );
}
