import { z } from 'zod';
import { MAX_LENGTH } from '../constants';
import { ADMIN_MESSAGES, atLeastOne, nairaFeeSchema, requiredName } from './admin';
import { dataEnvelope } from './api';
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
export const updateDeliveryChannelSchema = z
  .object({
    name: channelFields.name.optional(),
    description: channelFields.description.optional(),
    fee: channelFields.fee.optional(),
    active: channelFields.active.optional(),
  })
  .refine(atLeastOne, ADMIN_MESSAGES.nothingToChange);
export type UpdateDeliveryChannelInput = z.input<typeof updateDeliveryChannelSchema>;

/** A channel as the back office lists it: the checkout's shape plus `active` (hidden ones are not offered). */
export const adminDeliveryChannelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  fee: z.string(),
  active: z.boolean(),
});
export type AdminDeliveryChannel = z.infer<typeof adminDeliveryChannelSchema>;

export const adminDeliveryChannelAnswerSchema = dataEnvelope(adminDeliveryChannelSchema);
export const adminDeliveryChannelsAnswerSchema = dataEnvelope(z.array(adminDeliveryChannelSchema));
