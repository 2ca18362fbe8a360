import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, isFeedImageMediaType } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import { uploadedImageKey, type FeedImages } from './feed-images.ts';
import { requireScope, type IntegrationKeys } from './feed-keys.ts';
import { FeedImageParamsSchema } from './feed-schemas.ts';

/** What an upload answers: the name rows give it by, and the media file it became. */
export interface UploadedFeedImage {
  name: string;
  /** What a products row names it by in `images`. */
  entry: string;
  /** The media file, as product.image holds it: `product/<digest>.webp`. */
  file: string;
}

/** The body's bytes, at most `maxBytes`: beyond, feed_image_too_large (413), before reading if its length says so. */
async function pictureBody(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  const tooLarge = () => new DomainError('feed_image_too_large', { maxBytes });
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw tooLarge();
  const parts: Buffer[] = [];
  let size = 0;
  for await (const part of request.raw as IncomingMessage & AsyncIterable<Buffer>) {
    size += part.length;
    if (size > maxBytes) throw tooLarge();
    parts.push(part);
  }
  return Buffer.concat(parts);
}

/**
 * PUT /api/feeds/images/{name}: a pharmacy's system uploads a picture (a catalogue key) that its
 * products rows then name as `file:<name>`; the same checks and store as a picture by address.
 */
export function registerFeedImageRoutes(
  app: FastifyInstance,
  deps: { keys: IntegrationKeys; images: FeedImages },
): void {
  // Its own scope, where every body is left to the route, which answers a type it does not take itself.
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, _payload, done) => done(null, undefined));
    scope.put('/feeds/images/*', (request) => uploadPicture(app, deps, request));
  });
}

/** The upload: the key and its scope first, then the name, the media type, the size and the picture. */
async function uploadPicture(
  app: FastifyInstance,
  deps: { keys: IntegrationKeys; images: FeedImages },
  request: FastifyRequest,
): Promise<{ code: 200; result: UploadedFeedImage }> {
  const caller = await deps.keys.authenticate(request.headers.authorization);
  requireScope(caller, 'products');
  const { name } = parseInput(FeedImageParamsSchema, { name: (request.params as { '*': string })['*'] });
  const type = request.headers['content-type']?.split(';', 1)[0]!.trim().toLowerCase() ?? '';
  if (!isFeedImageMediaType(type)) throw new DomainError('feed_image_type_unsupported');
  const bytes = await pictureBody(request, deps.images.maxBytes);
  const file = await deps.images.upload(app.db, name, bytes);
  return { code: 200, result: { name, entry: uploadedImageKey(name), file } };
}
