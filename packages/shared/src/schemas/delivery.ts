import { z } from 'zod';
import { formatLagosMoment, formatWindow } from '../lagos-time';
import { dataEnvelope } from './api';
import { idSchema } from './numbers';

// Delivery zones and delivery windows as the checkout and the API's callers see them (issue 26, decision 026).

export const DELIVERY_MESSAGES = {
  /** 422 under `delivery_channel_id` when the channel's zones do not name the address's state. */
  notDelivered: (channelName: string, stateName: string) =>
    `${channelName} does not deliver to ${stateName}.`,
  /** 422 under `area_id` (issue 42). */
  unknownArea: 'The selected area is invalid.',
  areaNotInState: 'The selected area is not in the selected state.',
  /**
   * The checkout's ask (issue 42) when the address names no area and a channel prices the state's areas apart.
   */
  areaChangesFee: (stateName: string) =>
    `The delivery fee in ${stateName} depends on the area. Add your Local Government Area to your address.`,
  addArea: 'Add your area',
  /**
   * 422 under `delivery_channel_id` (decision 055): an address without its area, and a channel delivering to some
   * areas of its state only.
   */
  areaNeeded: (channelName: string, stateName: string) =>
    `${channelName} delivers to some areas of ${stateName} only. Add your Local Government Area to your address.`,
  /** The place an unserved address names in `notDelivered` when it has an area (issue 42): "Ikorodu, Lagos". */
  areaOfState: (areaName: string, stateName: string) => `${areaName}, ${stateName}`,
  /** What the checkout says when no channel delivers to the chosen address's state. */
  noChannelForState: (stateName: string) =>
    `We do not deliver to ${stateName} yet. Please choose another address or contact us.`,
  /**
   * What the checkout says above the channels when none delivers to the address's state and only collection
   * remains (issue 43): nothing is chosen for the shopper, as the points may be in another state.
   */
  onlyCollectionForState: (stateName: string) =>
    `We do not deliver to ${stateName} yet. You can collect your order from a pick-up point instead.`,
  /** The channel select's first choice when the checkout chooses no channel for the shopper. */
  chooseChannel: 'Choose a delivery channel',
  /** 422 under `delivery_window_id` when the channel has windows and none was chosen. */
  windowRequired: 'Please choose a delivery day.',
  windowInvalid: 'The selected delivery window is invalid.',
  /** 422 under `delivery_window_id`: past its cut-off (when orders closed, in Lagos time). */
  windowCutOff: (window: { starts_at: string; ends_at: string }, cutoffAt: string) =>
    `Orders for ${formatWindow(window)} closed on ${formatLagosMoment(cutoffAt)}. Please choose another.`,
  /** 422 under `delivery_window_id`: closed by the shop. */
  windowClosed: (window: { starts_at: string; ends_at: string }) =>
    `Orders for ${formatWindow(window)} are closed. Please choose another.`,
  /** 409 under `delivery_window_id`: no place left. */
  windowFull: 'This delivery window is full. Please choose another.',
  /** What the checkout says when the channel has windows but none can be booked. */
  noWindows: 'No delivery day is open for this channel right now. Please choose another channel.',
} as const;

const positiveId = (name: string) =>
  idSchema(`${name} must be a whole number`)
    // The largest PostgreSQL integer: a larger one names no row, and asking the database about it is an error (500).
    .max(2_147_483_647, `${name} is too large`);

/**
 * `GET /delivery-channel?state_id=&area_id=`: the channels that deliver to that state (and area, issue 42), with
 * its fee: the area's zone's wins over the state's.
 */
export const deliveryChannelQuerySchema = z.object({
  state_id: positiveId('state_id').optional(),
  area_id: positiveId('area_id').optional(),
});

/** `GET /delivery-windows?delivery_channel_id=&state_id=&area_id=`. */
export const deliveryWindowsQuerySchema = z.object({
  delivery_channel_id: positiveId('delivery_channel_id'),
  state_id: positiveId('state_id').optional(),
  area_id: positiveId('area_id').optional(),
});

/**
 * Whether an order may book a window now (`open`: before its cut-off, not closed, a place left), or why not
 * (`closed`: by the shop, or past its cut-off; `full`). The checkout lists all three, the others greyed (issue 43).
 */
export const WINDOW_STATUSES = ['open', 'full', 'closed'] as const;
export type WindowStatus = (typeof WINDOW_STATUSES)[number];
/** What the checkout shows beside a window no order may book. */
export const WINDOW_STATUS_LABELS: Readonly<Record<Exclude<WindowStatus, 'open'>, string>> = {
  full: 'Full',
  closed: 'Closed',
};

/** A window that has not started (ISO 8601 instants with Lagos's +01:00), with its places left and its status. */
export const deliveryWindowSchema = z.object({
  id: z.number().int(),
  starts_at: z.string(),
  ends_at: z.string(),
  cutoff_at: z.string(),
  remaining: z.number().int(),
  status: z.enum(WINDOW_STATUSES),
});
export type DeliveryWindow = z.infer<typeof deliveryWindowSchema>;
export const deliveryWindowsAnswerSchema = dataEnvelope(z.array(deliveryWindowSchema));

/** The window an order booked, as the order carries it. */
export const orderWindowSchema = z.object({
  id: z.number().int().nullable(),
  starts_at: z.string(),
  ends_at: z.string(),
});
export type OrderWindow = z.infer<typeof orderWindowSchema>;

/** Nigeria's six geopolitical zones, by state name: the back office's zones editor picks states by region. */
export const NIGERIA_REGIONS: Readonly<Record<string, readonly string[]>> = {
  'South West': ['Ekiti', 'Lagos', 'Ogun', 'Ondo', 'Osun', 'Oyo'],
  'South South': ['Akwa Ibom', 'Bayelsa', 'Cross River', 'Delta', 'Edo', 'Rivers'],
  'South East': ['Abia', 'Anambra', 'Ebonyi', 'Enugu', 'Imo'],
  'North Central': ['Benue', 'Federal Capital Territory', 'Kogi', 'Kwara', 'Nasarawa', 'Niger', 'Plateau'],
  'North East': ['Adamawa', 'Bauchi', 'Borno', 'Gombe', 'Taraba', 'Yobe'],
  'North West': ['Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Sokoto', 'Zamfara'],
};
