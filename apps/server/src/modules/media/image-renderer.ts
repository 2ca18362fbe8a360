import { createHash, randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import sharp from 'sharp';
import { HOME_IMAGE_SIZES, type HomeImageSize } from '@apteek/domain';
import { IMAGE_SIZES, type ImageSize } from './media-schemas.ts';

export type ImageFormat = 'webp' | 'png';

export interface RenderedImage {
  bytes: Buffer;
  contentType: `image/${ImageFormat}`;
  etag: string;
}

export interface ImageRequest {
  mediaDir: string;
  /** A bare, already validated file name inside `${mediaDir}/product/`. */
  file: string;
  size: ImageSize;
  format: ImageFormat;
}

const WHITE = { r: 255, g: 255, b: 255, alpha: 1 };
const inFlight = new Map<string, Promise<Buffer | null>>();

/**
 * A product image at one of the storefront's sizes, rendered once and then read from the disk cache
 * `${mediaDir}/cache/{size}/{file}.{format}`; null when the source image does not exist.
 * Concurrent requests for the same rendition share one render.
 */
export function productImage(request: ImageRequest): Promise<RenderedImage | null> {
  const { width, height } = IMAGE_SIZES[request.size];
  return renderedImage({
    source: join(request.mediaDir, 'product', request.file),
    cached: join(request.mediaDir, 'cache', request.size, `${request.file}.${request.format}`),
    render: (image) => image.resize(width, height, { fit: 'contain', background: WHITE }),
    format: request.format,
  });
}

/**
 * A home page picture (`${mediaDir}/content/{file}`) at one of its sizes, cropped to fill it, cached
 * like product images under `${mediaDir}/cache/content/`.
 */
export function contentImage(
  request: Omit<ImageRequest, 'size'> & { size: HomeImageSize },
): Promise<RenderedImage | null> {
  const { width, height } = HOME_IMAGE_SIZES[request.size];
  return renderedImage({
    source: join(request.mediaDir, 'content', request.file),
    cached: join(request.mediaDir, 'cache', 'content', request.size, `${request.file}.${request.format}`),
    render: (image) => image.resize(width, height, { fit: 'cover' }),
    format: request.format,
  });
}

interface Rendition {
  source: string;
  cached: string;
  render: (image: sharp.Sharp) => sharp.Sharp;
  format: ImageFormat;
}

async function renderedImage(request: Rendition): Promise<RenderedImage | null> {
  const { cached } = request;
  let pending = inFlight.get(cached);
  if (!pending) {
    pending = cachedOrRendered(request).finally(() => inFlight.delete(cached));
    inFlight.set(cached, pending);
  }
  const bytes = await pending;
  if (!bytes) return null;
  const etag = `"${createHash('sha256').update(bytes).digest('base64url').slice(0, 27)}"`;
  return { bytes, contentType: `image/${request.format}`, etag };
}

async function cachedOrRendered({ source, cached, render, format }: Rendition): Promise<Buffer | null> {
  const [sourceStat, cachedStat] = await Promise.all([statOrNull(source), statOrNull(cached)]);
  if (!sourceStat?.isFile()) return null;
  // A redrawn source (the seed redraws pack shots when it changes) invalidates its renditions.
  if (cachedStat && cachedStat.mtimeMs >= sourceStat.mtimeMs) return readFile(cached);
  const image = render(sharp(source)).flatten({ background: WHITE });
  const bytes = await (format === 'webp' ? image.webp({ quality: 82 }) : image.png()).toBuffer();
  await writeAtomically(cached, bytes);
  return bytes;
}

/** Readers never see a half-written file: write beside it, then rename over it. */
export async function writeAtomically(path: string, bytes: Buffer): Promise<void> {
  await mkdir(dirname(path), { recursive: true });
  const temp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temp, bytes);
    await rename(temp, path);
  } catch (error) {
    await unlink(temp).catch(() => undefined);
    throw error;
  }
}

async function statOrNull(path: string) {
  return stat(path).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') return null;
    throw error;
  });
}
