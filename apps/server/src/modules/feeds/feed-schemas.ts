import { z } from 'zod';
import {
  FEED_IMAGE_NAME_MAX,
  FEED_KINDS,
  FEED_MODES,
  INTEGRATION_SCOPES,
  isFeedImageName,
} from '@apteek/domain';

export const FeedKindParamsSchema = z.object({ kind: z.enum(FEED_KINDS) });

const FlagSchema = z
  .enum(['true', 'false', '1', '0'])
  .transform((value) => value === 'true' || value === '1');

export const FeedQuerySchema = z.object({
  /** The sender's id of this batch: a batch id is taken once per key and feed. */
  batch: z
    .string()
    .regex(/^[A-Za-z0-9._:-]{1,128}$/, 'A batch id of 1–128 letters, digits, dot, colon, dash or underscore'),
  mode: z.enum(FEED_MODES).default('delta'),
  dryRun: FlagSchema.default(false),
});

/** A file staff upload (/api/staff/catalogue/feeds/{kind}): its digest is the batch id. */
export const StaffFeedQuerySchema = FeedQuerySchema.omit({ batch: true });

export const JobParamsSchema = z.object({ jobId: z.uuid('A job id') });

export const NewIntegrationKeySchema = z.strictObject({
  name: z.string().trim().min(1, 'Field is required').max(100),
  scopes: z.array(z.enum(INTEGRATION_SCOPES)).min(1, 'At least one scope'),
});

export const IntegrationKeyParamsSchema = z.object({ keyId: z.coerce.number().int().positive() });

/** GET /api/staff/catalogue/jobs: how many of the latest jobs. */
export const RecentJobsQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });

/** PUT /api/feeds/images/{name}: the name rows give the picture by (`file:<name>`). */
export const FeedImageParamsSchema = z.object({
  name: z
    .string()
    .refine(
      isFeedImageName,
      `A name of at most ${FEED_IMAGE_NAME_MAX} characters: letters, digits, dot, dash and underscore, folders joined by /, none starting with a dot`,
    ),
});
