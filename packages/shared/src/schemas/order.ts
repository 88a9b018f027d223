import { z } from 'zod';
import { cartLineSchema } from './cart';

// Spec section 5, "Order form": every field optional in the schema, with "<field> is required" messages.
export const orderSchema = z.object({
  delivery_channel_id: z.coerce.number({ error: 'delivery_channel_id is required' }).int().optional(),
  payment_method: z.string({ error: 'payment_method is required' }).optional(),
  address_id: z.coerce.number({ error: 'address_id is required' }).int().optional(),
  delivery_fee: z.coerce.number({ error: 'delivery_fee is required' }).positive().optional(),
  order_data: z.array(cartLineSchema, { error: 'order_data is required' }).optional(),
});
export type OrderInput = z.input<typeof orderSchema>;
