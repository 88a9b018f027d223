import { formatNaira } from '@oko/shared/money';
import { ORDER_STATUS_LABELS, type OrderStatus } from '@oko/shared/schemas/order';
import type { AuditEntry } from '@oko/shared/schemas/admin-audit';
import type { AdminProduct } from '@oko/shared/schemas/admin-catalog';
import type { AdminOrderSummary } from '@oko/shared/schemas/admin-orders';

export const shopperName = (order: Pick<AdminOrderSummary, 'customer'>) =>
  `${order.customer.name} ${order.customer.last_name}`.trim();

export type AdminProductUnit = AdminProduct['product_units'][number];

const AUDIT_ACTIONS: Record<string, string> = {
  'order.status': 'Order status changed',
  'order.payment_received': 'Payment received',
  'product.create': 'Product created',
  'product.update': 'Product changed',
  'product.hide': 'Product hidden',
  'product.delete': 'Product deleted',
  'product_unit.create': 'Sale unit added',
  'product_unit.update': 'Sale unit changed',
  'stock.adjust': 'Stock adjusted',
  'product.image': 'Product photo changed',
  'product.image_remove': 'Product photo removed',
  'category.create': 'Category added',
  'category.update': 'Category changed',
  'category.order': 'Categories reordered',
  'category.image': 'Category photo changed',
  'category.image_remove': 'Category photo removed',
  'delivery_channel.create': 'Delivery channel added',
  'delivery_channel.update': 'Delivery channel changed',
  'pickup_point.create': 'Pick-up point added',
  'pickup_point.update': 'Pick-up point changed',
  'pickup_point.delete': 'Pick-up point removed',
  'page.update': 'Page text changed',
  'settings.update': 'Settings changed',
  'settings.logo': 'Logo changed',
  'staff.add': 'Staff member added',
  'staff.invite_again': 'Invitation sent again',
  'staff.remove': 'Staff member removed',
  'owner.create': 'Owner account created',
  'owner.promote': 'Account made the owner',
};

/** An audit entry's action ("product.create") in the owner's words; an unknown one as the API names it. */
export const auditActionLabel = (action: string) => AUDIT_ACTIONS[action] ?? action;

const AUDIT_SUBJECTS: Record<string, string> = {
  order: 'Order',
  product: 'Product',
  product_unit: 'Sale unit',
  category: 'Category',
  delivery_channel: 'Delivery channel',
  pickup_point: 'Pick-up point',
  page: 'Page',
  user: 'Account',
};

/** What an entry is about: "Order 12", "Sale unit 7"; null when it names no row (settings, the categories' order). */
export const auditSubject = (entry: Pick<AuditEntry, 'entity' | 'entity_id'>) =>
  entry.entity_id === null ? null : `${AUDIT_SUBJECTS[entry.entity] ?? entry.entity} ${entry.entity_id}`;

// Entries name fields as the API answers them ("price_per_unit", naira) or as the row holds them
// ("priceKobo", kobo; "categoryId"); both read the same here.
const FIELD_LABELS: Record<string, string> = {
  category_id: 'Category',
  available_quantity: 'Stock',
  price_per_unit: 'Price (₦)',
  price: 'Price (₦)',
  fee: 'Fee (₦)',
  free_delivery_threshold: 'Free delivery above (₦)',
  category_ids: 'Order',
  image_url: 'Photo',
  active: 'Shown / on sale',
};

/** A field kept in kobo ("priceKobo", "fee_kobo"): shown in naira. */
const isKobo = (key: string) => /_?kobo$/i.test(key);

/** "priceKobo" → "price", "categoryId" → "category_id": the name the API answers. */
const snakeOf = (key: string) =>
  key
    .replace(/_?kobo$/i, '')
    .replace(/([a-z])([A-Z])/g, '$1_$2')
    .toLowerCase();

/** "unit_number" → "Unit number", "priceKobo" → "Price (₦)", "categoryId" → "Category". */
function fieldLabel(key: string): string {
  const snake = snakeOf(key);
  const label = FIELD_LABELS[snake] ?? (snake.charAt(0).toUpperCase() + snake.slice(1)).replaceAll('_', ' ');
  return isKobo(key) && !label.endsWith('(₦)') ? `${label} (₦)` : label;
}

const MAX_VALUE_LENGTH = 160;

/** What the page knows of the rows an entry names by id: the categories' names. */
export interface AuditNames {
  categories?: ReadonlyMap<number, string>;
}

/** A recorded value as a line of text: a unit or category by its name, a list joined, nothing as "—". */
function auditValue(value: unknown, key = '', names: AuditNames = {}): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'number' && isKobo(key)) return formatNaira(value);
  if (typeof value === 'number' && snakeOf(key) === 'category_id') {
    return names.categories?.get(value) ?? `Category ${value}`;
  }
  if (key === 'status' && typeof value === 'string' && Object.hasOwn(ORDER_STATUS_LABELS, value)) {
    return ORDER_STATUS_LABELS[value as OrderStatus];
  }
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (Array.isArray(value))
    return value.length === 0 ? '—' : value.map((item) => auditValue(item, '', names)).join('; ');
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    if (typeof record.name === 'string') return record.name;
    return Object.entries(record)
      .filter(([key]) => !HIDDEN_FIELDS.has(key))
      .map(([key, field]) => `${fieldLabel(key)}: ${auditValue(field, key, names)}`)
      .join(', ');
  }
  return String(value);
}

const shorten = (text: string) =>
  text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;

// Bookkeeping a reader does not need: the row's own id and its timestamps.
const HIDDEN_FIELDS = new Set(['id', 'created_at', 'updated_at']);

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

export interface AuditChange {
  field: string;
  /** null when the field was not there before (a new row). */
  before: string | null;
  /** null when the field is gone after (a deleted row). */
  after: string | null;
}

/**
 * An entry's `before`/`after` as the fields that changed, each in words: "Price (₦): 1500.00 → 1800.00",
 * "Category: Fruits → Vegetables" (a category the page does not know: "Category 7").
 */
export function auditChanges(
  entry: Pick<AuditEntry, 'before' | 'after'>,
  names: AuditNames = {},
): AuditChange[] {
  const before = fieldsOf(entry.before);
  const after = fieldsOf(entry.after);
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter(
    (key) => !HIDDEN_FIELDS.has(key),
  );
  return keys
    .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
    .map((key) => ({
      field: fieldLabel(key),
      before: key in before ? shorten(auditValue(before[key], key, names)) : null,
      after: key in after ? shorten(auditValue(after[key], key, names)) : null,
    }));
}
