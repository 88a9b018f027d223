/** Links in mail and messages when the process was given no APP_URL (tests, a default `npm start`). */
export const DEFAULT_PUBLIC_URL = 'http://localhost:3000';

/** The storefront's tracking page of an order (apps/web paths.users.tracking). */
export const trackingUrl = (publicUrl: string, orderId: number) =>
  `${publicUrl}/users/orders/tracking?orderId=${orderId}`;

/** Where an order's mail and messages link: APP_URL when set, else the address the order was placed from (issue 44). */
export const linkBase = (publicUrl: string | undefined, order: { siteUrl: string | null }) =>
  publicUrl ?? order.siteUrl ?? DEFAULT_PUBLIC_URL;
