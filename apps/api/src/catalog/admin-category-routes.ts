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
import { adminRows } from '../auth/back-office-rows';

const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  backOfficeRoutes(app, 'owner');

  const rows = adminRows(app, '/admin/categories', adminCategorySchema, 'categoryId');

  rows.list('Every category in the home page’s order, with its former slugs', categories.listCategories);
  rows.add({
    summary: 'Add a category (slug from the name; last on the home page)',
    body: createCategorySchema,
    message: 'Category added.',
    write: categories.createCategory,
  });

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

  rows.edit({
    summary: 'Rename (the slug follows; the old one keeps naming the category) or describe a category',
    body: updateCategorySchema,
    message: 'Category saved.',
    write: categories.editCategory,
  });
};

export default categoryRoutes;
