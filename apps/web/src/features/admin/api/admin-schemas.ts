import { z } from 'zod';
import { productSchema, productUnitSchema } from '@oko/shared/schemas/catalog';
import { ORDER_STATUSES, orderDetailSchema, orderSummarySchema } from '@oko/shared/schemas/order';

// The shapes the back office reads from `/api/v1/admin/…` (docs/api.md, "Back office").

/** Who placed the order, and the phone the rider calls. */
export const orderShopperSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

export const adminOrderSummarySchema = orderSummarySchema.extend({
  shopper: orderShopperSchema,
  phone: z.string().nullable(),
});
export type AdminOrderSummary = z.infer<typeof adminOrderSummarySchema>;

export const adminOrderSchema = orderDetailSchema.extend({
  shopper: orderShopperSchema,
  phone: z.string().nullable(),
  history: z.array(z.object({ status: z.enum(ORDER_STATUSES), at: z.string() })),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;

export const adminProductUnitSchema = productUnitSchema.extend({ active: z.boolean() });
export type AdminProductUnit = z.infer<typeof adminProductUnitSchema>;

export const adminProductSchema = productSchema.extend({
  active: z.boolean(),
  product_units: z.array(adminProductUnitSchema),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const dashboardSchema = z.object({
  /** How many orders wait in each state for their next step. */
  waiting: z.record(z.enum(ORDER_STATUSES), z.number().int()),
  sales: z.object({ today: z.string(), week: z.string() }),
  low_stock: z.array(
    z.object({
      product_id: z.number().int(),
      product_unit_id: z.number().int(),
      product_name: z.string(),
      unit_label: z.string(),
      available_quantity: z.number().int(),
    }),
  ),
  latest_orders: z.array(adminOrderSummarySchema),
});
export type Dashboard = z.infer<typeof dashboardSchema>;

/** A price in naira as typed: above 0, at most 2 decimals ("1500", "1500.5", "1500.50"). */
const nairaPrice = z
  .string()
  .trim()
  .regex(/^\d+(\.\d{1,2})?$/, 'The price must be in naira with at most 2 decimals.')
  .refine((value) => Number(value) > 0, 'The price must be more than 0.');

export const productUnitInputSchema = z.object({
  /** An existing unit's id; a new unit has none. */
  id: z.number().int().optional(),
  unit: z.object({
    name: z.string().trim().min(1, 'The unit name is required.'),
    symbol: z.string().trim().min(1, 'The unit symbol is required.'),
  }),
  unit_number: z.coerce
    .number({ error: 'The number must be a number.' })
    .positive('The number must be more than 0.'),
  price_per_unit: nairaPrice,
  available_quantity: z.coerce
    .number({ error: 'The stock must be a whole number.' })
    .int('The stock must be a whole number.')
    .min(0, 'The stock cannot be below 0.'),
  active: z.boolean(),
});

/** `POST /admin/products` and `PATCH /admin/products/{id}`. */
export const productInputSchema = z.object({
  name: z.string().trim().min(1, 'The name is required.'),
  category_id: z.coerce
    .number({ error: 'Choose a category.' })
    .int('Choose a category.')
    .positive('Choose a category.'),
  description: z.string().trim(),
  active: z.boolean(),
  product_units: z
    .array(productUnitInputSchema)
    .min(1, 'Add at least one unit.')
    .superRefine((units, context) => {
      const seen = new Set<string>();
      units.forEach((unit, index) => {
        const key = unit.unit.name.trim().toLowerCase();
        if (seen.has(key)) {
          context.addIssue({
            code: 'custom',
            path: [index, 'unit', 'name'],
            message: 'Two units of one product cannot have the same name.',
          });
        }
        seen.add(key);
      });
    }),
});
export type ProductInput = z.input<typeof productInputSchema>;
export type ProductPayload = z.output<typeof productInputSchema>;

/** `PATCH /admin/product-units/{id}`: any of price, stock and active. */
export const productUnitUpdateSchema = productUnitInputSchema
  .pick({ price_per_unit: true, available_quantity: true, active: true })
  .partial();
export type ProductUnitUpdate = z.input<typeof productUnitUpdateSchema>;
