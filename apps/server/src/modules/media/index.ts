import type { FastifyInstance } from 'fastify';
import { registerMediaRoutes } from './media-routes.ts';

export { registerMediaFiles } from './media-files.ts';
export { mediaPaths } from './media-openapi.ts';
export { NotAnImageError, storeProductImage } from './media-store.ts';

export interface MediaOptions {
  mediaDir: string;
}

/** Product images resized to the storefront's sizes. */
export async function mediaRoutes(app: FastifyInstance, options: MediaOptions): Promise<void> {
  await registerMediaRoutes(app, options.mediaDir);
}
