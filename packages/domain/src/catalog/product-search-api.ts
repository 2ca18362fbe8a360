import * as z from 'zod/mini';
import { STOCK_STATUSES } from './product-types.ts';
import { EurosAsCentsSchema } from '../pricing/money-schemas.ts';

/**
 * A product as POST /api/catalog/search/product answers it to a quick search (the header's
 * suggestions, the pharmacist's picker, a configurable product's variants): the fields asked for,
 * the gross price read as Cents. The server answers euros, as the API shows money.
 */
export const ProductSearchHitSchema = z.object({
  id: z.optional(z.number()),
  sku: z.optional(z.string()),
  name: z.string(),
  url_path: z.optional(z.string()),
  image: z.optional(z.nullable(z.string())),
  final_price_incl_tax: EurosAsCentsSchema,
});
export type ProductSearchHit = z.output<typeof ProductSearchHitSchema>;

const BucketSchema = z.object({ key: z.string(), label: z.string() });

/** The quick search's answer: the products, how many match, and the facets asked for. */
export const ProductSearchAnswerSchema = z.object({
  items: z.array(ProductSearchHitSchema),
  total: z.number(),
  aggregations: z._default(z.record(z.string(), z.object({ buckets: z.array(BucketSchema) })), {}),
});
export type ProductSearchAnswer = z.output<typeof ProductSearchAnswerSchema>;

/**
 * GET /api/product/{sku} as a configurable cart line's edit mode reads it: the axes and the
 * buyable children, each child's gross price as Cents.
 */
export const ConfigurableProductAnswerSchema = z.object({
  configurable_options: z.optional(
    z.array(
      z.object({
        attribute_code: z.string(),
        label: z.string(),
        values: z.array(z.object({ label: z.string(), value_data: z.string() })),
      }),
    ),
  ),
  configurable_children: z.optional(
    z.array(
      z.object({
        sku: z.string(),
        name: z.string(),
        status: z.number(),
        final_price_incl_tax: EurosAsCentsSchema,
        stock: z.object({ is_in_stock: z.boolean(), stock_status: z.enum(STOCK_STATUSES) }),
        attributes: z.record(z.string(), z.unknown()),
      }),
    ),
  ),
});
