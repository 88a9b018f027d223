import { z } from 'zod';
import { MAX_LENGTH } from '../constants';
import { dataEnvelope } from './api';
import { boundedText } from './text';

// Spec section 5: all seven fields are strings. The spec shows no bounds or messages; a shop cannot deliver
// without a country, state, street, address and city, so those are required (decision 006). The storefront's
// form and the API check the same rules with the same messages.

const requiredText = (label: string) =>
  boundedText(
    label,
    MAX_LENGTH.addressLine,
    z
      .string({ error: `The ${label} field is required.` })
      .trim()
      .min(1, `The ${label} field is required.`),
  );

const optionalText = (label: string) =>
  boundedText(label, MAX_LENGTH.addressLine, z.string({ error: `The ${label} must be a string.` }).trim());

/** An id chosen from a select: a string of digits ("" means nothing chosen yet). */
const chosenId = (label: string) =>
  z
    .string({ error: `The ${label} field is required.` })
    .trim()
    .min(1, `The ${label} field is required.`)
    .regex(/^(\d{1,9})?$/, `The selected ${label} is invalid.`);

export const addressSchema = z.object({
  country_id: chosenId('country'),
  state_id: chosenId('state'),
  /** Optional (issue 42): the state's local government area; "" or none, priced by the state. */
  area_id: z
    .string({ error: 'The selected area is invalid.' })
    .trim()
    .regex(/^(\d{1,9})?$/, 'The selected area is invalid.')
    .optional(),
  street_no: requiredText('street no'),
  nearest_landmark: optionalText('nearest landmark'),
  address: requiredText('address'),
  city: requiredText('city'),
  zip_code: optionalText('zip code'),
});
export type AddressInput = z.input<typeof addressSchema>;

/** `GET /address` answers `{ data: Address | null }`; `POST /address` answers `{ data: Address, message }`. */
export const addressRecordSchema = z.object({
  id: z.number().int(),
  country_id: z.string(),
  state_id: z.string(),
  /** The local government area's id (issue 42), or null. */
  area_id: z.string().nullable(),
  street_no: z.string(),
  nearest_landmark: z.string(),
  address: z.string(),
  city: z.string(),
  zip_code: z.string(),
  country: z.object({ id: z.number().int(), name: z.string() }),
  state: z.object({ id: z.number().int(), name: z.string() }),
  area: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type Address = z.infer<typeof addressRecordSchema>;

export const ADDRESS_MESSAGES = {
  // Spec section 8, word for word.
  created: 'Address Created Successful',
  updated: 'Address updated Successful',
  stateNotInCountry: 'The selected state is not in the selected country.',
  unknownCountry: 'The selected country is invalid.',
  unknownState: 'The selected state is invalid.',
  unknownArea: 'The selected area is invalid.',
  areaNotInState: 'The selected area is not in the selected state.',
} as const;

// The answers of the address calls. The storefront loads each schema with its request (decision 019).
/** `GET /address`: the shopper's one address, or null before the first is saved. */
export const addressAnswerSchema = dataEnvelope(addressRecordSchema.nullable());
/** `POST /address`: the address as saved. */
export const savedAddressAnswerSchema = dataEnvelope(addressRecordSchema);
