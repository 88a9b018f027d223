import type { Settings } from '@oko/shared/schemas/settings';

// The shop's own details, as the storefront's header, footer and bank-transfer page show them.

export const demoSettings: Settings = {
  site_name: 'Oko Farm',
  /** Served by the API itself (no hot-linking). */
  site_logo: '/media/logo.svg',
  address: '14 Oba Akran Avenue, Ikeja, Lagos',
  site_phone: '+234 809 555 0142',
  site_email: 'hello@okofarm.ng',
  bank_details: {
    bank_name: 'Zenith Bank',
    account_name: 'Oko Farm Produce Ltd',
    account_number: '1012345678',
  },
};

/**
 * Free delivery on orders over ₦5000 (spec section 9 and the footer's "Free delivery" benefit): set once when the
 * demo shop is first made; the owner changes or turns it off in the back office, and later starts keep that.
 */
export const demoFreeDeliveryThresholdNaira = 5000;
