import { z } from 'zod';

// Spec section 5: all seven fields are strings; no other bounds or messages are given.
export const addressSchema = z.object({
  country_id: z.string(),
  state_id: z.string(),
  street_no: z.string(),
  nearest_landmark: z.string(),
  address: z.string(),
  city: z.string(),
  zip_code: z.string(),
});
export type AddressInput = z.input<typeof addressSchema>;
