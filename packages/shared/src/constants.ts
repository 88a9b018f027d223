// Business constants of spec section 9, named once for the storefront and the API.

export const BRAND = 'Oko Farm';

export const ACCESS_TOKEN_COOKIE = 'accessToken';
export const REFRESH_TOKEN_COOKIE = 'refreshToken';
export const ACCESS_TOKEN_DAYS = 1;
export const REFRESH_TOKEN_DAYS = 7;

export const STORAGE_KEYS = {
  user: 'user',
  cart: 'cart',
  userStore: 'userStore',
} as const;

export const MIN_LENGTH = {
  name: 3,
  lastName: 3,
  password: 6,
  email: 5,
  searchKeyword: 3,
} as const;

/**
 * Longest text each free-text field takes (issue 11: one request must never hold the database). A search
 * keyword is what a person types; names and address lines are generous for real ones; an e-mail address is at
 * most 254 (RFC 5321); a password manager's longest passwords fit in 128; a category slug is a few words.
 */
export const MAX_LENGTH = {
  searchKeyword: 100,
  name: 100,
  lastName: 100,
  email: 254,
  password: 128,
  addressLine: 255,
  slug: 100,
  /** A product's description (back office). */
  description: 2000,
  /** A unit's name or symbol ("Paint bucket", "kg"). */
  unitName: 50,
  /** Tokens the API issued (a refresh token, a reset token): far longer than any it issues. */
  token: 2048,
} as const;

/** Most entries of a cart or order payload: more products than a basket holds, and a product's few units. */
export const MAX_ITEMS = {
  lines: 200,
  unitsPerLine: 20,
} as const;

/** Spec section 9's three methods, in its words (the footer lists these). */
export const PAYMENT_METHODS = [
  { value: 'bank_transfer', label: 'Bank Transfer' },
  { value: 'pay_on_delivery', label: 'Payment On delivery' },
  { value: 'cards', label: 'Cards' },
] as const;
/**
 * Every method an order may have: the spec's, and `transfer` (issue 39: an account number of Paystack's for this
 * one payment, paid the moment the money lands). Its label lives in payment-methods.ts, out of the app shell.
 */
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]['value'] | 'transfer';

/** The orders a product list can be sorted in (`?sort=`); the first is the default. */
export const PRODUCT_SORTS = ['newest', 'name', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

export const PAGE_QUERY_PARAM = 'page';
/**
 * Every query parameter a public page reads (the catalog's, search's and a category's lists): the server's page
 * cache keeps these and drops any other (`utm_*`, `fbclid`, made-up ones), so a shared link costs no render.
 */
export const PUBLIC_PAGE_QUERY_PARAMS = [PAGE_QUERY_PARAM, 'sort', 'category', 'keyword'] as const;
export const DEFAULT_PER_PAGE = 12;
export const MAX_PER_PAGE = 100;
/** The highest `?page=`: 100,000 pages of 12 is more than a farm shop lists; past its last page a page is empty. */
export const MAX_PAGE = 100_000;

export const WORK_HOURS = '8:00 - 20:00, Sunday - Thursday';
export const MOCK_API_DEFAULT_PORT = 8080;

/** E-mailed verification and password-reset codes (DESIGN.md "Accounts"). */
export const CODE_LIFETIME_MINUTES = 15;
export const CODE_MAX_ATTEMPTS = 5;
