import { placeOrderSchema } from '@oko/shared/schemas/order';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-errors';
import {
  FIELD_IS_INVALID,
  orderData,
  validationErrorsFromIssues,
  validationErrorsFromResponse,
} from './order-payload';

const answered = (status: number, data: unknown) => new ApiError({ status, data });

describe('order payload', () => {
  it('groups the units by product, in the cart order', () => {
    expect(
      orderData([
        { productId: 7, productUnitId: 1, quantity: 2 },
        { productId: 8, productUnitId: 5, quantity: 1 },
        { productId: 7, productUnitId: 2, quantity: 3 },
      ]),
    ).toEqual([
      {
        product_id: 7,
        product_units: [
          { product_unit_id: 1, quantity: 2 },
          { product_unit_id: 2, quantity: 3 },
        ],
      },
      { product_id: 8, product_units: [{ product_unit_id: 5, quantity: 1 }] },
    ]);
  });

  it('says "substitute" for the lines the shopper would take a similar item for, nothing for the others', () => {
    const data = orderData(
      [
        { productId: 7, productUnitId: 1, quantity: 2 },
        { productId: 8, productUnitId: 5, quantity: 1 },
      ],
      new Set(['8:5']),
    );
    expect(data).toEqual([
      { product_id: 7, product_units: [{ product_unit_id: 1, quantity: 2 }] },
      { product_id: 8, product_units: [{ product_unit_id: 5, quantity: 1, if_unavailable: 'substitute' }] },
    ]);
    const parsed = placeOrderSchema.parse({
      delivery_channel_id: 1,
      payment_method: 'cards',
      address_id: 1,
      order_data: data,
    });
    expect(parsed.order_data[1]?.product_units[0]?.if_unavailable).toBe('substitute');
  });

  it("lists the shared schema's problems by field", () => {
    const result = placeOrderSchema.safeParse({ delivery_channel_id: 3, order_data: [] });
    expect(result.success).toBe(false);
    expect(validationErrorsFromIssues(result.error?.issues ?? [])).toEqual([
      { field: 'payment_method', message: 'payment_method is required' },
      { field: 'order_data', message: 'order_data is required' },
      // Checked over the whole order (a pick-up order names its point instead, issue 23): listed last.
      { field: 'address_id', message: 'address_id is required' },
    ]);
  });

  it('falls back to "Field is invalid" for a problem without a message', () => {
    expect(
      validationErrorsFromIssues([{ code: 'custom', path: ['delivery_fee'], message: '', input: -1 }]),
    ).toEqual([{ field: 'delivery_fee', message: FIELD_IS_INVALID }]);
  });

  it("lists a 422's field errors, one line per message", () => {
    const error = answered(422, {
      message: 'The given data was invalid.',
      errors: {
        address_id: ['The selected address is invalid.'],
        'order_data.0.product_units.0.quantity': ['quantity field is required', ''],
        delivery_channel_id: [],
      },
    });
    expect(validationErrorsFromResponse(error)).toEqual([
      { field: 'address_id', message: 'The selected address is invalid.' },
      { field: 'order_data.0.product_units.0.quantity', message: 'quantity field is required' },
      { field: 'order_data.0.product_units.0.quantity', message: FIELD_IS_INVALID },
      { field: 'delivery_channel_id', message: FIELD_IS_INVALID },
    ]);
    expect(validationErrorsFromResponse(answered(500, { message: 'Server error' }))).toEqual([]);
  });
});
