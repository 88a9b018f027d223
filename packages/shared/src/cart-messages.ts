// The words of the cart's answers: the API's and the mock API's, and the storefront's notices (spec section
// 8). Apart from the cart's schemas, so the storefront's first load carries the words without zod (decision
// 019).
export const CART_MESSAGES = {
  updated: 'cart updated successfully',
  deleted: 'product deleted successfully',
  notInCart: 'Product not in cart',
  unknownProduct: 'The selected product id is invalid.',
  unknownUnit: 'The selected product unit id is invalid.',
} as const;
