// The whole shop's data model. Money is integer kobo (bigint columns read as JS numbers: safe up to ₦90 trillion),
// never floats. Every column the API filters, joins or sorts on has an index.
import { PAYMENT_METHOD_VALUES } from '@oko/shared/payment-methods';
import { STOCK_REASONS } from '@oko/shared/schemas/admin-catalog';
import { SEARCH_TERM_KINDS, SEARCH_TERM_LANGUAGES } from '@oko/shared/schemas/admin-search-terms';
import { USER_ROLES } from '@oko/shared/schemas/auth-answers';
import { DISCOUNT_KINDS } from '@oko/shared/schemas/deals';
import {
  IF_UNAVAILABLE,
  LINE_OUTCOMES,
  ORDER_STATUSES,
  PAYMENT_ATTEMPT_STATUSES,
  PAYMENT_STATUSES,
} from '@oko/shared/schemas/order';
import { MESSAGE_CHANNELS, MESSAGE_KINDS, MESSAGE_STATES } from '@oko/shared/schemas/messages';
import { REFUND_METHODS, REFUND_REASONS, REFUND_STATUSES, REFUND_WAYS } from '@oko/shared/schemas/refund';
import { CREDIT_REASONS } from '@oko/shared/schemas/credit';
import { STANDING_ORDER_STATUSES, STANDING_RUN_STATES } from '@oko/shared/schemas/standing-order';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const id = () => integer().primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow();
const kobo = () => bigint({ mode: 'number' });

export const CODE_PURPOSES = ['verify', 'reset'] as const;
/** A standing order run's card charge (issue 40): sent (its answer may be lost), paid, declined. */
export const STANDING_CHARGE_STATES = ['sent', 'paid', 'declined'] as const;
// Order states and payment methods are the shared contract's (the storefront shows the same values).

/** PostgreSQL's full-text document type; only the database reads and writes it (a trigger keeps it current). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((value) => `'${value}'`).join(', ')})`);

// ── Accounts ────────────────────────────────────────────────────────────────────────────────────────────────

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text().notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lowercased; unique. */
    email: text().notNull(),
    passwordHash: text('password_hash').notNull(),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** shopper (every registration), staff or owner: who may reach the back office (decision 017). */
    role: text({ enum: USER_ROLES }).notNull().default('shopper'),
    /** The number riders call, "+234" and 10 digits (issue 13); the shopper may give none. */
    phone: text(),
    /** Order news by WhatsApp / by SMS to `phone` (issue 41); e-mail is always on for receipts. STOP turns one off. */
    notifyWhatsapp: boolean('notify_whatsapp').notNull().default(false),
    notifySms: boolean('notify_sms').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (table) => [
    index('users_phone_idx').on(table.phone),
    uniqueIndex('users_email_key').on(table.email),
    check('users_role_check', oneOf('role', USER_ROLES)),
  ],
);

/** 6-digit codes mailed for e-mail verification and password reset; only a hash is kept. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text({ enum: CODE_PURPOSES }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer().notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('verification_codes_user_purpose_idx').on(table.userId, table.purpose, table.createdAt),
    check('verification_codes_purpose_check', oneOf('purpose', CODE_PURPOSES)),
    check('verification_codes_attempts_check', sql`${table.attempts} >= 0`),
  ],
);

/**
 * The owner's invitations to the staff (issue 23): a link with a random token, kept hashed, that lets the
 * invited account choose its password and sign in, once, for a few days (STAFF_INVITATION_DAYS).
 */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invitedBy: integer('invited_by').references(() => users.id, { onDelete: 'set null' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('staff_invitations_token_hash_key').on(table.tokenHash),
    index('staff_invitations_user_id_idx').on(table.userId),
    index('staff_invitations_invited_by_idx').on(table.invitedBy),
  ],
);

/** Opaque refresh tokens, stored hashed; revoked by logout and password reset. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('refresh_tokens_token_hash_key').on(table.tokenHash),
    index('refresh_tokens_user_id_idx').on(table.userId),
  ],
);

/**
 * Keys an instance generates once when the environment gives none (issue 30): the token key without JWT_SECRET
 * and the owner's command token. Kept here on PostgreSQL, so every instance has the same and a new machine
 * needs no copied file; in DATA_DIR on the embedded database (auth/server-secrets.ts).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text().primaryKey(),
  value: text().notNull(),
  createdAt: createdAt(),
});

// ── Catalog ─────────────────────────────────────────────────────────────────────────────────────────────────

export const categories = pgTable(
  'categories',
  {
    id: id(),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(''),
    /** A path we serve ourselves, e.g. /media/categories/fruits.svg. */
    imageUrl: text('image_url').notNull(),
    /** Display order of the categories page. */
    position: integer().notNull().default(0),
    /** How many products the category has, kept by the trigger products_category_count (migration 0003). */
    productsCount: integer('products_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('categories_slug_key').on(table.slug),
    index('categories_position_idx').on(table.position, table.name, table.id),
  ],
);

/** A category's former slugs: a link to a renamed category keeps working (the category answers its new slug). */
export const categorySlugs = pgTable(
  'category_slugs',
  {
    slug: text().primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [index('category_slugs_category_id_idx').on(table.categoryId)],
);

export const units = pgTable(
  'units',
  {
    id: id(),
    name: text().notNull(),
    symbol: text().notNull(),
  },
  (table) => [uniqueIndex('units_symbol_key').on(table.symbol)],
);

export const products = pgTable(
  'products',
  {
    id: id(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    name: text().notNull(),
    slug: text().notNull(),
    description: text().notNull().default(''),
    imageUrl: text('image_url').notNull(),
    /** Hidden (false): not in the storefront's lists, search or pages, nor for sale; its orders keep it. */
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
    /**
     * Search: kept by the trigger products_search_refresh (migration 0002) from the name (weight A), the
     * category's name (B) and the description (C), unaccented, English stems. Never written by the app.
     */
    searchVector: tsvector('search_vector')
      .notNull()
      .default(sql`''::tsvector`),
    /** Search: the name lowercased and unaccented (an exact name ranks first). Kept by the same trigger. */
    searchName: text('search_name').notNull().default(''),
    /**
     * The lowest unit price (what price sorting orders by), kept by the trigger product_units_lowest_price
     * (migration 0003) so that a sorted page reads an index instead of every product's units. Null: no units.
     */
    lowestPriceKobo: bigint('lowest_price_kobo', { mode: 'number' }),
  },
  (table) => [
    uniqueIndex('products_slug_key').on(table.slug),
    index('products_search_vector_idx').using('gin', table.searchVector),
    // The storefront's sorts, of the products it shows (`active`): a page's ids are read from the index alone, so
    // a deep page skips index entries, not rows (issue 31).
    index('products_lowest_price_asc_idx')
      .on(table.lowestPriceKobo.asc().nullsLast(), table.id.asc())
      .where(sql`${table.active}`),
    index('products_lowest_price_desc_idx')
      .on(table.lowestPriceKobo.desc().nullsLast(), table.id.desc())
      .where(sql`${table.active}`),
    index('products_category_id_idx').on(table.categoryId),
    index('products_created_at_idx')
      .on(table.createdAt, table.id)
      .where(sql`${table.active}`),
    // The shop's name order: case-insensitive, byte-wise, so embedded and server PostgreSQL agree. The back
    // office lists hidden products too; the storefront reads its own.
    index('products_name_idx').on(sql`lower(${table.name}) collate "C"`, table.id),
    index('products_active_name_idx')
      .on(sql`lower(${table.name}) collate "C"`, table.id)
      .where(sql`${table.active}`),
  ],
);

/**
 * Search: the distinct words of the products' names (lowercased, unaccented, letters only, 3 or more, no stop
 * words), added by the trigger products_search_refresh (migration 0004). A misspelt keyword is matched against
 * these few hundred words (trigram index, one swap of neighbouring letters), and the words it is close to are then
 * looked up in the products' full-text index: no trigram comparison with every product name (decision 004).
 * Words of renamed or deleted products stay: they find no product, and cost nothing.
 */
export const searchWords = pgTable('search_words', { word: text().primaryKey() }, (table) => [
  index('search_words_word_trgm_idx').using('gin', sql`${table.word} gin_trgm_ops`),
]);

/**
 * Search: the shop's local names (issue 42, decision 038). `term` as written (diacritics kept), `searchTerm` as the
 * search compares it: lowercased, unaccented, its words joined by one space (a generated column, so nothing else
 * writes it). It points at one product or one category; deleting that target deletes the term.
 */
export const searchTerms = pgTable(
  'search_terms',
  {
    id: id(),
    term: text().notNull(),
    searchTerm: text('search_term')
      .notNull()
      .generatedAlwaysAs(sql`trim(regexp_replace(lower(oko_unaccent(term)), '[^[:alpha:]]+', ' ', 'g'))`),
    language: text().notNull(),
    kind: text().notNull(),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    sourceUrl: text('source_url').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // The search's join: the keyword's phrases against this index.
    index('search_terms_search_term_idx').on(table.searchTerm),
    uniqueIndex('search_terms_target_key').on(
      table.searchTerm,
      sql`coalesce(${table.productId}, 0)`,
      sql`coalesce(${table.categoryId}, 0)`,
    ),
    index('search_terms_product_id_idx').on(table.productId),
    index('search_terms_category_id_idx').on(table.categoryId),
    check(
      'search_terms_one_target_check',
      sql`(${table.productId} is null) <> (${table.categoryId} is null)`,
    ),
    check('search_terms_language_check', oneOf('language', SEARCH_TERM_LANGUAGES)),
    check('search_terms_kind_check', oneOf('kind', SEARCH_TERM_KINDS)),
  ],
);

/**
 * Search: keywords that found nothing, counted per Lagos day (one upsert per empty search), for the back office's
 * "searched and not found in the last 30 days". The keyword is kept lowercased and trimmed.
 */
export const searchMisses = pgTable(
  'search_misses',
  {
    keyword: text().notNull(),
    day: date({ mode: 'string' }).notNull(),
    searches: integer().notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.keyword, table.day] }),
    index('search_misses_day_idx').on(table.day),
  ],
);

/** One way a product is sold: `unitNumber` of `unit` (25 kg, 1 basket) at `priceKobo`, with its stock. */
export const productUnits = pgTable(
  'product_units',
  {
    id: id(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => units.id, { onDelete: 'restrict' }),
    unitNumber: numeric('unit_number', { precision: 10, scale: 2, mode: 'number' }).notNull().default(1),
    priceKobo: kobo().notNull(),
    availableQuantity: integer('available_quantity').notNull().default(0),
    /** Hidden (false): not shown nor sold; kept because order lines name it. */
    active: boolean().notNull().default(true),
    /**
     * A weighed unit (issue 27, decision 032): its price per kg and estimated weight in grams, and how much more
     * than the estimate a heavier one may cost (percent, 0: never more). `priceKobo` is then their product.
     */
    pricePerKgKobo: bigint('price_per_kg_kobo', { mode: 'number' }),
    estimatedGrams: integer('estimated_grams'),
    tolerancePercent: smallint('tolerance_percent').notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    index('product_units_product_id_idx').on(table.productId, table.priceKobo),
    check(
      'product_units_weight_check',
      sql`(${table.pricePerKgKobo} is null) = (${table.estimatedGrams} is null) and (${table.estimatedGrams} is null or (${table.estimatedGrams} > 0 and ${table.pricePerKgKobo} > 0 and ${table.priceKobo} = round(${table.pricePerKgKobo} * ${table.estimatedGrams} / 1000.0))) and ${table.tolerancePercent} between 0 and 100`,
    ),
    index('product_units_unit_id_idx').on(table.unitId),
    uniqueIndex('product_units_product_unit_size_key').on(table.productId, table.unitId, table.unitNumber),
    check('product_units_available_quantity_check', sql`${table.availableQuantity} >= 0`),
    check('product_units_price_check', sql`${table.priceKobo} >= 0`),
    check('product_units_unit_number_check', sql`${table.unitNumber} > 0`),
  ],
);

// ── Cart ────────────────────────────────────────────────────────────────────────────────────────────────────

export const carts = pgTable(
  'carts',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (table) => [uniqueIndex('carts_user_id_key').on(table.userId)],
);

export const cartItems = pgTable(
  'cart_items',
  {
    id: id(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    productUnitId: integer('product_unit_id')
      .notNull()
      .references(() => productUnits.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('cart_items_cart_product_unit_key').on(table.cartId, table.productUnitId),
    index('cart_items_product_unit_id_idx').on(table.productUnitId),
    check('cart_items_quantity_check', sql`${table.quantity} > 0`),
  ],
);

// ── Geography and delivery ──────────────────────────────────────────────────────────────────────────────────

export const countries = pgTable(
  'countries',
  {
    id: id(),
    name: text().notNull(),
    code: text().notNull(),
  },
  (table) => [uniqueIndex('countries_code_key').on(table.code), index('countries_name_idx').on(table.name)],
);

export const states = pgTable(
  'states',
  {
    id: id(),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id, { onDelete: 'cascade' }),
    name: text().notNull(),
  },
  (table) => [uniqueIndex('states_country_name_key').on(table.countryId, table.name)],
);

/** A state's local government areas (issue 42): Nigeria's 774, seeded from public data (demo-data/areas.ts). */
export const areas = pgTable(
  'areas',
  {
    id: id(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
    name: text().notNull(),
  },
  (table) => [uniqueIndex('areas_state_name_key').on(table.stateId, table.name)],
);

export const deliveryChannels = pgTable(
  'delivery_channels',
  {
    id: id(),
    name: text().notNull(),
    description: text().notNull().default(''),
    feeKobo: kobo().notNull(),
    /** Hidden (false): not offered at the checkout; orders keep its name. */
    active: boolean().notNull().default(true),
    /** The checkout offers channels in this order; the first is the default. */
    position: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('delivery_channels_name_key').on(table.name),
    index('delivery_channels_position_idx').on(table.position, table.id),
    check('delivery_channels_fee_check', sql`${table.feeKobo} >= 0`),
  ],
);

/**
 * A channel's zones (issue 26): each names states and their fee. A channel with zones delivers only to the states
 * they name; one without delivers everywhere at its own fee. A state is in at most one zone of a channel.
 */
export const deliveryZones = pgTable(
  'delivery_zones',
  {
    id: id(),
    deliveryChannelId: integer('delivery_channel_id')
      .notNull()
      .references(() => deliveryChannels.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    feeKobo: kobo().notNull(),
    /** The owner's order of the zones. */
    position: integer().notNull().default(0),
  },
  (table) => [
    index('delivery_zones_channel_idx').on(table.deliveryChannelId, table.position),
    check('delivery_zones_fee_check', sql`${table.feeKobo} >= 0`),
  ],
);

/** The states of a zone; the channel is repeated so that one state is in one zone of a channel (the unique key). */
export const deliveryZoneStates = pgTable(
  'delivery_zone_states',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    deliveryChannelId: integer('delivery_channel_id')
      .notNull()
      .references(() => deliveryChannels.id, { onDelete: 'cascade' }),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('delivery_zone_states_channel_state_key').on(table.deliveryChannelId, table.stateId),
    index('delivery_zone_states_zone_idx').on(table.zoneId),
  ],
);

/**
 * The areas of a zone (issue 42): an area is in at most one zone of a channel, and its zone wins over the zone
 * holding its state ("Lagos Island" holds Eti-Osa while "Lagos Mainland" holds the state of Lagos).
 */
export const deliveryZoneAreas = pgTable(
  'delivery_zone_areas',
  {
    zoneId: integer('zone_id')
      .notNull()
      .references(() => deliveryZones.id, { onDelete: 'cascade' }),
    deliveryChannelId: integer('delivery_channel_id')
      .notNull()
      .references(() => deliveryChannels.id, { onDelete: 'cascade' }),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
  },
  (table) => [
    uniqueIndex('delivery_zone_areas_channel_area_key').on(table.deliveryChannelId, table.areaId),
    index('delivery_zone_areas_zone_idx').on(table.zoneId),
  ],
);

/**
 * A channel's weekly schedule (issue 26, decision 026): on `weekday` (1 Monday … 7 Sunday, Lagos time) a window
 * from `start_time` to `end_time` ("09:00"), orders closing `cutoff_hours` before its start, taking `capacity`.
 */
export const deliverySchedules = pgTable(
  'delivery_schedules',
  {
    id: id(),
    deliveryChannelId: integer('delivery_channel_id')
      .notNull()
      .references(() => deliveryChannels.id, { onDelete: 'cascade' }),
    weekday: smallint().notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    cutoffHours: integer('cutoff_hours').notNull(),
    capacity: integer().notNull(),
  },
  (table) => [
    uniqueIndex('delivery_schedules_channel_slot_key').on(
      table.deliveryChannelId,
      table.weekday,
      table.startTime,
    ),
    check('delivery_schedules_weekday_check', sql`${table.weekday} between 1 and 7`),
    check(
      'delivery_schedules_numbers_check',
      sql`${table.cutoffHours} >= 0 and ${table.capacity} >= 0 and ${table.startTime} < ${table.endTime}`,
    ),
  ],
);

/**
 * A delivery (or collection) window: materialised rows (decision 026), made from the schedule for the next 14 days
 * (unique per channel and start, so making them twice makes them once) or added one-off by the owner. An order
 * books a place with one conditional update of `booked` in its transaction; a cancel gives it back.
 */
export const deliveryWindows = pgTable(
  'delivery_windows',
  {
    id: id(),
    deliveryChannelId: integer('delivery_channel_id')
      .notNull()
      .references(() => deliveryChannels.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** Orders close at this time. */
    cutoffAt: timestamp('cutoff_at', { withTimezone: true, mode: 'date' }).notNull(),
    capacity: integer().notNull(),
    booked: integer().notNull().default(0),
    /** Closed by the owner (a public holiday, a flooded road): no new orders. */
    closed: boolean().notNull().default(false),
    /** Made from the weekly schedule (a schedule change may redo it), or added one-off by the owner. */
    fromSchedule: boolean('from_schedule').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('delivery_windows_channel_start_key').on(table.deliveryChannelId, table.startsAt),
    index('delivery_windows_starts_idx').on(table.startsAt),
    check(
      'delivery_windows_numbers_check',
      sql`${table.booked} >= 0 and ${table.booked} <= ${table.capacity} and ${table.startsAt} < ${table.endsAt} and ${table.cutoffAt} <= ${table.startsAt}`,
    ),
  ],
);

/**
 * A window's place held by an order (issue 45). Inserted in the order's transaction; the window's `booked` is raised
 * at its commit by a deferred trigger with the booking's guard (open, before its cut-off as of `created_at`, a place
 * left), which refuses the commit otherwise (migration 0039). A cancel deletes it and gives the place back.
 */
export const deliveryWindowPlaces = pgTable(
  'delivery_window_places',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    windowId: integer('window_id')
      .notNull()
      .references(() => deliveryWindows.id, { onDelete: 'cascade' }),
    /** The shop's clock when the order was placed: the cut-off is judged against it. */
    createdAt: createdAt(),
  },
  (table) => [index('delivery_window_places_window_idx').on(table.windowId)],
);

/** One delivery address per user. */
export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    countryId: integer('country_id')
      .notNull()
      .references(() => countries.id),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.id),
    /** Optional (issue 42): an address without one is priced by its state. */
    areaId: integer('area_id').references(() => areas.id, { onDelete: 'set null' }),
    streetNo: text('street_no').notNull(),
    nearestLandmark: text('nearest_landmark').notNull(),
    address: text().notNull(),
    city: text().notNull(),
    zipCode: text('zip_code').notNull(),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (table) => [
    uniqueIndex('addresses_user_id_key').on(table.userId),
    index('addresses_country_id_idx').on(table.countryId),
    index('addresses_state_id_idx').on(table.stateId),
  ],
);

// ── Orders ──────────────────────────────────────────────────────────────────────────────────────────────────

/** A pick-up order's point as it was when the order was placed (issue 43): where and when to collect. */
export interface PickupPointSnapshot {
  name: string;
  address: string;
  opening_hours: string;
}

/** The delivery address as it was when the order was placed. */
export interface AddressSnapshot {
  country: string;
  state: string;
  /** The local government area the address named (issue 42); absent when it named none, and before. */
  area?: string;
  street_no: string;
  nearest_landmark: string;
  address: string;
  city: string;
  zip_code: string;
}

export const orders = pgTable(
  'orders',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text({ enum: ORDER_STATUSES }).notNull().default('pending'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_VALUES }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('awaiting_payment'),
    /** When the money came in (payments' markPaid): the dashboard's sales are counted by it (issue 23). */
    paidAt: timestamp('paid_at', { withTimezone: true }),
    deliveryAddress: jsonb('delivery_address').$type<AddressSnapshot>().notNull(),
    deliveryChannelId: integer('delivery_channel_id').references(() => deliveryChannels.id, {
      onDelete: 'set null',
    }),
    deliveryChannelName: text('delivery_channel_name').notNull(),
    /** Collected, not delivered (issue 43): the pick-up point copied; null for a delivery. */
    pickupPoint: jsonb('pickup_point').$type<PickupPointSnapshot>(),
    /** The delivery window the order booked a place in (issue 26), and its times copied, or null. */
    deliveryWindowId: integer('delivery_window_id').references(() => deliveryWindows.id, {
      onDelete: 'set null',
    }),
    deliveryWindowStartsAt: timestamp('delivery_window_starts_at', { withTimezone: true, mode: 'date' }),
    deliveryWindowEndsAt: timestamp('delivery_window_ends_at', { withTimezone: true, mode: 'date' }),
    subtotalKobo: kobo().notNull(),
    /**
     * The deal as priced when the order was placed (issue 28, decision 031), the one place an order keeps it: the
     * discount code's words and its naira off, and the paying-ahead percent and its naira off (0 when none).
     */
    discountCode: text('discount_code'),
    discountKobo: kobo().notNull().default(0),
    payAheadPercent: smallint('pay_ahead_percent'),
    payAheadKobo: kobo().notNull().default(0),
    /**
     * The deal re-priced on the lines packing sent (decision 051), null until packing changed it: the code's and
     * paying ahead's naira off now, and whether the code was dropped (the packed goods fell below its minimum).
     */
    packedDiscountKobo: kobo(),
    packedPayAheadKobo: kobo(),
    discountDropped: boolean('discount_dropped').notNull().default(false),
    deliveryFeeKobo: kobo().notNull(),
    totalKobo: kobo().notNull(),
    /**
     * What the order comes to after packing (issue 27): the total until a line is weighed, left out or
     * substituted; orders/packing.ts keeps it, in the transaction that changes a line.
     */
    finalTotalKobo: bigint('final_total_kobo', { mode: 'number' }).notNull().default(0),
    /** The shopper's phone at the time of the order (issue 13): the number the rider calls; null if none. */
    phone: text(),
    /**
     * The rider taking the order, as the owner gave them at "out for delivery" (issue 41): the name and the number
     * ("+2348031234567") the shopper's out-for-delivery message carries; null when not given.
     */
    riderName: text('rider_name'),
    riderPhone: text('rider_phone'),
    /** The client's Idempotency-Key: a replayed Confirm Order finds the first order. */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of what the order asked for: the same key with another request is refused (issue 11). */
    requestFingerprint: text('request_fingerprint'),
    /**
     * The address the order was placed from (`https://shop.example.ng`), for its mails' links when APP_URL is unset
     * (issue 44); null for orders from before.
     */
    siteUrl: text('site_url'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (table) => [
    index('orders_user_created_idx').on(table.userId, table.createdAt, table.id),
    // The back office's list, CSV and pick list (newest first; issue 45): all orders, or one status's.
    index('orders_created_idx').on(table.createdAt, table.id),
    index('orders_status_created_idx').on(table.status, table.createdAt, table.id),
    uniqueIndex('orders_user_idempotency_key').on(table.userId, table.idempotencyKey),
    index('orders_delivery_channel_id_idx').on(table.deliveryChannelId),
    index('orders_delivery_window_id_idx').on(table.deliveryWindowId),
    index('orders_paid_at_idx').on(table.paidAt),
    check('orders_status_check', oneOf('status', ORDER_STATUSES)),
    check('orders_payment_method_check', oneOf('payment_method', PAYMENT_METHOD_VALUES)),
    check('orders_payment_status_check', oneOf('payment_status', PAYMENT_STATUSES)),
    check(
      'orders_money_check',
      sql`${table.subtotalKobo} >= 0 and ${table.deliveryFeeKobo} >= 0 and ${table.discountKobo} >= 0 and ${table.payAheadKobo} >= 0 and ${table.discountKobo} + ${table.payAheadKobo} <= ${table.subtotalKobo} and ${table.totalKobo} = ${table.subtotalKobo} - ${table.discountKobo} - ${table.payAheadKobo} + ${table.deliveryFeeKobo}`,
    ),
  ],
);

/** A line copies the product's name and unit price at the time of sale, so later price changes never rewrite it. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productUnitId: integer('product_unit_id').references(() => productUnits.id, { onDelete: 'set null' }),
    productName: text('product_name').notNull(),
    /** E.g. "25 kg", "1 basket". */
    unitLabel: text('unit_label').notNull(),
    unitPriceKobo: kobo().notNull(),
    quantity: integer().notNull(),
    lineTotalKobo: kobo().notNull(),
    /** A weighed unit's price per kg, estimated grams and tolerance at the time of sale (issue 27), or null. */
    pricePerKgKobo: bigint('price_per_kg_kobo', { mode: 'number' }),
    estimatedGrams: integer('estimated_grams'),
    tolerancePercent: smallint('tolerance_percent').notNull().default(0),
    /** What the packer's scale said for the whole line, in grams. */
    weighedGrams: integer('weighed_grams'),
    /** The shopper's word for a missing item: send a similar one, or leave it out and refund. */
    ifUnavailable: text('if_unavailable', { enum: IF_UNAVAILABLE }).notNull().default('refund'),
    /** What packing did to the line beyond weighing: null (sent as ordered), unavailable, substituted. */
    outcome: text({ enum: LINE_OUTCOMES }),
    substituteProductUnitId: integer('substitute_product_unit_id').references(() => productUnits.id, {
      onDelete: 'set null',
    }),
    /** The substitute as sent: "Efo shoko", "1 bunch", how many. */
    substituteName: text('substitute_name'),
    substituteUnitLabel: text('substitute_unit_label'),
    substituteQuantity: integer('substitute_quantity'),
    /** What the line comes to after packing: its total until packing changes it (orders/packing.ts). */
    finalTotalKobo: bigint('final_total_kobo', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('order_lines_order_id_idx').on(table.orderId),
    index('order_lines_substitute_product_unit_id_idx').on(table.substituteProductUnitId),
    check('order_lines_if_unavailable_check', oneOf('if_unavailable', IF_UNAVAILABLE)),
    check('order_lines_outcome_check', oneOf('outcome', LINE_OUTCOMES)),
    check('order_lines_final_total_check', sql`${table.finalTotalKobo} >= 0`),
    check('order_lines_weighed_check', sql`${table.weighedGrams} is null or ${table.weighedGrams} > 0`),
    index('order_lines_product_id_idx').on(table.productId),
    index('order_lines_product_unit_id_idx').on(table.productUnitId),
    check('order_lines_quantity_check', sql`${table.quantity} > 0`),
    check(
      'order_lines_total_check',
      sql`${table.lineTotalKobo} = ${table.unitPriceKobo} * ${table.quantity}`,
    ),
  ],
);

export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    status: text({ enum: ORDER_STATUSES }).notNull(),
    at: createdAt(),
  },
  (table) => [
    index('order_status_history_order_id_idx').on(table.orderId, table.at),
    check('order_status_history_status_check', oneOf('status', ORDER_STATUSES)),
  ],
);

/**
 * A standing order (issue 40, decision 046): the shopper's weekly box, repeated every `every_weeks` weeks on
 * `weekday` (1 Monday … 7 Sunday) in the channel's window starting at `window_start` (Lagos time), to the
 * address or pick-up point, paid by `payment_method`. `anchor_day`: the Lagos day of its first window, from which
 * every second week is counted. A card standing order keeps Paystack's reusable authorization once a card order
 * of it was paid.
 */
export const standingOrders = pgTable(
  'standing_orders',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deliveryChannelId: integer('delivery_channel_id')
      .notNull()
      .references(() => deliveryChannels.id, { onDelete: 'cascade' }),
    addressId: integer('address_id').references(() => addresses.id, { onDelete: 'set null' }),
    pickupPointId: integer('pickup_point_id').references(() => pickupPoints.id, { onDelete: 'set null' }),
    weekday: smallint().notNull(),
    everyWeeks: smallint('every_weeks').notNull().default(1),
    windowStart: text('window_start').notNull(),
    anchorDay: date('anchor_day', { mode: 'string' }).notNull(),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_VALUES }).notNull(),
    status: text({ enum: STANDING_ORDER_STATUSES }).notNull().default('active'),
    /** No order for windows on Lagos days before this one. */
    pausedUntil: date('paused_until', { mode: 'string' }),
    /** The order it repeats (`from_order_id`): a card standing order keeps the card that paid it. */
    fromOrderId: integer('from_order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** Paystack's reusable `authorization_code` (card standing orders), once a card order of it was paid. */
    authorizationCode: text('authorization_code'),
    createdAt: createdAt(),
    updatedAt: createdAt(),
  },
  (table) => [
    index('standing_orders_user_idx').on(table.userId, table.id),
    index('standing_orders_channel_idx').on(table.deliveryChannelId),
    index('standing_orders_address_idx').on(table.addressId),
    index('standing_orders_pickup_point_idx').on(table.pickupPointId),
    index('standing_orders_from_order_idx').on(table.fromOrderId),
    check('standing_orders_weekday_check', sql`${table.weekday} between 1 and 7`),
    check('standing_orders_every_weeks_check', sql`${table.everyWeeks} in (1, 2)`),
    check('standing_orders_status_check', oneOf('status', STANDING_ORDER_STATUSES)),
    check('standing_orders_payment_method_check', oneOf('payment_method', PAYMENT_METHOD_VALUES)),
  ],
);

/** A standing order's lines: a unit and how many, and the shopper's word if it runs out. */
export const standingOrderLines = pgTable(
  'standing_order_lines',
  {
    id: id(),
    standingOrderId: integer('standing_order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    productUnitId: integer('product_unit_id')
      .notNull()
      .references(() => productUnits.id, { onDelete: 'cascade' }),
    quantity: integer().notNull(),
    ifUnavailable: text('if_unavailable', { enum: IF_UNAVAILABLE }).notNull().default('refund'),
  },
  (table) => [
    uniqueIndex('standing_order_lines_unit_key').on(table.standingOrderId, table.productUnitId),
    index('standing_order_lines_product_unit_idx').on(table.productUnitId),
    check('standing_order_lines_quantity_check', sql`${table.quantity} > 0`),
    check('standing_order_lines_if_unavailable_check', oneOf('if_unavailable', IF_UNAVAILABLE)),
  ],
);

/**
 * What one standing order did in one delivery window: one row, unique on (standing order, window), so the
 * generator run twice, from two instances or after a restart places one order. `skipped` rows are written by the
 * shopper's skip; the others by the generator. `short`: what was capped or left out, for the shopper's mail.
 * A card run's charge is `so-<id>`; `charge_state` says how far it went (none, sent, paid, declined).
 */
export const standingOrderRuns = pgTable(
  'standing_order_runs',
  {
    id: id(),
    standingOrderId: integer('standing_order_id')
      .notNull()
      .references(() => standingOrders.id, { onDelete: 'cascade' }),
    deliveryWindowId: integer('delivery_window_id')
      .notNull()
      .references(() => deliveryWindows.id, { onDelete: 'cascade' }),
    state: text({ enum: STANDING_RUN_STATES }).notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    short: jsonb().$type<{ name: string; asked: number; placed: number }[]>(),
    problem: text(),
    chargeState: text('charge_state', { enum: STANDING_CHARGE_STATES }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('standing_order_runs_window_key').on(table.standingOrderId, table.deliveryWindowId),
    index('standing_order_runs_window_idx').on(table.deliveryWindowId),
    index('standing_order_runs_order_idx').on(table.orderId),
    check('standing_order_runs_state_check', oneOf('state', STANDING_RUN_STATES)),
    check('standing_order_runs_charge_state_check', oneOf('charge_state', STANDING_CHARGE_STATES)),
  ],
);

/**
 * One try at paying a card order through Paystack (decision 015): its own reference, unique here and at Paystack,
 * so "Pay now" starts a new transaction and never charges one reference twice. At most one attempt of an order
 * is `paid` (a partial unique index), whatever arrives first: the callback, a webhook, or the reconciler.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reference: text().notNull(),
    /** What was asked of Paystack: the order's grand total when the attempt started. */
    amountKobo: kobo().notNull(),
    currency: text().notNull().default('NGN'),
    status: text({ enum: PAYMENT_ATTEMPT_STATUSES }).notNull().default('open'),
    authorizationUrl: text(),
    /** What Paystack reported when the attempt settled: its gateway_response, amount and currency. */
    gatewayResponse: text(),
    paidAmountKobo: kobo(),
    paidCurrency: text(),
    /** Taken by the shop's built-in test gateway (no PAYSTACK_SECRET_KEY): no money moved. */
    testMode: boolean().notNull().default(false),
    /**
     * Pay with Transfer (issue 39): the account Paystack's `POST /charge` opened for this payment and when it
     * closes; null for a card attempt, or while Paystack has not answered.
     */
    accountNumber: text(),
    bankName: text(),
    accountName: text(),
    accountExpiresAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** The last `bank.transfer.rejected` (a transfer of another amount, sent back by Paystack). */
    transferRejectedAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    settledAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (table) => [
    uniqueIndex('payment_attempts_reference_key').on(table.reference),
    index('payment_attempts_order_id_idx').on(table.orderId, table.id),
    check('payment_attempts_status_check', oneOf('status', PAYMENT_ATTEMPT_STATUSES)),
  ],
);

/**
 * Money going back to the shopper (issue 27, decision 033), written by payments/refunds.ts in the transaction that
 * causes it. A card refund is sent to Paystack by a claimed job (`card-refund`) against the paid attempt's
 * `payment_reference`; Paystack's refund id is kept once known, so a retry asks before it sends again. A bank
 * transfer refund waits for the owner to confirm it sent (`confirmed_by`).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text({ enum: REFUND_METHODS }).notNull(),
    reason: text({ enum: REFUND_REASONS }).notNull(),
    amountKobo: kobo().notNull(),
    status: text({ enum: REFUND_STATUSES }).notNull().default('pending'),
    /** Cards: the reference of the paid attempt the money came with. */
    paymentReference: text(),
    /** Cards: the refund taken by the shop's built-in test gateway; no money moves. */
    testMode: boolean().notNull().default(false),
    /**
     * The shop's own reference of this refund (decision 040), sent as Paystack's `merchant_note`: a retry finds
     * the refund an earlier try made by it, never by its amount. Random, so two shops (or a restored copy) on
     * one Paystack account never share one; refunds older than it carry `oko-refund-<id>`, the note they were
     * sent with.
     */
    reference: text()
      .notNull()
      .default(sql`('oko-refund-' || gen_random_uuid())`),
    /**
     * Cards: when the job last sent it to Paystack (the shop's clock). Set with no Paystack id: the answer was
     * lost, so the refund is unsure until Paystack's list, read at least a minute after this, says.
     */
    requestedAt: timestamp({ withTimezone: true, mode: 'date' }),
    /** Cards: Paystack's id of the refund, once it answered. */
    gatewayRefundId: text(),
    /** Why it failed, in Paystack's words. */
    failure: text(),
    /** Bank transfer: the owner who confirmed the money sent. */
    confirmedBy: integer().references(() => users.id, { onDelete: 'set null' }),
    /**
     * Which way the money goes back (issue 39, decision 049): `card`; `bank_account` (Paystack Transfers to the
     * shopper's kept account, the way of every refund not by card until the owner marks one sent by hand);
     * `manual_transfer` (paid from the bank app, marked sent).
     */
    way: text({ enum: REFUND_WAYS }).notNull().default('bank_account'),
    /**
     * `bank_account`, once sent: the account it went to, as the owner's button named it (Paystack's recipient
     * code, the bank, the resolved name and the number's last four digits).
     */
    payee: jsonb().$type<RefundPayee>(),
    /** `bank_account`: Paystack's code of the transfer (`TRF_…`), once it answered. */
    transferCode: text(),
    /** A failed transfer sent again is a new refund (a new reference): the one it replaces. */
    retryOf: integer().references((): AnyPgColumn => refunds.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    settledAt: timestamp({ withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('refunds_order_id_idx').on(table.orderId, table.id),
    index('refunds_retry_of_idx').on(table.retryOf),
    check('refunds_way_check', oneOf('way', REFUND_WAYS)),
    uniqueIndex('refunds_reference_key').on(table.reference),
    index('refunds_payment_reference_idx').on(table.paymentReference),
    index('refunds_pending_idx')
      .on(table.status)
      .where(sql`${table.status} = 'pending'`),
    index('refunds_confirmed_by_idx').on(table.confirmedBy),
    check('refunds_amount_check', sql`${table.amountKobo} > 0`),
    check('refunds_method_check', oneOf('method', REFUND_METHODS)),
    check('refunds_reason_check', oneOf('reason', REFUND_REASONS)),
    check('refunds_status_check', oneOf('status', REFUND_STATUSES)),
    check(
      'refunds_card_reference_check',
      sql`(${table.method} = 'cards') = (${table.paymentReference} is not null)`,
    ),
  ],
);

/** Where a refund to a bank account went (issue 39). */
export interface RefundPayee {
  recipientCode: string;
  bankName: string;
  accountName: string;
  accountLast4: string;
}

/**
 * The shopper's bank account for refunds (issue 39, decision 049), one per shopper, owned by payments/: the bank
 * (Paystack's code and name), the number, the name Paystack resolved for it, and Paystack's transfer recipient.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    bankCode: text().notNull(),
    bankName: text().notNull(),
    accountNumber: text().notNull(),
    accountName: text().notNull(),
    /** Paystack's `RCP_…` for this account (`POST /transferrecipient`). */
    recipientCode: text().notNull(),
    updatedAt: createdAt(),
  },
  (table) => [check('bank_accounts_account_number_check', sql`${table.accountNumber} ~ '^[0-9]{10}$'`)],
);

/**
 * The account of an order (issue 38, decision 044): every movement of its money is a row, written in the same
 * transaction as the change that causes it; the order's figures are sums of its rows (ledger/figures.ts), never
 * added up anywhere else. Owed (signed): the goods, the delivery fee, a discount and paying ahead (negative), each
 * packing change, a cancellation (what was still owed, negative). In: money received (a card payment, a transfer,
 * cash collected), the amount actually received. Out: each refund as asked for, and once more when it settled
 * (processed or failed), naming the refund. Shop credit (issue 39): `credit` taken off the order at checkout and
 * `credit_returned` to the shopper's credit (a cancel, packing), both positive. `rounding` (owed, negative): the
 * kobo a Pay with Transfer difference left off when it was paid in whole naira (issue 38, decision 053).
 */
/** The kinds of entry whose sum (signed) is what the shopper owes. */
export const OWED_ENTRY_KINDS = [
  'goods',
  'delivery_fee',
  'discount',
  'pay_ahead',
  'packing',
  'cancelled',
  'rounding',
] as const;
export const MONEY_ENTRY_KINDS = [
  ...OWED_ENTRY_KINDS,
  'payment',
  'refund_requested',
  'refund_processed',
  'refund_failed',
  'credit',
  'credit_returned',
] as const;
export type MoneyEntryKind = (typeof MONEY_ENTRY_KINDS)[number];

export const orderMoneyEntries = pgTable(
  'order_money_entries',
  {
    id: id(),
    orderId: integer()
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text({ enum: MONEY_ENTRY_KINDS }).notNull(),
    /** Kobo: owed entries signed (a discount is negative), money in and out positive. */
    amountKobo: kobo().notNull(),
    /** Money in: how it came (the order's payment method, or cash at the door). */
    method: text({ enum: PAYMENT_METHOD_VALUES }),
    /** Out: the refund the entry is about. */
    refundId: integer().references(() => refunds.id, { onDelete: 'set null' }),
    /** Who recorded it in the back office; null for the shop's own rules and Paystack's report. */
    userId: integer().references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('order_money_entries_order_id_idx').on(table.orderId, table.id),
    index('order_money_entries_kind_created_idx').on(table.kind, table.createdAt),
    index('order_money_entries_refund_id_idx').on(table.refundId),
    index('order_money_entries_user_id_idx').on(table.userId),
    check('order_money_entries_kind_check', oneOf('kind', MONEY_ENTRY_KINDS)),
    check(
      'order_money_entries_amount_check',
      sql`${table.kind} in ('goods', 'delivery_fee', 'discount', 'pay_ahead', 'packing', 'cancelled', 'rounding') or ${table.amountKobo} > 0`,
    ),
  ],
);

/**
 * The built-in test gateway's transactions (no PAYSTACK_SECRET_KEY, decision 015): in the database, so a card
 * payment started on one instance is finished on another (issue 30). No money ever moves through them.
 */
export const testGatewayTransactions = pgTable(
  'test_gateway_transactions',
  {
    reference: text().primaryKey(),
    accessCode: text().notNull(),
    email: text().notNull(),
    /** Kobo, as Paystack takes it. */
    amount: kobo().notNull(),
    currency: text().notNull(),
    callbackUrl: text().notNull(),
    /** abandoned until the Pay or Decline button: then success or failed, once. */
    status: text().notNull().default('abandoned'),
    gatewayResponse: text().notNull(),
    /** `card` (initialise) or `bank_transfer` (a Pay with Transfer charge, issue 39). */
    channel: text().notNull().default('card'),
    paidAt: timestamp({ withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('test_gateway_transactions_access_code_key').on(table.accessCode)],
);

/** The built-in test gateway's transfers (issue 39), by the shop's reference: every instance sees them. */
export const testGatewayTransfers = pgTable('test_gateway_transfers', {
  reference: text().primaryKey(),
  transferCode: text().notNull(),
  recipientCode: text().notNull(),
  /** Kobo. */
  amount: kobo().notNull(),
  currency: text().notNull(),
  /** pending until success (the shop's gateway sends at once), failed or reversed. */
  status: text().notNull().default('pending'),
  reason: text(),
  createdAt: createdAt(),
});

/** The built-in test gateway's refunds (issue 27), beside its transactions: every instance sees them. */
export const testGatewayRefunds = pgTable(
  'test_gateway_refunds',
  {
    id: id(),
    transactionReference: text()
      .notNull()
      .references(() => testGatewayTransactions.reference, { onDelete: 'cascade' }),
    /** Kobo. */
    amount: kobo().notNull(),
    currency: text().notNull(),
    /** pending until processed (the shop's gateway processes at once) or failed. */
    status: text().notNull().default('pending'),
    merchantNote: text(),
    createdAt: createdAt(),
  },
  (table) => [index('test_gateway_refunds_transaction_idx').on(table.transactionReference, table.id)],
);

// ── Site ────────────────────────────────────────────────────────────────────────────────────────────────────

/** Site settings as key/value rows: one setting can change without touching the others. */
export const settings = pgTable('settings', {
  key: text().primaryKey(),
  value: jsonb().notNull(),
  updatedAt: createdAt(),
});

// ── Back office ─────────────────────────────────────────────────────────────────────────────────────────────

/** Every change of a unit's stock made in the back office: who, when, why, before and after (decision 017). */
export const stockAdjustments = pgTable(
  'stock_adjustments',
  {
    id: id(),
    productUnitId: integer('product_unit_id')
      .notNull()
      .references(() => productUnits.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text({ enum: STOCK_REASONS }).notNull(),
    before: integer().notNull(),
    after: integer().notNull(),
    at: createdAt(),
  },
  (table) => [
    index('stock_adjustments_unit_idx').on(table.productUnitId, table.at),
    check('stock_adjustments_reason_check', oneOf('reason', STOCK_REASONS)),
  ],
);

/** Every write of the back office: who, what (action and the row), when, the row before and after. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: id(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** E.g. "order.status", "product.create", "product_unit.update", "stock.adjust". */
    action: text().notNull(),
    entity: text().notNull(),
    entityId: integer('entity_id'),
    before: jsonb().$type<unknown>(),
    after: jsonb().$type<unknown>(),
    at: createdAt(),
  },
  (table) => [
    index('audit_log_at_idx').on(table.at, table.id),
    index('audit_log_entity_idx').on(table.entity, table.entityId),
  ],
);

// ── Background jobs ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * Work done after a commit (decision 014): queued in the same transaction as the change that causes it, claimed
 * by one worker at a time with `FOR UPDATE SKIP LOCKED`, so several API instances never run one job twice. A
 * claim is a lease (`locked_until`): a worker that dies mid-job lets another take the job when it expires.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    /** What to do, e.g. "mail". */
    kind: text().notNull(),
    payload: jsonb().$type<unknown>().notNull(),
    /** Not before this time: a retry waits out its backoff. */
    runAt: timestamp('run_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    attempts: integer().notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
    /**
     * Unique while the row is kept (issue 40): a second enqueue with the same key is a no-op, e.g. a schedule's run
     * of one period (`schedule:<name>:<period>`). Null for most jobs.
     */
    key: text(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('jobs_key_idx').on(table.key),
    index('jobs_due_idx')
      .on(table.runAt, table.id)
      .where(sql`${table.doneAt} is null`),
  ],
);

// ── Messages (issue 41, decision 041) ───────────────────────────────────────────────────────────────────────

/**
 * One piece of order news on one channel: unique on (order, kind, channel), so it is never sent twice on a channel
 * across retries, restarts and instances. `attempted_at` is the send's claim: set once, by one worker, before the
 * provider is called. `state` only moves forward (messages/service.ts); `state_at` is when it reached it.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text({ enum: MESSAGE_KINDS }).notNull(),
    channel: text({ enum: MESSAGE_CHANNELS }).notNull(),
    /** "+2348031234567" for WhatsApp and SMS, the address for e-mail. */
    recipient: text().notNull(),
    state: text({ enum: MESSAGE_STATES }).notNull().default('queued'),
    errorCode: text('error_code'),
    errorText: text('error_text'),
    /** The provider's id of the message (WhatsApp's wamid, Termii's message_id): status webhooks name it. */
    providerId: text('provider_id'),
    attemptedAt: timestamp('attempted_at', { withTimezone: true, mode: 'date' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    stateAt: createdAt(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('messages_order_kind_channel_key').on(table.orderId, table.kind, table.channel),
    uniqueIndex('messages_channel_provider_id_key').on(table.channel, table.providerId),
    index('messages_user_id_idx').on(table.userId),
    check('messages_kind_check', oneOf('kind', MESSAGE_KINDS)),
    check('messages_channel_check', oneOf('channel', MESSAGE_CHANNELS)),
    check('messages_state_check', oneOf('state', MESSAGE_STATES)),
  ],
);

// ── The shop's content (decision 018) ───────────────────────────────────────────────────────────────────────

/** Where a shopper collects an order: shown in the checkout's pick-up tabs while it and its channel are active. */
export const pickupPoints = pgTable(
  'pickup_points',
  {
    id: id(),
    name: text().notNull(),
    address: text().notNull(),
    openingHours: text('opening_hours').notNull(),
    /** The delivery channel (its fee) a shopper chooses to collect here; a channel in use is not deleted. */
    deliveryChannelId: integer('delivery_channel_id')
      .notNull()
      .references(() => deliveryChannels.id, { onDelete: 'restrict' }),
    /** Hidden (false): not listed at the checkout. */
    active: boolean().notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('pickup_points_name_key').on(table.name),
    index('pickup_points_channel_idx').on(table.deliveryChannelId),
  ],
);

/** The text of the About, Privacy and Terms & Conditions pages, in Markdown (the slug names the page). */
export const pages = pgTable('pages', {
  slug: text().primaryKey(),
  body: text().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/**
 * One row: a number that every change to what a guest's page shows moves on (migration 0012's triggers on the
 * catalog, settings, pages, pick-up points and delivery channels), committed with the change. A rendered page is
 * kept in memory under the number it was rendered at, so every instance sees a change at its next request
 * (plugins/page-cache.ts, decision 024).
 */
export const publicVersion = pgTable(
  'public_version',
  {
    id: smallint().primaryKey().default(1),
    version: bigint({ mode: 'number' }).notNull().default(0),
  },
  (table) => [check('public_version_one_row', sql`${table.id} = 1`)],
);

// ── Deals (issue 28, decision 031) ──────────────────────────────────────────────────────────────────────────

/**
 * A discount code the owner made: a percent or a naira amount off the subtotal (of its categories' lines, when it
 * names any), within its limits. `uses` counts the live uses (a cancelled order gives its use back) and is taken
 * with one conditional update in the order's transaction, as stock is: never past `max_uses`.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: id(),
    /** Letters and digits, stored in capitals: unique whatever the case the owner or a shopper types. */
    code: text().notNull(),
    kind: text({ enum: DISCOUNT_KINDS }).notNull(),
    /** Percent (1–100) for `percent`, kobo for `amount`. */
    value: bigint({ mode: 'number' }).notNull(),
    minSubtotalKobo: kobo(),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }),
    maxUses: integer('max_uses'),
    oncePerShopper: boolean('once_per_shopper').notNull().default(false),
    /** Only lines of these categories count (empty: every line). */
    categoryIds: integer('category_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    /** Paused (false): refused until the owner resumes it. */
    active: boolean().notNull().default(true),
    uses: integer().notNull().default(0),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('discount_codes_code_key').on(table.code),
    check('discount_codes_kind_check', oneOf('kind', DISCOUNT_KINDS)),
    check(
      'discount_codes_numbers_check',
      sql`${table.value} > 0 and (${table.kind} <> 'percent' or ${table.value} <= 100) and ${table.uses} >= 0 and (${table.maxUses} is null or ${table.uses} <= ${table.maxUses})`,
    ),
  ],
);

/**
 * A live use of a code: the order that took it and what it gave. Deleted when the order is cancelled (the use goes
 * back). Once per shopper is a unique index over the shopper's live uses of such a code, so two tabs of one
 * shopper racing get one use.
 */
export const discountCodeUses = pgTable(
  'discount_code_uses',
  {
    id: id(),
    codeId: integer('code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'restrict' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountKobo: kobo().notNull(),
    /** The code's rule when the use was taken. */
    oncePerShopper: boolean('once_per_shopper').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('discount_code_uses_order_key').on(table.orderId),
    index('discount_code_uses_code_idx').on(table.codeId),
    uniqueIndex('discount_code_uses_once_per_shopper')
      .on(table.codeId, table.userId)
      .where(sql`${table.oncePerShopper}`),
  ],
);

/**
 * Shop credit (issue 39, decision 050), owned by credit/: each shopper's balance in one row, taken by one guarded
 * UPDATE (never below 0) in the order's transaction as stock is, so two tabs never spend it twice; and its history,
 * one row per movement written in the same statement's transaction. The balance is always the sum of the entries.
 */
export const shopCreditBalances = pgTable(
  'shop_credit_balances',
  {
    userId: integer()
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    balanceKobo: kobo().notNull().default(0),
    updatedAt: timestamp({ withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [check('shop_credit_balances_balance_check', sql`${table.balanceKobo} >= 0`)],
);

export const shopCreditEntries = pgTable(
  'shop_credit_entries',
  {
    id: id(),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Kobo, signed: + a refund kept or credit returned, − credit used. */
    amountKobo: kobo().notNull(),
    reason: text({ enum: CREDIT_REASONS }).notNull(),
    orderId: integer().references(() => orders.id, { onDelete: 'set null' }),
    /** A refund kept as credit: the refund (one entry per refund). */
    refundId: integer().references(() => refunds.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('shop_credit_entries_user_id_idx').on(table.userId, table.id),
    index('shop_credit_entries_order_id_idx').on(table.orderId),
    uniqueIndex('shop_credit_entries_refund_id_key').on(table.refundId),
    check('shop_credit_entries_amount_check', sql`${table.amountKobo} <> 0`),
    check('shop_credit_entries_reason_check', oneOf('reason', CREDIT_REASONS)),
  ],
);
