import { createHash } from 'node:crypto';
import { join } from 'node:path';
import sharp from 'sharp';
import { writeAtomically } from './image-renderer.ts';

/** The largest source kept: twice the gallery size (600x744) is plenty for every rendition. */
const MAX_WIDTH = 1200;
const MAX_HEIGHT = 1488;
/** Pixels a picture may decode to at most: a small file claiming a huge canvas is refused. */
const MAX_INPUT_PIXELS = 50_000_000;

/** The bytes given are not a picture the shop can read. */
export class NotAnImageError extends Error {}

/**
 * Keeps a product picture in the media store beside the seeded pack shots
 * (`${mediaDir}/product/`), where the image proxy renders the storefront's sizes from it: decoded,
 * shrunk to at most 1200x1488, its metadata dropped and written as WebP under a name made of its
 * content, so the same picture is one file. Answers the file as product.image holds it,
 * `product/<name>.webp`. `keep: false` only checks that the picture can be read.
 */
export async function storeProductImage(
  mediaDir: string,
  bytes: Buffer,
  { keep = true }: { keep?: boolean } = {},
): Promise<string> {
  let webp: Buffer;
  try {
    webp = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, animated: false })
      .rotate()
      .resize(MAX_WIDTH, MAX_HEIGHT, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
  } catch {
    throw new NotAnImageError('Not a picture that can be read');
  }
  const name = `${createHash('sha256').update(webp).digest('hex').slice(0, 32)}.webp`;
  if (keep) await writeAtomically(join(mediaDir, 'product', name), webp);
  return `product/${name}`;
}
