// The owner's categories under /api/v1/admin (issue 13, decision 017): list, add, order on the home page, rename.
import {
  adminCategorySchema,
  categoryOrderSchema,
  createCategorySchema,
  updateCategorySchema,
} from '@oko/shared/schemas/admin-catalog';
import { dataEnvelope } from '@oko/shared/schemas/api';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import * as categories from './admin-categories';
import { actorOf, backOfficeRoutes } from '../auth/back-office';

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'owner');

  app.get(
    '/admin/categories',
    {
      schema: {
        summary: 'Every category in the home page’s order, with its former slugs',
        response: { 200: dataEnvelope(z.array(adminCategorySchema)) },
      },
    },
    async () => ({ data: await categories.listCategories(app.db) }),
  );

  app.post(
    '/admin/categories',
    {
      schema: {
        summary: 'Add a category (slug from the name; last on the home page)',
        body: createCategorySchema,
        response: { 201: dataEnvelope(adminCategorySchema) },
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
      schema: {
        summary: 'Set the home page’s order of the categories (every id once)',
        body: categoryOrderSchema,
        response: { 200: dataEnvelope(z.array(adminCategorySchema)) },
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
      schema: {
        summary: 'Rename (the slug follows; the old one keeps naming the category) or describe a category',
        params: z.object({
          categoryId: z.coerce
            .number({ error: 'categoryId must be a whole number' })
            .int('categoryId must be a whole number')
            .min(1, 'categoryId must be at least 1'),
        }),
        body: updateCategorySchema,
        response: { 200: dataEnvelope(adminCategorySchema) },
      },
    },
    async (request) => ({
      data: await categories.editCategory(app.db, actorOf(request), request.params.categoryId, request.body),
      message: 'Category saved.',
    }),
  );
};

export default categoryRoutes;
