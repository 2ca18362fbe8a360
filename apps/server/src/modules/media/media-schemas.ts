import { z } from 'zod';
import { HOME_IMAGE_SIZES, type HomeImageSize } from '@apteek/domain';

/** The storefront's image sizes: gallery 600x744, product thumbnail 310x300, cart thumbnail 150x150. */
export const IMAGE_SIZES = {
  '600x744': { width: 600, height: 744 },
  '310x300': { width: 310, height: 300 },
  '150x150': { width: 150, height: 150 },
} as const;
export type ImageSize = keyof typeof IMAGE_SIZES;

const SIZE_NAMES = Object.keys(IMAGE_SIZES) as [ImageSize, ...ImageSize[]];

// A bare file name: no directories, no dot-files, so nothing outside the product folder is reachable.
const FILE_NAME = /^[a-z0-9][a-z0-9._-]*\.(svg|png|jpe?g|webp)$/;

export const ImageParamsSchema = z.object({
  // product.image holds 'product/<file>'; the prefix may come along URL-encoded.
  file: z
    .string()
    .transform((file) => file.replace(/^product\//, ''))
    .pipe(z.string().max(200).regex(FILE_NAME, 'Must be a product image file name')),
});

export const ImageQuerySchema = z.object({
  size: z.enum(SIZE_NAMES, { error: `Must be one of ${SIZE_NAMES.join(', ')}` }).default('600x744'),
});

export const ContentImageParamsSchema = z.object({
  // A home picture is 'content/<file>'; the prefix may come along URL-encoded.
  file: z
    .string()
    .transform((file) => file.replace(/^content\//, ''))
    .pipe(z.string().max(200).regex(FILE_NAME, 'Must be a content image file name')),
});

const CONTENT_SIZE_NAMES = Object.keys(HOME_IMAGE_SIZES) as [HomeImageSize, ...HomeImageSize[]];

export const ContentImageQuerySchema = z.object({
  size: z.enum(CONTENT_SIZE_NAMES, { error: `Must be one of ${CONTENT_SIZE_NAMES.join(', ')}` }),
});
