import { z } from 'zod';
import { adminOrderSummarySchema } from '@oko/shared/schemas/admin';
import { ORDER_STATUSES } from '@oko/shared/schemas/order';

// The dashboard's answer, until `@oko/shared/schemas/admin` describes it (docs/api.md, "Back office").

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
