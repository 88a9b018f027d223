// Path and query parameters the API and the mock API both read, with the API's words for a bad one.
import { z } from 'zod';

/** A row id in a path or query (`orderId`, `productUnitId`, `country_id`): a whole number from 1. */
export function idOf(name: string) {
  return z.coerce
    .number({ error: `${name} must be a whole number` })
    .int(`${name} must be a whole number`)
    .min(1, `${name} must be at least 1`);
}

export const productUnitParams = z.object({ productUnitId: idOf('productUnitId') });

export const orderParams = z.object({ orderId: idOf('orderId') });

export const orderRefundParams = z.object({ orderId: idOf('orderId'), refundId: idOf('refundId') });

export const productParams = z.object({ productId: idOf('productId') });

export const categoryParams = z.object({ categoryId: idOf('categoryId') });

export const statesQuerySchema = z.object({
  country_id: idOf('country_id').max(2_147_483_647, 'country_id is too large').optional(),
});

/** `GET /states/{stateId}/areas` (issue 42). */
export const stateParams = z.object({ stateId: idOf('stateId').max(2_147_483_647, 'stateId is too large') });

export const orderLineParams = z.object({ orderId: idOf('orderId'), lineId: idOf('lineId') });
