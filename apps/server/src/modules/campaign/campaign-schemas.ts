import { z } from 'zod';
import { STORE_CODES } from '@apteek/domain';

const StoreCodeSchema = z.enum(STORE_CODES, { error: `Must be one of ${STORE_CODES.join(', ')}` });

export const StoreQuerySchema = z.object({ storeCode: StoreCodeSchema.optional() });

export const ActiveCampaignBodySchema = z
  .object({
    urlPath: z.string().max(512).optional(),
    storeCode: StoreCodeSchema.optional(),
  })
  .nullish();

export const HomeQuerySchema = z.object({ storeCode: StoreCodeSchema.default('ee') });
