import type { FieldError } from 'react-hook-form';
import type { z } from 'zod';
import type { PlaceOrderInput } from '@oko/shared/schemas/order';
import { responseErrors } from '@/lib/api-errors';
import { type CartLine, lineKey } from '@/lib/cart-lines';

/** One product unit of the checkout as the shopper has it: the quantity includes local edits. */
export type OrderLine = Pick<CartLine, 'productId' | 'productUnitId' | 'quantity'>;

/**
 * Spec section 3: order_data groups the units by product, in the order the cart lists them. A line the shopper
 * would take a similar item for, when it is missing at packing, says so (issue 27); the others leave it out
 * (the API's default: refund).
 */
export function orderData(
  lines: readonly OrderLine[],
  substitutes: ReadonlySet<string> = new Set(),
): PlaceOrderInput['order_data'] {
  const byProduct = new Map<
    number,
    { product_unit_id: number; quantity: number; if_unavailable?: 'substitute' }[]
  >();
  for (const line of lines) {
    const units = byProduct.get(line.productId) ?? [];
    units.push({
      product_unit_id: line.productUnitId,
      quantity: line.quantity,
      ...(substitutes.has(lineKey(line)) ? { if_unavailable: 'substitute' as const } : {}),
    });
    byProduct.set(line.productId, units);
  }
  return [...byProduct].map(([productId, units]) => ({ product_id: productId, product_units: units }));
}

/** A line of the "Validation Errors:" list (spec section 2). */
export type ValidationError = { field: string; message: string };

export const FIELD_IS_INVALID = 'Field is invalid';

/** The shared schema's problems, one line per problem, named by the field's path. */
export function validationErrorsFromIssues(issues: readonly z.core.$ZodIssue[]): ValidationError[] {
  return issues.map((issue) => ({
    field: issue.path.map(String).join('.') || 'order',
    message: issue.message || FIELD_IS_INVALID,
  }));
}

/** A 422's field errors (DESIGN.md "API conventions"): one line per message. */
export function validationErrorsFromResponse(error: unknown): ValidationError[] {
  return Object.entries(responseErrors(error) ?? {}).flatMap(([field, messages]) => {
    const list = Array.isArray(messages) ? messages : [messages];
    const texts = list.map((message) =>
      typeof message === 'string' && message ? message : FIELD_IS_INVALID,
    );
    return (texts.length > 0 ? texts : [FIELD_IS_INVALID]).map((message) => ({ field, message }));
  });
}

/**
 * The list as the checkout's form keeps it (`useApiForm`'s errors): under each field its first message, and all of
 * its messages, in order, as the error's `types`.
 */
export function fieldErrorsOf(list: readonly ValidationError[]): Record<string, FieldError> {
  const errors: Record<string, FieldError> = {};
  list.forEach(({ field, message }, index) => {
    const known = errors[field];
    errors[field] = known
      ? { ...known, types: { ...known.types, [index]: message } }
      : { type: 'validation', message, types: { [index]: message } };
  });
  return errors;
}

/** The form's errors (`FieldErrors`, flat or nested) as the list shows them: one line a message, by the field's path. */
export function validationErrorsOf(errors: object, prefix = ''): ValidationError[] {
  return Object.entries(errors).flatMap(([key, value]: [string, unknown]) => {
    const field = prefix ? `${prefix}.${key}` : key;
    if (value === null || typeof value !== 'object') return [];
    if (!('type' in value) || typeof value.type !== 'string') return validationErrorsOf(value, field);
    const error = value as FieldError;
    const messages = error.types ? Object.values(error.types).flat() : [error.message];
    return messages.map((message) => ({
      field,
      message: typeof message === 'string' && message ? message : FIELD_IS_INVALID,
    }));
  });
}
