import { describe, expect, it } from 'vitest';
import { FIELD_IS_INVALID, fieldErrorsOf, validationErrorsOf } from './order-payload';

// The "Validation Errors:" list kept as the checkout form's errors (useCheckoutForm) and read back for the list.

describe('the validation list as the form keeps it', () => {
  const list = [
    { field: 'payment_method', message: 'payment_method is required' },
    { field: 'order_data.0.product_units.0.quantity', message: 'quantity field is required' },
    { field: 'order_data.0.product_units.0.quantity', message: FIELD_IS_INVALID },
    { field: 'address_id', message: 'address_id is required' },
  ];

  it('reads back every line, a field with two messages listing both', () => {
    expect(validationErrorsOf(fieldErrorsOf(list))).toEqual(list);
  });

  it('keeps the first message of a field as its own, for the field to show', () => {
    expect(fieldErrorsOf(list)['order_data.0.product_units.0.quantity']?.message).toBe(
      'quantity field is required',
    );
  });

  it('reads errors nested by their path, as the form places a 422 under its fields', () => {
    const { 'order_data.0.product_units.0.quantity': quantity, ...flat } = fieldErrorsOf(list);
    const nested = { ...flat, order_data: [{ product_units: [{ quantity }] }] };
    expect(validationErrorsOf(nested)).toEqual([list[0], list[3], list[1], list[2]]);
  });

  it('names a problem without a message "Field is invalid"', () => {
    expect(validationErrorsOf({ phone: { type: 'server' } })).toEqual([
      { field: 'phone', message: FIELD_IS_INVALID },
    ]);
  });
});
