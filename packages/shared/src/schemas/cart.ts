import { z } from 'zod';

// Spec section 5, "Cart payload"; the order payload's order_data has the same shape.
export const cartLineSchema = z.object({
  product_id: z.coerce.number({ error: 'product id field is required' }).int('product id field is required'),
  product_units: z
    .array(
      z.object({
        product_unit_id: z.coerce
          .number({ error: 'product unit id field is required' })
          .int('product unit id field is required'),
        quantity: z.number({ error: 'quantity field is required' }).int('quantity field is required'),
      }),
    )
    .min(1),
});

export const cartPayloadSchema = z.object({
  cart_data: z.array(cartLineSchema),
});
export type CartPayload = z.input<typeof cartPayloadSchema>;
