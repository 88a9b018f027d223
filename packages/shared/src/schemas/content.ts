import { z } from 'zod';
import { MAX_LENGTH } from '../constants';
import { dataEnvelope } from './api';
import { boundedText, TEXT_MESSAGES } from './text';

// The shop's own content the owner keeps in the back office (issue 13, decision 018): pick-up points, listed in
// the checkout's "Pick-up Location" and "Pick-up Address" tabs, and the text of the About, Privacy and Terms &
// Conditions pages in Markdown. The back office's forms and the API validate with these.

export const CONTENT_MESSAGES = {
  nameRequired: 'The name is required.',
  addressRequired: 'The address is required.',
  hoursRequired: 'The opening hours are required.',
  channelRequired: 'The delivery channel is required.',
  unknownChannel: 'The selected delivery channel is invalid.',
  nameTaken: 'A pick-up point with this name already exists.',
  pickupPointNotFound: 'Pick-up point not found',
  nothingToChange: 'Give at least one field to change.',
  bodyRequired: 'The text is required.',
  pageNotFound: 'Page not found',
} as const;

/** The longest page text: a long privacy notice is some 12,000 characters. */
export const MAX_PAGE_BODY = 20_000;

// ── Pick-up points ──────────────────────────────────────────────────────────────────────────────────────────

const requiredText = (label: string, message: string, max: number) =>
  boundedText(label, max, z.string({ error: message }).trim().min(1, message));

const channelId = z
  .number({ error: CONTENT_MESSAGES.channelRequired })
  .int(CONTENT_MESSAGES.unknownChannel)
  .min(1, CONTENT_MESSAGES.unknownChannel)
  .max(2_147_483_647, CONTENT_MESSAGES.unknownChannel);

const pickupFields = {
  name: requiredText('name', CONTENT_MESSAGES.nameRequired, MAX_LENGTH.name),
  address: requiredText('address', CONTENT_MESSAGES.addressRequired, MAX_LENGTH.addressLine),
  opening_hours: requiredText('opening hours', CONTENT_MESSAGES.hoursRequired, MAX_LENGTH.addressLine),
  /** The (pick-up) delivery channel a shopper chooses to collect here: its fee is the order's. */
  delivery_channel_id: channelId,
  active: z.boolean(),
};

/** `POST /admin/pickup-points`. */
export const createPickupPointSchema = z.object({
  ...pickupFields,
  active: pickupFields.active.default(true),
});
export type CreatePickupPointInput = z.input<typeof createPickupPointSchema>;

/** `PATCH /admin/pickup-points/{id}`: any of the fields. */
export const updatePickupPointSchema = z
  .object(pickupFields)
  .partial()
  .refine(
    (value) => Object.values(value).some((field) => field !== undefined),
    CONTENT_MESSAGES.nothingToChange,
  );

/** `GET /pickup-points`: an active point of an active channel, as the checkout's tabs list it. */
export const pickupPointSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  address: z.string(),
  opening_hours: z.string(),
  delivery_channel_id: z.number().int(),
  delivery_channel_name: z.string(),
});
export type PickupPoint = z.infer<typeof pickupPointSchema>;

/** `GET /admin/pickup-points`: hidden ones too. */
export const adminPickupPointSchema = pickupPointSchema.extend({ active: z.boolean() });
export type AdminPickupPoint = z.infer<typeof adminPickupPointSchema>;

// ── Pages ───────────────────────────────────────────────────────────────────────────────────────────────────

/** The pages whose text the owner edits; each keeps its heading (spec section 2 and the app's). */
export const PAGE_TITLES = {
  about: 'About',
  privacy: 'Privacy Policy',
  terms: 'Terms & Conditions',
} as const;
export type PageSlug = keyof typeof PAGE_TITLES;
export const PAGE_SLUGS = Object.keys(PAGE_TITLES) as [PageSlug, ...PageSlug[]];

export const pageParams = z.object({
  slug: z.enum(PAGE_SLUGS, { error: CONTENT_MESSAGES.pageNotFound }),
});

// Markdown is many lines: newline, carriage return and tab are allowed; every other control character is not.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const MARKDOWN_TEXT = /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]*$/;

/** `PUT /admin/pages/{slug}`: the page's text in Markdown (no raw HTML is rendered). */
export const updatePageSchema = z.object({
  body: z
    .string({ error: CONTENT_MESSAGES.bodyRequired })
    .trim()
    .min(1, CONTENT_MESSAGES.bodyRequired)
    .max(MAX_PAGE_BODY, TEXT_MESSAGES.tooLong('text', MAX_PAGE_BODY))
    .regex(MARKDOWN_TEXT, TEXT_MESSAGES.controlCharacters('text')),
});
export type UpdatePageInput = z.input<typeof updatePageSchema>;

/** `GET /pages/{slug}` and the back office's list. */
export const pageSchema = z.object({
  slug: z.enum(PAGE_SLUGS),
  title: z.string(),
  body: z.string(),
  updated_at: z.string(),
});
export type Page = z.infer<typeof pageSchema>;

/** The shop's details a page's text may name: `{{site_email}}` reads as the e-mail of the shop's settings. */
export const PAGE_PLACEHOLDERS = ['site_name', 'site_email', 'site_phone', 'address'] as const;

/** The page's text with each `{{placeholder}}` replaced by the shop's detail, so a changed e-mail shows at once. */
export function fillShopDetails(
  body: string,
  details: Record<(typeof PAGE_PLACEHOLDERS)[number], string>,
): string {
  return body.replace(
    /\{\{\s*(site_name|site_email|site_phone|address)\s*\}\}/g,
    (_match, key: string) => details[key as (typeof PAGE_PLACEHOLDERS)[number]],
  );
}

// The answers of the pick-up point and page calls. The storefront loads each schema with its request
// (decision 019).
export const pickupPointsAnswerSchema = dataEnvelope(z.array(pickupPointSchema));
export const adminPickupPointsAnswerSchema = dataEnvelope(z.array(adminPickupPointSchema));
export const adminPickupPointAnswerSchema = dataEnvelope(adminPickupPointSchema);
export const pageAnswerSchema = dataEnvelope(pageSchema);
export const pagesAnswerSchema = dataEnvelope(z.array(pageSchema));
