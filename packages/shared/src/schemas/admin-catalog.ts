import { z } from 'zod';
import { wholeNumberSchema } from './numbers';
import { MAX_ITEMS, MAX_LENGTH } from '../constants';
import {
  ADMIN_MESSAGES,
  MAX_STOCK,
  atLeastOne,
  nairaAmountSchema,
  nairaPriceSchema,
  requiredName,
} from './admin';
import { koboToNaira } from '../money';
import { kgToGrams, priceByWeightKobo } from '../weight';
import { dataEnvelope, pageEnvelope, pageQuerySchema } from './api';
import { categorySchema, productSchema, productUnitSchema } from './catalog';
import { boundedText } from './text';
import { unitLabel } from '../units';

// The back office's products, sale units, stock and categories (issue 13): requests and answers. The storefront
// loads each answer's schema with its request (decision 019).

/** A unit's available quantity: a whole number from 0. */
export const stockQuantitySchema = z
  .number({ error: ADMIN_MESSAGES.stockRequired })
  .int(ADMIN_MESSAGES.stockInteger)
  .min(0, ADMIN_MESSAGES.stockNegative)
  .max(MAX_STOCK, ADMIN_MESSAGES.stockTooHigh);

const description = boundedText('description', MAX_LENGTH.description, z.string().trim());

/** How many of the unit one sale unit holds (25 with kg: a 25 kg bag): more than 0, at most 2 decimals. */
const unitNumberSchema = z
  .number({ error: ADMIN_MESSAGES.unitNumber })
  .positive(ADMIN_MESSAGES.unitNumber)
  .max(99_999_999, ADMIN_MESSAGES.unitNumber)
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, ADMIN_MESSAGES.unitNumber);

/** A weighed unit's terms as the owner sets them (issue 27); the price per kg leaves in kobo, the kg in grams. */
export const unitWeightInputSchema = z.object(
  {
    price_per_kg: nairaAmountSchema(ADMIN_MESSAGES.pricePerKgRequired),
    estimated_kg: z
      .number({ error: ADMIN_MESSAGES.estimatedKg })
      .min(0.001, ADMIN_MESSAGES.estimatedKg)
      .max(10_000, ADMIN_MESSAGES.estimatedKg)
      .refine(
        (value) => Math.abs(value * 1000 - Math.round(value * 1000)) < 1e-6,
        ADMIN_MESSAGES.estimatedKg,
      ),
    tolerance_percent: wholeNumberSchema(0, 100, ADMIN_MESSAGES.tolerance).default(0),
  },
  { error: ADMIN_MESSAGES.weightInvalid },
);
export type UnitWeightInput = z.input<typeof unitWeightInputSchema>;

/** A weighed unit's price: price per kg × estimated kg, in kobo. */
export const estimatePriceKobo = (weight: z.output<typeof unitWeightInputSchema>) =>
  priceByWeightKobo(weight.price_per_kg, kgToGrams(weight.estimated_kg));

/**
 * A unit's price and weight together: with `weight`, `price_per_unit` may be left out (it is price per kg ×
 * estimated kg) and a different one is refused; without, it is required.
 */
function priceWithWeight<
  T extends { price_per_unit?: number | undefined; weight?: z.output<typeof unitWeightInputSchema> | null },
>(unit: T, context: z.RefinementCtx, required: boolean) {
  if (unit.weight) {
    const estimate = estimatePriceKobo(unit.weight);
    if (unit.price_per_unit !== undefined && unit.price_per_unit !== estimate) {
      context.addIssue({
        code: 'custom',
        message: ADMIN_MESSAGES.priceByWeight(koboToNaira(estimate)),
        path: ['price_per_unit'],
      });
    }
  } else if (required && unit.price_per_unit === undefined) {
    context.addIssue({ code: 'custom', message: ADMIN_MESSAGES.priceRequired, path: ['price_per_unit'] });
  }
}

export const productUnitInputSchema = z
  .object({
    unit: z.object(
      {
        name: requiredName('unit name', ADMIN_MESSAGES.unitNameRequired, MAX_LENGTH.unitName),
        symbol: requiredName('unit symbol', ADMIN_MESSAGES.unitSymbolRequired, MAX_LENGTH.unitName),
      },
      { error: ADMIN_MESSAGES.unitNameRequired },
    ),
    unit_number: unitNumberSchema.default(1),
    price_per_unit: nairaPriceSchema.optional(),
    available_quantity: stockQuantitySchema,
    active: z.boolean().default(true),
    /** Sold by weight (issue 27): the price per kg, the estimated kg and the tolerance; null or absent: not. */
    weight: unitWeightInputSchema.nullable().optional(),
  })
  .superRefine((unit, context) => priceWithWeight(unit, context, true))
  .transform((unit) => ({
    ...unit,
    price_per_unit: unit.weight ? estimatePriceKobo(unit.weight) : (unit.price_per_unit ?? 0),
    weight: unit.weight ?? null,
  }));
export type ProductUnitInput = z.input<typeof productUnitInputSchema>;

/** Two sale units of one product with the same unit and number are one unit given twice. */
function refuseRepeatedUnits(
  units: { unit: { symbol: string; name: string }; unit_number: number }[],
  context: z.RefinementCtx,
  path: (string | number)[] = ['product_units'],
) {
  const seen = new Set<string>();
  units.forEach((unit, index) => {
    const key = `${unit.unit_number} ${unit.unit.symbol.toLowerCase()}`;
    const nameKey = `${unit.unit_number} name:${unit.unit.name.toLowerCase()}`;
    if (seen.has(key) || seen.has(nameKey)) {
      context.addIssue({
        code: 'custom',
        message: ADMIN_MESSAGES.duplicateUnit(unitLabel(unit.unit_number, unit.unit)),
        path: [...path, index, 'unit', 'name'],
      });
    }
    seen.add(key);
    seen.add(nameKey);
  });
}

const categoryId = z
  .number({ error: ADMIN_MESSAGES.categoryRequired })
  .int(ADMIN_MESSAGES.unknownCategory)
  .min(1, ADMIN_MESSAGES.unknownCategory)
  .max(MAX_STOCK, ADMIN_MESSAGES.unknownCategory);

/** `POST /admin/products`. */
export const createProductSchema = z
  .object({
    name: requiredName('name', ADMIN_MESSAGES.nameRequired),
    category_id: categoryId,
    description: description.default(''),
    active: z.boolean().default(true),
    product_units: z
      .array(productUnitInputSchema, { error: ADMIN_MESSAGES.unitsRequired })
      .min(1, ADMIN_MESSAGES.unitsRequired)
      .max(MAX_ITEMS.unitsPerLine, `A product may have at most ${MAX_ITEMS.unitsPerLine} sale units.`),
  })
  .superRefine((product, context) => refuseRepeatedUnits(product.product_units, context));
export type CreateProductInput = z.input<typeof createProductSchema>;

/** `PATCH /admin/products/{id}`: any of the fields. */
export const updateProductSchema = z
  .object({
    name: requiredName('name', ADMIN_MESSAGES.nameRequired).optional(),
    category_id: categoryId.optional(),
    description: description.optional(),
    active: z.boolean().optional(),
  })
  .refine(atLeastOne, ADMIN_MESSAGES.nothingToChange);
export type UpdateProductInput = z.input<typeof updateProductSchema>;

/** `PATCH /admin/product-units/{id}`: any of the fields (staff: `available_quantity` only). */
export const updateProductUnitSchema = z
  .object({
    price_per_unit: nairaPriceSchema.optional(),
    available_quantity: stockQuantitySchema.optional(),
    active: z.boolean().optional(),
    /** New weighed terms (the price follows them), or null: sold by the unit again at `price_per_unit`. */
    weight: unitWeightInputSchema.nullable().optional(),
  })
  .refine(atLeastOne, ADMIN_MESSAGES.nothingToChange)
  .superRefine((unit, context) => priceWithWeight(unit, context, unit.weight === null));
export type UpdateProductUnitInput = z.input<typeof updateProductUnitSchema>;

export const STOCK_REASONS = ['harvest', 'spoiled', 'recount'] as const;
export type StockReason = (typeof STOCK_REASONS)[number];
export const STOCK_REASON_LABELS: Record<StockReason, string> = {
  harvest: 'Harvest in',
  spoiled: 'Spoiled',
  recount: 'Recount',
};

/**
 * `POST /admin/product-units/{id}/stock`: `change` adds (harvest in: +20) or takes (spoiled: −3) from what is
 * left, whatever orders take meanwhile; `set` replaces it (a recount). One of the two, and why.
 */
export const stockAdjustmentSchema = z
  .object({
    change: z
      .number({ error: ADMIN_MESSAGES.changeInteger })
      .int(ADMIN_MESSAGES.changeInteger)
      .min(-MAX_STOCK, ADMIN_MESSAGES.stockTooHigh)
      .max(MAX_STOCK, ADMIN_MESSAGES.stockTooHigh)
      .refine((value) => value !== 0, ADMIN_MESSAGES.changeZero)
      .optional(),
    set: stockQuantitySchema.optional(),
    reason: z.enum(STOCK_REASONS, { error: ADMIN_MESSAGES.reason }),
  })
  .refine((input) => (input.change === undefined) !== (input.set === undefined), {
    error: ADMIN_MESSAGES.stockOneOf,
    path: ['change'],
  });
export type StockAdjustmentInput = z.input<typeof stockAdjustmentSchema>;

/** A product as `GET /products/{id}` shows it, with hidden units too and each one's `active`. */
export const adminProductSchema = z.object({
  ...productSchema.shape,
  active: z.boolean(),
  product_units: z.array(z.object({ ...productUnitSchema.shape, active: z.boolean() })),
});
export type AdminProduct = z.infer<typeof adminProductSchema>;

export const adminProductListQuerySchema = z.object({
  ...pageQuerySchema.shape,
  q: boundedText('search', MAX_LENGTH.searchKeyword, z.string().trim()).optional(),
  category_id: z.coerce
    .number({ error: 'category_id must be a whole number' })
    .int('category_id must be a whole number')
    .min(1, 'category_id must be at least 1')
    .max(MAX_STOCK, 'category_id is too large')
    .optional(),
});
export type AdminProductListQuery = z.infer<typeof adminProductListQuerySchema>;

export const stockAdjustmentAnswerSchema = z.object({
  id: z.number().int(),
  product_unit_id: z.number().int(),
  reason: z.enum(STOCK_REASONS),
  before: z.number().int(),
  after: z.number().int(),
  by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  at: z.string(),
});
export type StockAdjustment = z.infer<typeof stockAdjustmentAnswerSchema>;

/** `POST /admin/categories`. */
export const createCategorySchema = z.object({
  name: requiredName('name', ADMIN_MESSAGES.nameRequired),
  description: description.default(''),
});
export type CreateCategoryInput = z.input<typeof createCategorySchema>;

/** `PATCH /admin/categories/{id}`: a new name moves the slug; the old slug keeps naming the category. */
export const updateCategorySchema = z
  .object({
    name: requiredName('name', ADMIN_MESSAGES.nameRequired).optional(),
    description: description.optional(),
  })
  .refine(atLeastOne, ADMIN_MESSAGES.nothingToChange);
export type UpdateCategoryInput = z.input<typeof updateCategorySchema>;

/** `PUT /admin/categories/order`: every category's id, in the home page's order. */
export const categoryOrderSchema = z.object({
  category_ids: z
    .array(z.number({ error: ADMIN_MESSAGES.categoryOrder }).int(ADMIN_MESSAGES.categoryOrder), {
      error: ADMIN_MESSAGES.categoryOrder,
    })
    .min(1, ADMIN_MESSAGES.categoryOrder)
    .max(500, ADMIN_MESSAGES.categoryOrder)
    .refine((ids) => new Set(ids).size === ids.length, ADMIN_MESSAGES.categoryOrder),
});
export type CategoryOrderInput = z.input<typeof categoryOrderSchema>;

/** A category as the back office lists it: the storefront's shape, its place and its former slugs. */
export const adminCategorySchema = z.object({
  ...categorySchema.shape,
  position: z.number().int(),
  former_slugs: z.array(z.string()),
});
export type AdminCategory = z.infer<typeof adminCategorySchema>;

export const adminProductAnswerSchema = dataEnvelope(adminProductSchema);
export const adminProductPageAnswerSchema = pageEnvelope(adminProductSchema);
export const adminCategoryAnswerSchema = dataEnvelope(adminCategorySchema);
export const adminCategoriesAnswerSchema = dataEnvelope(z.array(adminCategorySchema));
/** `POST /admin/product-units/{id}/stock`: the change made. */
export const stockAdjustedAnswerSchema = dataEnvelope(stockAdjustmentAnswerSchema);
/** `GET /admin/product-units/{id}/stock`: the unit's last changes, newest first. */
export const stockHistoryAnswerSchema = dataEnvelope(z.array(stockAdjustmentAnswerSchema));
