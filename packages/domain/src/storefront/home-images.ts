/**
 * The home page's pictures: the hero's head images and the Instagram tiles. Their files live in the
 * media store's `content/` folder and reach pages through the image proxy at fixed sizes, as
 * product pictures do (a source may be an SVG, which the browser would build as a document).
 */
export const HOME_IMAGE_SIZES = {
  /** The hero's picture beside the heading, and twice that for dense screens. */
  '560x350': { width: 560, height: 350 },
  '1120x700': { width: 1120, height: 700 },
  /** An Instagram tile, and twice that. */
  '240x240': { width: 240, height: 240 },
  '480x480': { width: 480, height: 480 },
} as const;
export type HomeImageSize = keyof typeof HOME_IMAGE_SIZES;

/** Where the image proxy answers for content pictures: `{PROXY}{file}/image?size=…`. */
const PROXY = '/api/content/';

/** A content picture through the image proxy; `file` is the media path 'content/{file}' or '{file}'. */
export function contentImageUrl(file: string, size: HomeImageSize): string {
  const name = file.replace(/^\/?(?:media\/)?content\//, '');
  return `${PROXY}${encodeURIComponent(name)}/image?size=${size}`;
}

/** A post or reel on Instagram: `https://www.instagram.com/p/{code}/` or `/reel/{code}/`. */
const INSTAGRAM_POST_PATH = /^\/(?:p|reel)\/[A-Za-z0-9_-]{1,64}\/?$/;

/**
 * Whether a tile's link is an Instagram post on the exact host `https://www.instagram.com/`, with
 * no credentials, port, query or fragment: a tile opens a new tab, and must never lead elsewhere.
 */
export function isInstagramPostUrl(url: string): boolean {
  if (!URL.canParse(url)) return false;
  const parsed = new URL(url);
  return (
    url.startsWith('https://www.instagram.com/') &&
    parsed.protocol === 'https:' &&
    parsed.host === 'www.instagram.com' &&
    parsed.username === '' &&
    parsed.password === '' &&
    parsed.search === '' &&
    parsed.hash === '' &&
    INSTAGRAM_POST_PATH.test(parsed.pathname)
  );
}

/** The hero's picture; `path` (inside the store view) when it links somewhere. */
export interface HomeHeadImage {
  id: number;
  /** The picture through the image proxy at 560x350, and at twice that. */
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
  path: string | null;
}

/** A picture of the shop's Instagram, linking to its post. */
export interface HomeInstagramTile {
  id: number;
  src: string;
  srcSet: string;
  width: number;
  height: number;
  alt: string;
  /** The post, always an `isInstagramPostUrl`. */
  url: string;
}
