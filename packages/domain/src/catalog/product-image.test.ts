import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  PLACEHOLDER_IMAGE,
  productImageUrl,
  resizedProductImage,
  type ProductImageSize,
} from './product-image.ts';

const sizes = fc.constantFrom<ProductImageSize>('600x744', '310x300', '150x150');

describe('productImageUrl', () => {
  it('asks the image proxy for the size, whichever way the media path is written', () => {
    const expected = '/api/catalog/product/para-500.svg/image?size=310x300';
    expect(productImageUrl('/media/product/para-500.svg', '310x300')).toBe(expected);
    expect(productImageUrl('product/para-500.svg', '310x300')).toBe(expected);
    expect(productImageUrl('para-500.svg', '310x300')).toBe(expected);
  });

  it('encodes the file name as one path segment', () => {
    expect(productImageUrl('/media/product/a b#c.png', '600x744')).toBe(
      '/api/catalog/product/a%20b%23c.png/image?size=600x744',
    );
  });

  it('shows the placeholder for a product without an image', () => {
    expect(productImageUrl(null, '150x150')).toBe(PLACEHOLDER_IMAGE);
    expect(productImageUrl('', '310x300')).toBe(PLACEHOLDER_IMAGE);
  });
});

describe('resizedProductImage', () => {
  it('is the address the proxy would be asked at the other size, for every picture', () => {
    fc.assert(
      fc.property(fc.option(fc.string(), { nil: null }), sizes, sizes, (image, from, to) => {
        expect(resizedProductImage(productImageUrl(image, from), to)).toBe(productImageUrl(image, to));
      }),
    );
  });

  it('turns a card picture into the cart thumbnail', () => {
    expect(resizedProductImage('/api/catalog/product/x.png/image?size=310x300', '150x150')).toBe(
      '/api/catalog/product/x.png/image?size=150x150',
    );
  });
});
