/** Links in mail and messages when the process was given no APP_URL (tests, a default `npm start`). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** The storefront's tracking page of an order (apps/web paths.users.tracking). */
export const trackingUrl = (publicUrl: string, orderId: number) =>
  `${publicUrl}/users/orders/tracking?orderId=${orderId}`;
