import { z } from 'zod';

// Spec section 3 "Site settings", plus the shop name and the bank details a bank-transfer order shows.
export const settingsSchema = z.object({
  site_name: z.string(),
  site_logo: z.string(),
  address: z.string(),
  site_phone: z.string(),
  site_email: z.string(),
  bank_details: z.object({ bank_name: z.string(), account_name: z.string(), account_number: z.string() }),
});
export type Settings = z.infer<typeof settingsSchema>;
