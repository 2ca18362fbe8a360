import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { DomainError } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import { contentImage, productImage, type ImageFormat, type RenderedImage } from './image-renderer.ts';
import {
  ContentImageParamsSchema,
  ContentImageQuerySchema,
  ImageParamsSchema,
  ImageQuerySchema,
} from './media-schemas.ts';

// A rendition only changes when the seed redraws its pack shot, which is rare enough for a year of
// browser caching; the disk cache itself follows the source file's modification time.
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * The image proxy: /api/catalog/product/{file}/image?size=600x744 for product pictures,
 * /api/content/{file}/image?size=560x350 for the home page's.
 */
export async function registerMediaRoutes(app: FastifyInstance, mediaDir: string): Promise<void> {
  app.get('/catalog/product/:file/image', async (request, reply) => {
    const { file } = parseInput(ImageParamsSchema, request.params);
    const { size } = parseInput(ImageQuerySchema, request.query);
    const format = preferredFormat(request.headers.accept);
    return sendImage(request, reply, await productImage({ mediaDir, file, size, format }));
  });
  app.get('/content/:file/image', async (request, reply) => {
    const { file } = parseInput(ContentImageParamsSchema, request.params);
    const { size } = parseInput(ContentImageQuerySchema, request.query);
    const format = preferredFormat(request.headers.accept);
    return sendImage(request, reply, await contentImage({ mediaDir, file, size, format }));
  });
}

function sendImage(request: FastifyRequest, reply: FastifyReply, image: RenderedImage | null) {
  if (!image) throw new DomainError('image_not_found');
  reply
    .header('Cache-Control', CACHE_CONTROL)
    .header('Vary', 'Accept')
    .header('ETag', image.etag)
    .type(image.contentType);
  if (isFresh(request.headers['if-none-match'], image.etag)) return reply.status(304).send();
  return reply.send(image.bytes);
}

function preferredFormat(accept: string | undefined): ImageFormat {
  return accept?.includes('image/webp') ? 'webp' : 'png';
}

function isFresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const trimmed = tag.trim();
    return trimmed === '*' || trimmed.replace(/^W\//, '') === etag;
  });
}
