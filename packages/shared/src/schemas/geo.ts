import { z } from 'zod';
import { dataEnvelope } from './api';

export const countrySchema = z.object({ id: z.number().int(), name: z.string() });
export type Country = z.infer<typeof countrySchema>;

export const stateSchema = z.object({ id: z.number().int(), name: z.string(), country_id: z.number().int() });
export type State = z.infer<typeof stateSchema>;

/** A local government area (issue 42), under its state. */
export const areaSchema = z.object({ id: z.number().int(), name: z.string(), state_id: z.number().int() });
export type Area = z.infer<typeof areaSchema>;

/**
 * `fee` is naira with 2 decimals, e.g. "1500.00": with `state_id`, that state's fee (its zone's); with `area_id`
 * too, that area's (its zone's, which wins over its state's, issue 42). `has_windows`:
 * the channel has delivery (or collection) windows, and an order must name one (issue 26).
 */
export const deliveryChannelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  fee: z.string(),
  description: z.string(),
  has_windows: z.boolean(),
  /**
   * Asked with `state_id` and no `area_id` (issue 42): the channel's zones price some areas of the state apart, so
   * the address's area may change the fee (or whether it delivers): the checkout asks for it. False otherwise.
   */
  by_area: z.boolean().default(false),
});
export type DeliveryChannel = z.infer<typeof deliveryChannelSchema>;

// The answers of the country, state and delivery channel lists. The storefront loads each schema with its
// request (decision 019).
export const countriesAnswerSchema = dataEnvelope(z.array(countrySchema));
export const statesAnswerSchema = dataEnvelope(z.array(stateSchema));
export const areasAnswerSchema = dataEnvelope(z.array(areaSchema));
export const deliveryChannelsAnswerSchema = dataEnvelope(z.array(deliveryChannelSchema));
