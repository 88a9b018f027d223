// The back office's products under /api/v1/admin (issue 13, decision 017): products (read: staff and owner;
// write: owner), their sale units and stock (stock: staff and owner; price and active: owner).
import { productParams, productUnitParams } from '@oko/shared/params';
import {
  adminProductListQuerySchema,
  adminProductSchema,
  createProductSchema,
  productUnitInputSchema,
  stockAdjustmentAnswerSchema,
  stockAdjustmentSchema,
  updateProductSchema,
  updateProductUnitSchema,
} from '@oko/shared/schemas/admin-catalog';
import { dataEnvelope, pageEnvelope } from '@oko/shared/schemas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, backOfficeRoutes } from '../auth/back-office';
import { adminRows } from '../auth/back-office-rows';
import * as products from './admin-products';

/** Staff and the owner: products read, stock kept (the owner alone changes a unit's price and active). */
const staffRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'staff');

  app.get(
    '/admin/products',
    {
      schema: {
        summary: 'Every product (hidden too) by name, paged; q searches names, category_id filters',
        querystring: adminProductListQuerySchema,
        response: { 200: pageEnvelope(adminProductSchema) },
      },
    },
    async (request) => products.listProducts(app.db, request.query),
  );

  app.get(
    '/admin/products/:productId',
    {
      schema: {
        summary: 'One product with every unit, hidden ones too',
        params: productParams,
        response: { 200: dataEnvelope(adminProductSchema) },
      },
    },
    async (request) => ({ data: await products.getProduct(app.db, request.params.productId) }),
  );

  app.patch(
    '/admin/product-units/:productUnitId',
    {
      schema: {
        summary:
          'Change any of price_per_unit (naira), available_quantity (a recount), active; staff: the stock only',
        params: productUnitParams,
        body: updateProductUnitSchema,
        response: { 200: dataEnvelope(adminProductSchema) },
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
      schema: {
        summary:
          'Add to or take from (change) or replace (set) a unit’s stock, with a reason; kept with who and when',
        params: productUnitParams,
        body: stockAdjustmentSchema,
        response: { 201: dataEnvelope(stockAdjustmentAnswerSchema) },
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
      schema: {
        summary: 'The unit’s last 100 stock changes, newest first',
        params: productUnitParams,
        response: { 200: dataEnvelope(z.array(stockAdjustmentAnswerSchema)) },
      },
    },
    async (request) => ({ data: await products.stockHistory(app.db, request.params.productUnitId) }),
  );
};

/** The owner only: products and their sale units written. */
const ownerRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'owner');

  const rows = adminRows(app, '/admin/products', adminProductSchema, 'productId');

  rows.add({
    summary: 'Create a product with its sale units (prices in naira); 201 with the product',
    body: createProductSchema,
    message: 'Product created.',
    write: products.createProduct,
  });
  rows.edit({
    summary: 'Change any of name, category, description, active (false: hidden from the storefront)',
    body: updateProductSchema,
    message: 'Product saved.',
    write: products.editProduct,
  });

  app.delete(
    '/admin/products/:productId',
    {
      schema: {
        summary: 'Delete a product without orders (204); one with orders is hidden instead (200 with it)',
        params: productParams,
        response: { 200: dataEnvelope(adminProductSchema), 204: z.null() },
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
      schema: {
        summary: 'Add a sale unit to a product; 201 with the product',
        params: productParams,
        body: productUnitInputSchema,
        response: { 201: dataEnvelope(adminProductSchema) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await products.addProductUnit(app.db, actorOf(request), request.params.productId, request.body),
        message: 'Sale unit added.',
      }),
  );
};

const productRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(staffRoutes);
  await app.register(ownerRoutes);
};

export default productRoutes;
