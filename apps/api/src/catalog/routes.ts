// GET /products/categories (paged), GET /products/categories/{slug}, GET /products (paged, ?category=, ?sort=),
// GET /products/{id}, POST /products/search.
import { dataEnvelope, errorBodySchema, pageEnvelope, pageQuerySchema } from '@oko/shared/schemas/api';
import {
  categoryParam,
  categorySchema,
  productListQuerySchema,
  productSchema,
} from '@oko/shared/schemas/catalog';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { searchSchema } from '@oko/shared/schemas/search';
import { z } from 'zod';
import {
  getCategoryBySlug,
  getProduct,
  listCategoriesPage,
  listProductsPage,
  searchProductsPage,
} from './service';

const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/products/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Categories, a page at a time, each with the count of its products',
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(categorySchema), 422: errorBodySchema },
      },
    },
    (request) => listCategoriesPage(app.db, request.query),
  );

  app.get(
    '/products/categories/:slug',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One category by slug',
        params: z.object({ slug: categoryParam }),
        response: { 200: dataEnvelope(categorySchema), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    async (request) => ({ data: await getCategoryBySlug(app.db, request.params.slug) }),
  );

  app.get(
    '/products',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Products, a page at a time, optionally of one category (slug or id), sorted',
        querystring: productListQuerySchema,
        response: { 200: pageEnvelope(productSchema), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    (request) => listProductsPage(app.db, request.query),
  );

  app.post(
    '/products/search',
    {
      schema: {
        tags: ['catalog'],
        summary:
          'Products matching a keyword (name, category, description; any case and accents; a typo in the name forgiven), most relevant first',
        body: searchSchema,
        querystring: pageQuerySchema,
        response: { 200: pageEnvelope(productSchema), 404: errorBodySchema, 422: errorBodySchema },
      },
    },
    (request) => searchProductsPage(app.db, request.body, request.query),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags: ['catalog'],
        summary: 'One product with its category and sale units',
        params: z.object({ id: z.string().describe('The product id') }),
        response: { 200: dataEnvelope(productSchema), 404: errorBodySchema },
      },
    },
    async (request) => ({ data: await getProduct(app.db, request.params.id) }),
  );
};

export default catalogRoutes;
