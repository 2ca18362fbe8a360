import { z } from 'zod';
import { storeViewById } from '@apteek/domain';

const RENDER_LIST_MAX_SKUS = 100;

/** 'A,B,C' (or a repeated parameter) → distinct, non-empty SKUs. */
const SkuListSchema = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => [
    ...new Set(
      [value]
        .flat()
        .flatMap((part) => part.split(','))
        .map((sku) => sku.trim())
        .filter(Boolean),
    ),
  ])
  .refine((skus) => skus.length > 0, 'Field is required')
  .refine((skus) => skus.length <= RENDER_LIST_MAX_SKUS, `At most ${RENDER_LIST_MAX_SKUS} SKUs per request`)
  .refine((skus) => skus.every((sku) => sku.length <= 64), 'SKUs are at most 64 characters');

const WholeNumberSchema = z
  .string()
  .regex(/^\d{1,9}$/, 'Must be a whole number')
  .transform(Number);

export const RenderListQuerySchema = z.object({
  skus: SkuListSchema,
  // Spec 000 §9: the shops sell in EUR only.
  currencyCode: z.literal('EUR', { error: 'Unknown currency code' }).default('EUR'),
  storeId: WholeNumberSchema.default(1).transform((id, context) => {
    const view = storeViewById(id);
    if (!view) context.addIssue({ code: 'custom', message: 'Unknown store id' });
    return view ?? z.NEVER;
  }),
  userGroupId: WholeNumberSchema.optional(),
  token: z.string().min(1).max(1024).optional(),
});
