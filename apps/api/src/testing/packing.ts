// The packing shelf for tests of packing and of an order's money: a yam of two weighed units and ugu of three, each
// unit back at 100 in stock before every test, an order of their lines, and the packer's calls.
import type { AdminProduct } from '@oko/shared/schemas/admin-catalog';
import { type AdminOrderDetail, adminOrderDetailSchema } from '@oko/shared/schemas/admin-orders';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { type OrderDetail, orderDetailSchema } from '@oko/shared/schemas/order';
import { beforeAll, beforeEach, expect } from 'vitest';
import type { BackOfficeTestbed } from './back-office';
import type { TestApp } from './test-app';

const orderAnswer = dataEnvelope(adminOrderDetailSchema);

/** A product's unit by its symbol. */
export const unitOf = (product: AdminProduct, symbol: string) =>
  product.product_units.find((unit) => unit.unit.symbol === symbol)!;

export type ShelfLine = {
  unitId: number;
  productId: number;
  quantity: number;
  ifUnavailable?: 'substitute' | 'refund';
};

export interface PackingShelf {
  /** A yam tuber of about 2 kg at ₦1,500/kg (₦3,000), a watermelon of about 5 kg at ₦700/kg up to 10 % more. */
  yam: AdminProduct;
  /** Ugu: a bunch ₦800, a basket ₦1,200, a crate ₦600. */
  greens: AdminProduct;
  /** The buyer's order of `lines` (by default paid on delivery; `extra` adds to the body), as the shopper sees it. */
  order(lines: ShelfLine[], paymentMethod?: string, extra?: object): Promise<OrderDetail>;
  tuber(): Omit<ShelfLine, 'quantity'>;
  melon(): Omit<ShelfLine, 'quantity'>;
  bunch(): Omit<ShelfLine, 'quantity'>;
  /** Staff move the order to `status`; the back office's detail. */
  moveTo(orderId: number, status: string): Promise<AdminOrderDetail>;
  /** A packer's change to a line (staff by default), the answer as it comes. */
  pack(orderId: number, lineId: number, body: object, token?: string): ReturnType<TestApp['call']>;
  /** A packer's change that is taken; the back office's detail. */
  packed(orderId: number, lineId: number, body: object): Promise<AdminOrderDetail>;
}

/** The packing shelf on the office's test bed; `yam` and `greens` are set before the file's tests. */
export function usePackingShelf(office: BackOfficeTestbed): PackingShelf {
  const { bed, tokens } = office;
  const pick = (product: () => AdminProduct, symbol: string) => () => ({
    unitId: unitOf(product(), symbol).id,
    productId: product().id,
  });
  const shelf: PackingShelf = {
    yam: undefined as unknown as AdminProduct,
    greens: undefined as unknown as AdminProduct,

    async order(lines, paymentMethod = 'pay_on_delivery', extra = {}) {
      const response = await bed.call('POST', '/create-order', office.buyer.token, {
        ...extra,
        delivery_channel_id: office.channelId,
        payment_method: paymentMethod,
        address_id: office.buyer.addressId,
        order_data: lines.map((line) => ({
          product_id: line.productId,
          product_units: [
            {
              product_unit_id: line.unitId,
              quantity: line.quantity,
              ...(line.ifUnavailable ? { if_unavailable: line.ifUnavailable } : {}),
            },
          ],
        })),
      });
      expect(response.statusCode).toBe(201);
      return dataEnvelope(orderDetailSchema).parse(response.json()).data;
    },

    tuber: pick(() => shelf.yam, 'tuber'),
    melon: pick(() => shelf.yam, 'pc'),
    bunch: pick(() => shelf.greens, 'bunch'),

    async moveTo(orderId, status) {
      const response = await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.staff, { status });
      expect(response.statusCode).toBe(200);
      return orderAnswer.parse(response.json()).data;
    },

    pack: (orderId, lineId, body, token = tokens.staff) =>
      bed.call('PATCH', `/admin/orders/${orderId}/lines/${lineId}`, token, body),

    async packed(orderId, lineId, body) {
      const response = await shelf.pack(orderId, lineId, body);
      expect(response.statusCode).toBe(200);
      return orderAnswer.parse(response.json()).data;
    },
  };

  beforeAll(async () => {
    shelf.yam = await office.createProduct({
      name: `Yam tuber ${Math.random().toString(36).slice(2, 8)}`,
      category_id: office.categoryId,
      product_units: [
        {
          unit: { name: 'Tuber', symbol: 'tuber' },
          available_quantity: 100,
          weight: { price_per_kg: '1500', estimated_kg: 2 },
        },
        {
          unit: { name: 'Piece', symbol: 'pc' },
          available_quantity: 100,
          price_per_unit: '3500.00',
          weight: { price_per_kg: 700, estimated_kg: 5, tolerance_percent: 10 },
        },
      ],
    });
    shelf.greens = await office.createProduct({
      name: `Ugu ${Math.random().toString(36).slice(2, 8)}`,
      category_id: office.categoryId,
      product_units: [
        { unit: { name: 'Bunch', symbol: 'bunch' }, available_quantity: 100, price_per_unit: 800 },
        { unit: { name: 'Basket', symbol: 'basket' }, available_quantity: 100, price_per_unit: 1200 },
        { unit: { name: 'Crate', symbol: 'crate' }, available_quantity: 100, price_per_unit: 600 },
      ],
    });
  });

  // A packer's shelf count recounts a unit: each test starts with every unit in stock.
  beforeEach(async () => {
    for (const product of [shelf.yam, shelf.greens]) {
      for (const unit of product.product_units) await bed.setStock(unit.id, 100);
    }
  });

  return shelf;
}
