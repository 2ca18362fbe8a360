import { z } from 'zod';
import { skuListSchema } from '../../plugins/validation.ts';
import { storeViewById } from '@apteek/domain';

const RENDER_LIST_MAX_SKUS = 100;

const SkuListSchema = skuListSchema(RENDER_LIST_MAX_SKUS);

const WholeNumberSchema = z
  .string()
  .regex(/^\d{1,9}$/, 'Must be a whole number')
  .transform(Number);

export const RenderListQuerySchema = z.object({
  skus: SkuListSchema,
  // The shops sell in EUR only.
  currencyCode: z.literal('EUR', { error: 'Unknown currency code' }).default('EUR'),
  storeId: WholeNumberSchema.default(1).transform((id, context) => {
    const view = storeViewById(id);
    if (!view) context.addIssue({ code: 'custom', message: 'Unknown store id' });
    return view ?? z.NEVER;
  }),
  userGroupId: WholeNumberSchema.optional(),
  token: z.string().min(1).max(1024).optional(),
});
