import { z } from 'zod';
import { MAX_LENGTH } from '../constants';
import { pageQuerySchema } from './api';
import { boundedText } from './text';

// Spec section 3 "Product" and "Category". Prices are naira strings with 2 decimals ("1500.00").

export const unitSchema = z.object({ name: z.string(), symbol: z.string() });

export const productUnitSchema = z.object({
  id: z.number().int(),
  product_id: z.number().int(),
  /** How many of `unit` one sale unit holds: 25 with kg is a 25 kg bag. */
  unit_number: z.number(),
  unit: unitSchema,
  price_per_unit: z.string(),
  available_quantity: z.number().int(),
});
export type ProductUnit = z.infer<typeof productUnitSchema>;

export const categoryRefSchema = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image_url: z.string(),
  category: categoryRefSchema,
  product_units: z.array(productUnitSchema),
  created_at: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image_url: z.string(),
  products_count: z.number().int(),
});
export type Category = z.infer<typeof categorySchema>;

export const PRODUCT_SORTS = ['newest', 'name', 'price_asc', 'price_desc'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** A category named by its slug or id: `?category=`, the search's category, `/products/categories/{slug}`. */
export const categoryParam = boundedText('category', MAX_LENGTH.slug);

export const productListQuerySchema = pageQuerySchema.extend({
  category: boundedText('category', MAX_LENGTH.slug, z.string().trim().min(1)).optional(),
  sort: z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` }).default('newest'),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
