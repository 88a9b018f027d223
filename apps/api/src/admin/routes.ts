// The back office's API under /api/v1/admin (issue 13, decision 017). Every call but the owner's command route
// is for a signed-in account of the back office (guard.ts): staff reach orders and stock, the owner everything.
// Bodies and answers are the shared schemas of @oko/shared/schemas/admin, so the admin pages say the same words.
import { orderParams, productParams, productUnitParams } from '@oko/shared/params';
import {
  adminOrderDetailSchema,
  adminOrderListQuerySchema,
  adminOrderSummarySchema,
  adminProductListQuerySchema,
  adminProductSchema,
  adminOrderFilterSchema,
  adminDeliveryChannelSchema,
  adminCategorySchema,
  inviteStaffSchema,
  categoryOrderSchema,
  createCategorySchema,
  updateCategorySchema,
  createDeliveryChannelSchema,
  updateDeliveryChannelSchema,
  updateSettingsSchema,
  auditEntrySchema,
  auditQuerySchema,
  createProductSchema,
  dashboardSchema,
  pickListSchema,
  orderStatusChangeSchema,
  productUnitInputSchema,
  stockAdjustmentAnswerSchema,
  stockAdjustmentSchema,
  updateProductSchema,
  updateProductUnitSchema,
} from '@oko/shared/schemas/admin';
import { dataEnvelope, errorBodySchema, pageEnvelope } from '@oko/shared/schemas/api';
import { ownerAccountSchema } from '@oko/shared/schemas/auth';
import { userSchema } from '@oko/shared/schemas/auth-answers';
import { ORDER_STATUS_LABELS } from '@oko/shared/schemas/order';
import { settingsSchema } from '@oko/shared/schemas/settings';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminTokenGuard } from '../orders/admin-token';
import { getSettings } from '../settings/service';
import * as categories from './categories';
import * as dashboard from './dashboard';
import { actorOf, backOffice } from './guard';
import * as orders from './orders';
import { createOwner } from './owner';
import * as products from './products';
import * as settings from './settings';
import * as staffService from './staff';

export interface AdminRoutesOptions {
  /** The owner's token of DATA_DIR/admin-token, for the command routes; none: those answer 404. */
  adminToken?: string;
  /** The storefront's address, for links in order mail (APP_URL). */
  publicUrl?: string;
}

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  422: errorBodySchema,
};
const bearer = [{ bearerAuth: [] }];
const tags = ['admin'];

/** The back-office account making the request. */
const ownerResultSchema = z.object({
  action: z.enum(['created', 'promoted']),
  user: z.object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    last_name: z.string(),
    previous_role: z.string().nullable(),
  }),
});

const adminRoutes: FastifyPluginAsyncZod<AdminRoutesOptions> = async (app, options) => {
  app.post(
    '/admin/owner',
    {
      onRequest: adminTokenGuard(options.adminToken),
      schema: {
        tags: ['admin'],
        security: bearer,
        summary:
          'npm run owner:create: create the verified owner, or make an account the owner (the token of DATA_DIR/admin-token)',
        body: ownerAccountSchema,
        response: { 200: dataEnvelope(ownerResultSchema), ...errors },
      },
    },
    async (request) => ({
      data: await createOwner(app.db, request.body, { passwordCost: app.auth.passwordCost }),
    }),
  );

  const staff = backOffice(app, 'staff');
  const owner = backOffice(app, 'owner');

  // ── Orders (staff and owner) ──────────────────────────────────────────────────────────────────────────────

  app.get(
    '/admin/orders',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearer,
        summary: 'Every order, newest first, paged; filters: status, payment_method, from/to (days), q',
        querystring: adminOrderListQuerySchema,
        response: { 200: pageEnvelope(adminOrderSummarySchema), ...errors },
      },
    },
    async (request) => orders.listOrders(app.db, request.query),
  );

  app.get(
    '/admin/orders/:orderId',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearer,
        summary: 'One order: lines, totals, shopper, address, channel, payment, history, next statuses',
        params: orderParams,
        response: { 200: dataEnvelope(adminOrderDetailSchema), ...errors },
      },
    },
    async (request) => ({ data: await orders.getOrder(app.db, request.params.orderId) }),
  );

  app.patch(
    '/admin/orders/:orderId',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearer,
        summary: 'Move the order to a status the state machine allows (422 otherwise); cancelling restocks',
        params: orderParams,
        body: orderStatusChangeSchema,
        response: { 200: dataEnvelope(adminOrderDetailSchema), ...errors },
      },
    },
    async (request) => {
      const order = await orders.setOrderStatus(
        app.db,
        actorOf(request),
        request.params.orderId,
        request.body.status,
        options.publicUrl,
      );
      return { data: order, message: `Order ${order.id} is now ${ORDER_STATUS_LABELS[order.status]}.` };
    },
  );

  app.post(
    '/admin/orders/:orderId/payment-received',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearer,
        summary:
          'A bank transfer’s money arrived: payment_status becomes paid (422 other methods, 409 twice)',
        params: orderParams,
        response: { 200: dataEnvelope(adminOrderDetailSchema), ...errors },
      },
    },
    async (request) => ({
      data: await orders.markPaymentReceived(app.db, actorOf(request), request.params.orderId),
      message: 'Payment received.',
    }),
  );

  app.get(
    '/admin/orders/export.csv',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearer,
        summary: 'The filtered orders as CSV (the list’s filters, newest first, at most 10,000)',
        querystring: adminOrderFilterSchema,
        produces: ['text/csv'],
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="orders-${new Date().toISOString().slice(0, 10)}.csv"`,
        )
        .send(await orders.exportOrdersCsv(app.db, request.query)),
  );

  app.get(
    '/admin/pick-list',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearer,
        summary:
          'Packing: the filtered orders (status confirmed unless given), oldest first, in full, and each unit’s total',
        querystring: adminOrderFilterSchema,
        response: { 200: dataEnvelope(pickListSchema), ...errors },
      },
    },
    async (request) => ({ data: await orders.pickList(app.db, request.query) }),
  );

  app.get(
    '/admin/dashboard',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearer,
        summary:
          'Orders waiting per step, today’s and this week’s sales, low stock, latest orders, audit (owner)',
        response: { 200: dataEnvelope(dashboardSchema), ...errors },
      },
    },
    async (request) => ({ data: await dashboard.dashboard(app.db, actorOf(request)) }),
  );

  app.get(
    '/admin/audit',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Every back-office write (who, what, when, before and after), newest first, paged',
        querystring: auditQuerySchema,
        response: { 200: pageEnvelope(auditEntrySchema), ...errors },
      },
    },
    async (request) => dashboard.auditPage(app.db, request.query),
  );

  // ── Delivery channels and settings (owner) ────────────────────────────────────────────────────────────────

  const channelParams = z.object({
    channelId: z.coerce
      .number({ error: 'channelId must be a whole number' })
      .int('channelId must be a whole number')
      .min(1, 'channelId must be at least 1'),
  });

  app.get(
    '/admin/delivery-channels',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Every delivery channel, hidden ones too, in the checkout’s order',
        response: { 200: dataEnvelope(z.array(adminDeliveryChannelSchema)), ...errors },
      },
    },
    async () => ({ data: await settings.listDeliveryChannels(app.db) }),
  );

  app.post(
    '/admin/delivery-channels',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Add a delivery channel (fee in naira, 0 allowed); it comes last at the checkout',
        body: createDeliveryChannelSchema,
        response: { 201: dataEnvelope(adminDeliveryChannelSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await settings.createDeliveryChannel(app.db, actorOf(request), request.body),
        message: 'Delivery channel added.',
      }),
  );

  app.patch(
    '/admin/delivery-channels/:channelId',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Change any of name, description, fee, active (false: not offered at the checkout)',
        params: channelParams,
        body: updateDeliveryChannelSchema,
        response: { 200: dataEnvelope(adminDeliveryChannelSchema), ...errors },
      },
    },
    async (request) => ({
      data: await settings.editDeliveryChannel(
        app.db,
        actorOf(request),
        request.params.channelId,
        request.body,
      ),
      message: 'Delivery channel saved.',
    }),
  );

  app.get(
    '/admin/settings',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'The shop’s settings, as GET /get-setting shows them',
        response: { 200: dataEnvelope(settingsSchema), ...errors },
      },
    },
    async () => ({ data: await getSettings(app.db) }),
  );

  app.patch(
    '/admin/settings',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary:
          'Change any of the shop’s name, address, phone, e-mail, bank details, free-delivery threshold (naira; null: off)',
        body: updateSettingsSchema,
        response: { 200: dataEnvelope(settingsSchema), ...errors },
      },
    },
    async (request) => ({
      data: await settings.editSettings(app.db, actorOf(request), request.body),
      message: 'Settings saved.',
    }),
  );

  // ── Staff (owner) ─────────────────────────────────────────────────────────────────────────────────────────

  app.get(
    '/admin/staff',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'The owner and the staff accounts',
        response: { 200: dataEnvelope(z.array(userSchema)), ...errors },
      },
    },
    async () => ({ data: await staffService.listStaff(app.auth) }),
  );

  app.post(
    '/admin/staff',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary:
          'Make an account staff; a new one is created and mailed a code to choose its password (Forgot password)',
        body: inviteStaffSchema,
        response: { 201: dataEnvelope(userSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { user, invited } = await staffService.inviteStaff(
        app.auth,
        actorOf(request),
        request.body,
        request.ip,
        (error) =>
          request.log.error(
            { errorKind: error instanceof Error ? error.name : typeof error },
            'staff invitation mail failed',
          ),
      );
      return reply.code(201).send({
        data: user,
        message: invited
          ? `${user.email} was mailed a code to choose a password.`
          : `${user.email} is now staff.`,
      });
    },
  );

  app.delete(
    '/admin/staff/:userId',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Remove a staff member: the account becomes a shopper and its sessions end',
        params: z.object({
          userId: z.coerce
            .number({ error: 'userId must be a whole number' })
            .int('userId must be a whole number')
            .min(1, 'userId must be at least 1'),
        }),
        response: { 200: dataEnvelope(userSchema), ...errors },
      },
    },
    async (request) => ({
      data: await staffService.removeStaff(app.auth, actorOf(request), request.params.userId),
      message: 'Staff member removed.',
    }),
  );

  // ── Categories (owner) ────────────────────────────────────────────────────────────────────────────────────

  app.get(
    '/admin/categories',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Every category in the home page’s order, with its former slugs',
        response: { 200: dataEnvelope(z.array(adminCategorySchema)), ...errors },
      },
    },
    async () => ({ data: await categories.listCategories(app.db) }),
  );

  app.post(
    '/admin/categories',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Add a category (slug from the name; last on the home page)',
        body: createCategorySchema,
        response: { 201: dataEnvelope(adminCategorySchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await categories.createCategory(app.db, actorOf(request), request.body),
        message: 'Category added.',
      }),
  );

  app.put(
    '/admin/categories/order',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Set the home page’s order of the categories (every id once)',
        body: categoryOrderSchema,
        response: { 200: dataEnvelope(z.array(adminCategorySchema)), ...errors },
      },
    },
    async (request) => ({
      data: await categories.orderCategories(app.db, actorOf(request), request.body),
      message: 'Categories ordered.',
    }),
  );

  app.patch(
    '/admin/categories/:categoryId',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Rename (the slug follows; the old one keeps naming the category) or describe a category',
        params: z.object({
          categoryId: z.coerce
            .number({ error: 'categoryId must be a whole number' })
            .int('categoryId must be a whole number')
            .min(1, 'categoryId must be at least 1'),
        }),
        body: updateCategorySchema,
        response: { 200: dataEnvelope(adminCategorySchema), ...errors },
      },
    },
    async (request) => ({
      data: await categories.editCategory(app.db, actorOf(request), request.params.categoryId, request.body),
      message: 'Category saved.',
    }),
  );

  // ── Products (read: staff and owner; write: owner) ────────────────────────────────────────────────────────

  app.get(
    '/admin/products',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearer,
        summary: 'Every product (hidden too) by name, paged; q searches names, category_id filters',
        querystring: adminProductListQuerySchema,
        response: { 200: pageEnvelope(adminProductSchema), ...errors },
      },
    },
    async (request) => products.listProducts(app.db, request.query),
  );

  app.get(
    '/admin/products/:productId',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearer,
        summary: 'One product with every unit, hidden ones too',
        params: productParams,
        response: { 200: dataEnvelope(adminProductSchema), ...errors },
      },
    },
    async (request) => ({ data: await products.getProduct(app.db, request.params.productId) }),
  );

  app.post(
    '/admin/products',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Create a product with its sale units (prices in naira); 201 with the product',
        body: createProductSchema,
        response: { 201: dataEnvelope(adminProductSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await products.createProduct(app.db, actorOf(request), request.body),
        message: 'Product created.',
      }),
  );

  app.patch(
    '/admin/products/:productId',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Change any of name, category, description, active (false: hidden from the storefront)',
        params: productParams,
        body: updateProductSchema,
        response: { 200: dataEnvelope(adminProductSchema), ...errors },
      },
    },
    async (request) => ({
      data: await products.editProduct(app.db, actorOf(request), request.params.productId, request.body),
      message: 'Product saved.',
    }),
  );

  app.delete(
    '/admin/products/:productId',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Delete a product without orders (204); one with orders is hidden instead (200 with it)',
        params: productParams,
        response: { 200: dataEnvelope(adminProductSchema), 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const removed = await products.removeProduct(app.db, actorOf(request), request.params.productId);
      if (removed.deleted) return reply.code(204).send(null);
      return {
        data: removed.product,
        message: 'The product has orders, so it was hidden instead of deleted.',
      };
    },
  );

  app.post(
    '/admin/products/:productId/product-units',
    {
      onRequest: owner,
      schema: {
        tags,
        security: bearer,
        summary: 'Add a sale unit to a product; 201 with the product',
        params: productParams,
        body: productUnitInputSchema,
        response: { 201: dataEnvelope(adminProductSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await products.addProductUnit(app.db, actorOf(request), request.params.productId, request.body),
        message: 'Sale unit added.',
      }),
  );

  // ── Units and stock (stock: staff and owner; price and active: owner) ─────────────────────────────────────

  app.patch(
    '/admin/product-units/:productUnitId',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearer,
        summary:
          'Change any of price_per_unit (naira), available_quantity (a recount), active; staff: the stock only',
        params: productUnitParams,
        body: updateProductUnitSchema,
        response: { 200: dataEnvelope(adminProductSchema), ...errors },
      },
    },
    async (request) => ({
      data: await products.editProductUnit(
        app.db,
        actorOf(request),
        request.params.productUnitId,
        request.body,
      ),
      message: 'Sale unit saved.',
    }),
  );

  app.post(
    '/admin/product-units/:productUnitId/stock',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearer,
        summary:
          'Add to or take from (change) or replace (set) a unit’s stock, with a reason; kept with who and when',
        params: productUnitParams,
        body: stockAdjustmentSchema,
        response: { 201: dataEnvelope(stockAdjustmentAnswerSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await products.adjustStock(
          app.db,
          actorOf(request),
          request.params.productUnitId,
          request.body,
        ),
        message: 'Stock updated.',
      }),
  );

  app.get(
    '/admin/product-units/:productUnitId/stock',
    {
      onRequest: staff,
      schema: {
        tags,
        security: bearer,
        summary: 'The unit’s last 100 stock changes, newest first',
        params: productUnitParams,
        response: { 200: dataEnvelope(z.array(stockAdjustmentAnswerSchema)), ...errors },
      },
    },
    async (request) => ({ data: await products.stockHistory(app.db, request.params.productUnitId) }),
  );
};

export default adminRoutes;
