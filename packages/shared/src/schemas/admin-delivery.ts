import { z } from 'zod';
import { areaSchema } from './geo';
import { MAX_LENGTH } from '../constants';
import { ADMIN_MESSAGES, atLeastOne, changeOf, isoDaySchema, nairaFeeSchema, requiredName } from './admin';
import { dataEnvelope } from './api';
import { idSchema, wholeNumberSchema } from './numbers';
import { boundedText } from './text';

// The back office's delivery channels (owner; issue 13): requests and answers.

const channelFields = {
  name: requiredName('name', ADMIN_MESSAGES.nameRequired),
  description: boundedText('description', MAX_LENGTH.addressLine, z.string().trim()),
  /** Naira; 0 for a free channel (a pick-up). */
  fee: nairaFeeSchema,
  active: z.boolean(),
};

/** `POST /admin/delivery-channels`. */
export const createDeliveryChannelSchema = z.object({
  ...channelFields,
  description: channelFields.description.default(''),
  active: channelFields.active.default(true),
});
export type CreateDeliveryChannelInput = z.input<typeof createDeliveryChannelSchema>;

/** `PATCH /admin/delivery-channels/{id}`: any of the fields. */
export const updateDeliveryChannelSchema = changeOf(channelFields);
export type UpdateDeliveryChannelInput = z.input<typeof updateDeliveryChannelSchema>;

// ── Zones (issue 26): a channel's fee by the address's state ──────────────────────────────────────────────

export const DELIVERY_ADMIN_MESSAGES = {
  zoneStatesRequired: 'A zone needs at least one state or area.',
  unknownState: 'The selected state is invalid.',
  stateInTwoZones: (stateName: string) => `${stateName} is in two zones: a state may be in one zone only.`,
  unknownArea: 'The selected area is invalid.',
  areaInTwoZones: (areaName: string) => `${areaName} is in two zones: an area may be in one zone only.`,
  weekday: 'The weekday must be 1 (Monday) to 7 (Sunday).',
  time: 'The time must be written HH:MM, like 09:00.',
  endAfterStart: 'The end must be after the start.',
  slotTwice: 'Two windows of one day may not start at the same time.',
  cutoffHours: 'The cut-off must be 0 to 336 hours before the start.',
  capacity: 'The capacity must be a whole number from 0 to 10000.',
  instant: 'The time must be an ISO 8601 date and time, like 2026-12-02T09:00:00+01:00.',
  cutoffAfterStart: 'Orders must close at or before the start.',
  windowTaken: 'This channel already has a window starting then.',
  windowNotFound: 'Delivery window not found',
  capacityBelowBooked: (booked: number) =>
    `The capacity may not be below the ${booked} ${booked === 1 ? 'order' : 'orders'} already booked.`,
} as const;

const MAX_CAPACITY = 10_000;
const capacitySchema = wholeNumberSchema(0, MAX_CAPACITY, DELIVERY_ADMIN_MESSAGES.capacity);

const idList = (message: string, max: number) =>
  z
    .array(z.number({ error: message }).int(message).positive(message), {
      error: DELIVERY_ADMIN_MESSAGES.zoneStatesRequired,
    })
    .max(max, message);

/** A zone holds states, areas (issue 42), or both; at least one of them. */
export const zoneInputSchema = z
  .object({
    name: requiredName('name', ADMIN_MESSAGES.nameRequired),
    state_ids: idList(DELIVERY_ADMIN_MESSAGES.unknownState, 100),
    /** Local government areas: their fee wins over their state's zone's (issue 42). */
    area_ids: idList(DELIVERY_ADMIN_MESSAGES.unknownArea, 800).default([]),
    fee: nairaFeeSchema,
  })
  .superRefine((zone, context) => {
    if (zone.state_ids.length === 0 && zone.area_ids.length === 0) {
      context.addIssue({
        code: 'custom',
        path: ['state_ids'],
        message: DELIVERY_ADMIN_MESSAGES.zoneStatesRequired,
      });
    }
  });
export type ZoneInput = z.input<typeof zoneInputSchema>;

/** `PUT /admin/delivery-channels/{id}/zones`: replaces the channel's zones; none: it delivers everywhere. */
export const channelZonesSchema = z.object({
  zones: z.array(zoneInputSchema, { error: 'zones is required' }).max(50, 'At most 50 zones.'),
});
export type ChannelZonesInput = z.input<typeof channelZonesSchema>;

export const adminZoneSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fee: z.string(),
  state_ids: z.array(z.number().int()),
  /** Its local government areas (issue 42), whose fee wins over their state's zone's. */
  area_ids: z.array(z.number().int()),
  /** The same areas with their names and states, for the zones editor. */
  areas: z.array(areaSchema),
});
export type AdminZone = z.infer<typeof adminZoneSchema>;

// ── The weekly schedule and the windows (issue 26, decision 026) ────────────────────────────────────────────

const clockTime = z
  .string({ error: DELIVERY_ADMIN_MESSAGES.time })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, DELIVERY_ADMIN_MESSAGES.time);

export const scheduleSlotSchema = z
  .object({
    /** 1 Monday … 7 Sunday. */
    weekday: wholeNumberSchema(1, 7, DELIVERY_ADMIN_MESSAGES.weekday),
    /** Lagos wall-clock time, "09:00". */
    start_time: clockTime,
    end_time: clockTime,
    /** Orders close this many hours before the start: 15 for 18:00 the day before a 9:00 start. */
    cutoff_hours: wholeNumberSchema(0, 336, DELIVERY_ADMIN_MESSAGES.cutoffHours),
    capacity: capacitySchema,
  })
  .refine((slot) => slot.end_time > slot.start_time, {
    message: DELIVERY_ADMIN_MESSAGES.endAfterStart,
    path: ['end_time'],
  });
export type ScheduleSlot = z.infer<typeof scheduleSlotSchema>;

/** `PUT /admin/delivery-channels/{id}/schedule`: replaces the channel's weekly schedule; none: no windows made. */
export const channelScheduleSchema = z.object({
  schedule: z
    .array(scheduleSlotSchema, { error: 'schedule is required' })
    .max(70, 'At most 70 windows a week.')
    .refine(
      (slots) => new Set(slots.map((slot) => `${slot.weekday} ${slot.start_time}`)).size === slots.length,
      DELIVERY_ADMIN_MESSAGES.slotTwice,
    ),
});
export type ChannelScheduleInput = z.input<typeof channelScheduleSchema>;

const instant = z.iso.datetime({ offset: true, error: DELIVERY_ADMIN_MESSAGES.instant });

/** `POST /admin/delivery-windows`: a one-off window. */
export const createDeliveryWindowSchema = z
  .object({
    delivery_channel_id: z
      .number({ error: 'delivery_channel_id is required' })
      .int('delivery_channel_id is required')
      .positive('delivery_channel_id is required'),
    starts_at: instant,
    ends_at: instant,
    cutoff_at: instant,
    capacity: capacitySchema,
  })
  .refine((window) => Date.parse(window.ends_at) > Date.parse(window.starts_at), {
    message: DELIVERY_ADMIN_MESSAGES.endAfterStart,
    path: ['ends_at'],
  })
  .refine((window) => Date.parse(window.cutoff_at) <= Date.parse(window.starts_at), {
    message: DELIVERY_ADMIN_MESSAGES.cutoffAfterStart,
    path: ['cutoff_at'],
  });
export type CreateDeliveryWindowInput = z.input<typeof createDeliveryWindowSchema>;

/** `PATCH /admin/delivery-windows/{id}`: any of capacity, closed. */
export const updateDeliveryWindowSchema = z
  .object({ capacity: capacitySchema.optional(), closed: z.boolean().optional() })
  .refine(atLeastOne, ADMIN_MESSAGES.nothingToChange);
export type UpdateDeliveryWindowInput = z.input<typeof updateDeliveryWindowSchema>;

/** `GET /admin/delivery-windows?from=&to=&delivery_channel_id=`: days (Lagos, inclusive); default today + 13. */
export const adminWindowListQuerySchema = z.object({
  from: isoDaySchema.optional(),
  to: isoDaySchema.optional(),
  delivery_channel_id: idSchema('delivery_channel_id must be a whole number').optional(),
});
export type AdminWindowListQuery = z.infer<typeof adminWindowListQuerySchema>;

/** A window as the back office sees it (instants in Lagos's +01:00). */
export const adminDeliveryWindowSchema = z.object({
  id: z.number().int(),
  delivery_channel_id: z.number().int(),
  delivery_channel_name: z.string(),
  starts_at: z.string(),
  ends_at: z.string(),
  cutoff_at: z.string(),
  capacity: z.number().int(),
  booked: z.number().int(),
  closed: z.boolean(),
  /** Made from the weekly schedule (false: a one-off window). */
  from_schedule: z.boolean(),
});
export type AdminDeliveryWindow = z.infer<typeof adminDeliveryWindowSchema>;
export const adminDeliveryWindowAnswerSchema = dataEnvelope(adminDeliveryWindowSchema);
export const adminDeliveryWindowsAnswerSchema = dataEnvelope(z.array(adminDeliveryWindowSchema));

/**
 * A channel as the back office lists it: the checkout's shape plus `active` (hidden ones are not offered), its
 * zones (none: it delivers everywhere at `fee`) and its weekly schedule.
 */
export const adminDeliveryChannelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  fee: z.string(),
  active: z.boolean(),
  zones: z.array(adminZoneSchema),
  schedule: z.array(scheduleSlotSchema),
});
export type AdminDeliveryChannel = z.infer<typeof adminDeliveryChannelSchema>;

export const adminDeliveryChannelAnswerSchema = dataEnvelope(adminDeliveryChannelSchema);
export const adminDeliveryChannelsAnswerSchema = dataEnvelope(z.array(adminDeliveryChannelSchema));
