import { z } from 'zod/mini';
import { MAX_ITEMS } from '../constants';
import { dataEnvelope } from './api';
import { unitWeightSchema } from './catalog';
import { TEXT_MESSAGES } from './text';

// Spec section 5, "Cart payload"; the order payload's order_data has the same shape. `zod/mini`: the shell
// keeps the cart (decision 019).
/** One unit of a line: which, and how many. */
export const cartLineUnitSchema = z.object({
  product_unit_id: z.coerce
    .number({ error: 'product unit id field is required' })
    .check(z.int('product unit id field is required')),
  quantity: z.number({ error: 'quantity field is required' }).check(z.int('quantity field is required')),
});

export const cartLineSchema = z.object({
  product_id: z.coerce
    .number({ error: 'product id field is required' })
    .check(z.int('product id field is required')),
  product_units: z
    .array(cartLineUnitSchema)
    .check(
      z.minLength(1),
      z.maxLength(MAX_ITEMS.unitsPerLine, TEXT_MESSAGES.tooMany('product units', MAX_ITEMS.unitsPerLine)),
    ),
});

export const cartPayloadSchema = z.object({
  // Issue 11: one payload's work is bounded (each line is checked against the database).
  cart_data: z
    .array(cartLineSchema)
    .check(z.maxLength(MAX_ITEMS.lines, TEXT_MESSAGES.tooMany('cart_data', MAX_ITEMS.lines))),
});
export type CartPayload = z.input<typeof cartPayloadSchema>;

// Spec section 3, "Server cart": `GET /cart` answers `{ data: { items: [...] } }`, one row per product unit.
export const cartRowSchema = z.object({
  product_id: z.number().check(z.int()),
  product_unit_id: z.number().check(z.int()),
  quantity: z.number().check(z.int()),
  product_unit: z.object({
    id: z.number().check(z.int()),
    /** Naira with 2 decimals, as the catalog answers it. */
    price_per_unit: z.string(),
    unit_number: z.number(),
    unit: z.object({ name: z.string(), symbol: z.string() }),
    available_quantity: z.number().check(z.int()),
    product: z.object({ id: z.number().check(z.int()), name: z.string() }),
    /** Sold by weight (issue 27): the unit's terms, so the cart says "Final price by weight"; else null. */
    weight: z.nullable(unitWeightSchema),
  }),
});
export type CartRow = z.infer<typeof cartRowSchema>;

export const serverCartSchema = z.object({ items: z.array(cartRowSchema) });
export type ServerCart = z.infer<typeof serverCartSchema>;

/** What every cart call answers: the cart as it now is. */
export const cartAnswerSchema = dataEnvelope(serverCartSchema);
