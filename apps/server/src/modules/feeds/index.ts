import type { FastifyInstance } from 'fastify';
import { feedImporter } from './feed-import.ts';
import type { FeedImages } from './feed-images.ts';
import { registerFeedImageRoutes } from './feed-image-routes.ts';
import { integrationKeys } from './feed-keys.ts';
import { registerFeedRoutes } from './feed-routes.ts';

export { feedImporter, type FeedImporter, type ImportRequest } from './feed-import.ts';
export { feedImageStore, type FeedImages } from './feed-images.ts';
export { stageFeedImageFiles, type StagedImageFiles } from './feed-image-files.ts';
export { integrationKeys, type IntegrationKeys } from './feed-keys.ts';
export { FEED_CONTENT_TYPES, feedFormatOf } from './feed-routes.ts';
export {
  FeedKindParamsSchema,
  IntegrationKeyParamsSchema,
  JobParamsSchema,
  NewIntegrationKeySchema,
  RecentJobsQuerySchema,
  StaffFeedQuerySchema,
} from './feed-schemas.ts';
export { feedPaths } from './feed-openapi.ts';
export { DEFAULT_FEED_MAX_BYTES, refuseDeclaredSize, sizeLimit } from './feed-size.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where a products feed's pictures are fetched into (the media store), whoever sends the feed. */
    feedImages: FeedImages;
    /** The largest feed body or uploaded file taken (feed-size.ts). */
    feedMaxBytes: number;
  }
}

/** /api/feeds/*: catalogue, stock and price feeds from the pharmacy's systems, and their jobs. */
export async function feedRoutes(app: FastifyInstance): Promise<void> {
  const now = () => app.now();
  const importer = feedImporter(app.db, now, (work) => app.database.maintenance(work), app.feedImages);
  const keys = integrationKeys(app.db, now);
  registerFeedRoutes(app, { keys, importer });
  registerFeedImageRoutes(app, { keys, images: app.feedImages });
  // Jobs a stopped process left running are failed when the server starts, and every minute after
  // (another instance may have stopped meanwhile).
  const closeAbandoned = () =>
    importer.jobs
      .failAbandoned()
      .then((ids) => ids.length > 0 && app.log.warn({ jobs: ids }, 'abandoned feed jobs marked failed'))
      .catch((err: unknown) => app.log.warn({ err }, 'abandoned feed jobs could not be checked'));
  await closeAbandoned();
  const timer = setInterval(() => void closeAbandoned(), 60_000);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
