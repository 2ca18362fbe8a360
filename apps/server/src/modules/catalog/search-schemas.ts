import { z } from 'zod';
import { ATTRIBUTE_CODES, STORE_CODES } from '@apteek/domain';
import { integer, INT32_MAX } from '../../plugins/validation.ts';

/** Category listings may ask for up to 4000 items, the category page size. */
export const MAX_PAGE_SIZE = 4000;
const MAX_TERM_LENGTH = 200;
/** A price filter in euros: the search compares it in cents, a 32-bit integer in SQL. */
const MAX_PRICE_EUROS = Math.floor(INT32_MAX / 100);

const attributeCode = z.enum(ATTRIBUTE_CODES);
const optionCode = z.string().min(1).max(64);

export const SORTS = [
  'relevance',
  'name:asc',
  'name:desc',
  'price:asc',
  'price:desc',
  'created_at:desc',
  'position:asc',
] as const;

export const ProductSearchSchema = z.strictObject({
  storeCode: z.enum(STORE_CODES).default('ee'),
  term: z.string().trim().max(MAX_TERM_LENGTH).optional(),
  filters: z
    .strictObject({
      attributes: z.partialRecord(attributeCode, z.array(optionCode).min(1).max(50)).optional(),
      categoryIds: z
        .array(integer({ min: 1 }))
        .max(100)
        .optional(),
      price: z
        .strictObject({
          from: z.number().nonnegative().max(MAX_PRICE_EUROS).optional(),
          to: z.number().positive().max(MAX_PRICE_EUROS).optional(),
        })
        .optional(),
      visibility: z
        .array(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]))
        .min(1)
        .optional(),
      status: z
        .array(z.union([z.literal(0), z.literal(1), z.literal(2)]))
        .min(1)
        .optional(),
      skus: z.array(z.string().min(1).max(64)).min(1).max(500).optional(),
    })
    .default({}),
  aggregations: z.array(attributeCode).max(20).default([]),
  from: integer({ max: 100_000 }).default(0),
  size: integer({ max: MAX_PAGE_SIZE }).default(50),
  sort: z.enum(SORTS).optional(),
  includeFields: z.array(z.string().max(64)).max(100).optional(),
  excludeFields: z.array(z.string().max(64)).max(100).optional(),
  groupId: integer().optional(),
  groupToken: z.string().max(200).optional(),
});

export type ProductSearch = z.infer<typeof ProductSearchSchema>;
