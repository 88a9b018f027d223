// The back office's orders under /api/v1/admin (issue 13, decision 017), for staff and the owner: the list, one
// order, its next status, the CSV export and the pick list. A bank transfer received: admin-payment-routes.ts.
import { Readable } from 'node:stream';
import { orderLineParams, orderParams } from '@oko/shared/params';
import {
  adminOrderDetailSchema,
  adminOrderFilterSchema,
  adminOrderListQuerySchema,
  linePackingSchema,
  adminOrderSummarySchema,
  orderStatusChangeSchema,
  pickListSchema,
} from '@oko/shared/schemas/admin-orders';
import { dataEnvelope, pageEnvelope } from '@oko/shared/schemas/api';
import { ORDER_STATUS_LABELS } from '@oko/shared/schemas/order';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, backOfficeRoutes } from '../auth/back-office';
import { orderMessages } from '../messages/service';
import * as orders from './admin-service';
import { packLine } from './packing';

const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'staff');

  app.get(
    '/admin/orders',
    {
      schema: {
        summary:
          'Every order, newest first, paged; filters: status, payment_method, payment_status, from/to (days), q',
        querystring: adminOrderListQuerySchema,
        response: { 200: pageEnvelope(adminOrderSummarySchema) },
      },
    },
    async (request) => orders.listOrders(app.db, request.query),
  );

  app.get(
    '/admin/orders/:orderId',
    {
      schema: {
        summary:
          'One order: lines, totals, shopper, address, channel, payment, history, next statuses, its messages',
        params: orderParams,
        response: { 200: dataEnvelope(adminOrderDetailSchema) },
      },
    },
    async (request) => ({
      data: {
        ...(await orders.getOrder(app.db, request.params.orderId)),
        messages: await orderMessages(app.db, request.params.orderId),
      },
    }),
  );

  app.patch(
    '/admin/orders/:orderId',
    {
      schema: {
        summary: 'Move the order to a status the state machine allows (422 otherwise); cancelling restocks',
        params: orderParams,
        body: orderStatusChangeSchema,
        response: { 200: dataEnvelope(adminOrderDetailSchema) },
      },
    },
    async (request) => {
      const order = await orders.setOrderStatus(
        app.db,
        actorOf(request),
        request.params.orderId,
        request.body.status,
        { name: request.body.rider_name ?? null, phone: request.body.rider_phone ?? null },
      );
      return { data: order, message: `Order ${order.id} is now ${ORDER_STATUS_LABELS[order.status]}.` };
    },
  );

  app.patch(
    '/admin/orders/:orderId/lines/:lineId',
    {
      schema: {
        summary:
          'Packing (confirmed or processing): weigh a weighed line ({weighed_kg}), leave it out ({outcome: "unavailable"}) or send a substitute the shopper allowed ({substitute_product_unit_id, quantity})',
        params: orderLineParams,
        body: linePackingSchema,
        response: { 200: dataEnvelope(adminOrderDetailSchema) },
      },
    },
    async (request) => {
      const { orderId, lineId } = request.params;
      await packLine(app.db, actorOf(request), orderId, lineId, request.body);
      return { data: await orders.getOrder(app.db, orderId) };
    },
  );

  app.get(
    '/admin/orders/export.csv',
    {
      schema: {
        summary: 'The filtered orders as CSV (the list’s filters, newest first, at most 10,000)',
        querystring: adminOrderFilterSchema,
        produces: ['text/csv'],
        response: { 200: z.string() },
      },
    },
    async (request, reply) => {
      const pieces = await orders.exportOrdersCsv(app.db, request.query);
      // Streamed (issue 45): each page of orders is written as it is read; Fastify sends a stream unserialised.
      const body = Readable.from(pieces) as unknown as string;
      return reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .send(body);
    },
  );

  app.get(
    '/admin/pick-list',
    {
      schema: {
        summary:
          'Packing: the filtered orders (status confirmed unless given), oldest first, in full, and each unit’s total',
        querystring: adminOrderFilterSchema,
        response: { 200: dataEnvelope(pickListSchema) },
      },
    },
    async (request) => ({ data: await orders.pickList(app.db, request.query) }),
  );
};

export default orderRoutes;
