import { errorResponses, pathParameter, queryParameters, type PathItems } from '../docs/index.ts';
import { ContentImageQuerySchema, ImageQuerySchema } from './media-schemas.ts';

export const mediaPaths: PathItems = {
  '/api/catalog/product/{file}/image': {
    get: {
      summary: 'A product image at a storefront size, WebP when accepted, else PNG',
      description:
        'Fitted whole on white at exactly the size asked; cached for a year (`immutable`, `ETag`, `Vary: Accept`).',
      parameters: [
        pathParameter(
          'file',
          { type: 'string', pattern: '^(product/)?[a-z0-9][a-z0-9._-]*\\.(svg|png|jpe?g|webp)$' },
          "The product's image name, e.g. `para-500-20.svg` (or the URL-encoded `product/para-500-20.svg`)",
        ),
        ...queryParameters(ImageQuerySchema),
      ],
      responses: {
        200: {
          description: 'The image',
          content: { 'image/webp': {}, 'image/png': {} },
        },
        304: { description: 'Unchanged since the ETag sent in If-None-Match' },
        ...errorResponses,
      },
    },
  },
  '/api/content/{file}/image': {
    get: {
      summary:
        "A home page picture (the hero's, an Instagram tile's) at a page size, WebP when accepted, else PNG",
      description: 'Cropped to fill the size asked; cached for a year (`immutable`, `ETag`, `Vary: Accept`).',
      parameters: [
        pathParameter(
          'file',
          { type: 'string', pattern: '^(content/)?[a-z0-9][a-z0-9._-]*\\.(svg|png|jpe?g|webp)$' },
          "The picture's name in the media store, e.g. `pharmacy.svg` (or the URL-encoded `content/pharmacy.svg`)",
        ),
        ...queryParameters(ContentImageQuerySchema),
      ],
      responses: {
        200: { description: 'The image', content: { 'image/webp': {}, 'image/png': {} } },
        304: { description: 'Unchanged since the ETag sent in If-None-Match' },
        ...errorResponses,
      },
    },
  },
};
