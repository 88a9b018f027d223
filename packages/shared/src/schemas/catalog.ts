import { z } from 'zod/mini';
import { MAX_LENGTH, PRODUCT_SORTS } from '../constants';
import { dataEnvelope, pageEnvelope, pageQuerySchema, wholeNumber } from './api';
import { textBounds } from './text';

// Spec section 3 "Product" and "Category". Prices are naira strings with 2 decimals ("1500.00"). Written with
// `zod/mini`, as every schema a catalog page's requests load (decision 019).

export const unitSchema = z.object({ name: z.string(), symbol: z.string() });

/** A weighed unit's terms (issue 27): price per kg (naira), estimated kg, tolerance in percent. */
export const unitWeightSchema = z.object({
  price_per_kg: z.string(),
  estimated_kg: z.number(),
  tolerance_percent: z.number(),
});

export const productUnitSchema = z.object({
  id: wholeNumber(),
  product_id: wholeNumber(),
  /** How many of `unit` one sale unit holds: 25 with kg is a 25 kg bag. */
  unit_number: z.number(),
  unit: unitSchema,
  price_per_unit: z.string(),
  available_quantity: wholeNumber(),
  /** Sold by weight: `price_per_unit` is the estimate, the final price follows the scale; else null. */
  weight: z.nullable(unitWeightSchema),
});
export type ProductUnit = z.infer<typeof productUnitSchema>;

export const categoryRefSchema = z.object({ id: wholeNumber(), name: z.string(), slug: z.string() });

export const productSchema = z.object({
  id: wholeNumber(),
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
  id: wholeNumber(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  image_url: z.string(),
  products_count: wholeNumber(),
});
export type Category = z.infer<typeof categorySchema>;

/** A category named by its slug or id: `?category=`, the search's category, `/products/categories/{slug}`. */
export const categoryParam = z.string().check(...textBounds('category', MAX_LENGTH.slug));

export const productListQuerySchema = z.extend(pageQuerySchema, {
  category: z.optional(
    z.string().check(z.trim(), z.minLength(1), ...textBounds('category', MAX_LENGTH.slug)),
  ),
  sort: z._default(
    z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` }),
    'newest',
  ),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

// The answers of the catalog's calls. The storefront loads each schema with its request (decision 019).
export const categoryPageAnswerSchema = pageEnvelope(categorySchema);
export const categoryAnswerSchema = dataEnvelope(categorySchema);
export const productPageAnswerSchema = pageEnvelope(productSchema);
export const productAnswerSchema = dataEnvelope(productSchema);
