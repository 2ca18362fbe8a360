import { describe, expect, it } from 'vitest';
import {
  FEED_IMAGE_NAME_MAX,
  feedImageFileName,
  feedImageMediaTypeOf,
  isFeedImageMediaType,
  isFeedImageName,
} from './feed-image-files.ts';
import { readFeedLine } from './feed-validation.ts';

describe('an uploaded picture’s name', () => {
  it.each(['algi-150.jpg', 'ALGI_150.JPEG', 'packshots/algi-150.jpg', 'a/b/c.png', '7.webp'])(
    'takes %s',
    (name) => expect(isFeedImageName(name)).toBe(true),
  );

  it.each([
    '',
    '../algi.jpg',
    'a/../b.png',
    '.hidden.png',
    'a/.b.png',
    '/root.png',
    'a//b.png',
    'a b.png',
    'ä.png',
    'a\\b.png',
    'a/',
  ])('refuses %j', (name) => expect(isFeedImageName(name)).toBe(false));

  it(`is at most ${FEED_IMAGE_NAME_MAX} characters, so that file: and it fit an entry of images`, () => {
    expect(isFeedImageName(`${'a'.repeat(FEED_IMAGE_NAME_MAX - 4)}.png`)).toBe(true);
    expect(isFeedImageName(`${'a'.repeat(FEED_IMAGE_NAME_MAX - 3)}.png`)).toBe(false);
  });

  it('is what an entry of images names after file:, and an address names none', () => {
    expect(feedImageFileName('file:packshots/algi-150.jpg')).toBe('packshots/algi-150.jpg');
    expect(feedImageFileName('file:../x.png')).toBeNull();
    expect(feedImageFileName('FILE:algi.png')).toBeNull();
    expect(feedImageFileName('https://example.com/file:a.png')).toBeNull();
  });

  it('says its media type by its ending, SVG and others none', () => {
    expect(feedImageMediaTypeOf('a/B.JPG')).toBe('image/jpeg');
    expect(feedImageMediaTypeOf('b.jpeg')).toBe('image/jpeg');
    expect(feedImageMediaTypeOf('c.avif')).toBe('image/avif');
    expect(feedImageMediaTypeOf('d.svg')).toBeNull();
    expect(feedImageMediaTypeOf('png')).toBeNull();
    expect(isFeedImageMediaType('image/png')).toBe(true);
    expect(isFeedImageMediaType('image/svg+xml')).toBe(false);
    expect(isFeedImageMediaType('toString')).toBe(false);
  });
});

describe('images of a products row', () => {
  const row = (images: unknown[]) =>
    JSON.stringify({
      sku: 'ALGI-150',
      kind: 'otc',
      name: { et: 'Algi' },
      vatClass: 'medicine',
      price: '3',
      images,
    });

  it('takes addresses and uploaded files’ names side by side', () => {
    const result = readFeedLine(
      'products',
      row(['file:algi-150.jpg', 'https://cdn.example/a.png', 'HTTP://x.ee/b.gif']),
    );
    expect(result.ok).toBe(true);
    if (result.ok)
      expect(result.row).toMatchObject({
        images: ['file:algi-150.jpg', 'https://cdn.example/a.png', 'HTTP://x.ee/b.gif'],
      });
  });

  it('refuses a name that is not one, on its own entry', () => {
    const result = readFeedLine(
      'products',
      row(['file:algi.jpg', 'file:../etc/passwd', 'File:x.png', 'ftp://x/y.png']),
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => [p.field, p.code])).toEqual([
      ['images.1', 'image_address'],
      ['images.2', 'image_address'],
      ['images.3', 'image_address'],
    ]);
  });
});
