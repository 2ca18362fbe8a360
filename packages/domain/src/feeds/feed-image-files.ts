/**
 * Pictures a products feed names by file instead of by address: the pharmacy's system uploads each
 * file once under its name (PUT /api/feeds/images/{name}, or the import command from beside the
 * feed file), and a row names it as `file:<name>` in `images`.
 */

/** What a row's `images` entry starts with when it names an uploaded file. */
export const FEED_IMAGE_FILE_PREFIX = 'file:';

/** The longest name: with its prefix it fits the 255 characters an entry of `images` may have. */
export const FEED_IMAGE_NAME_MAX = 250;

/**
 * A name is one or more folders and a file, each of letters, digits, dot, dash and underscore and
 * not starting with a dot, joined by `/`: `algi-150.jpg`, `packshots/algi-150.jpg`. So it never
 * climbs out of the folder the import command reads it from (`..`) nor names a hidden file.
 */
const SEGMENT = '[A-Za-z0-9_][A-Za-z0-9_.-]*';
const NAME = `${SEGMENT}(?:/${SEGMENT})*`;
const NAME_PATTERN = new RegExp(`^${NAME}$`);

/** An `images` entry: an http(s) address, or `file:` and an uploaded file's name. */
export const FEED_IMAGE_ENTRY_PATTERN = new RegExp(
  `^(?:[Hh][Tt][Tt][Pp][Ss]?://[^\\s]+|${FEED_IMAGE_FILE_PREFIX}${NAME})$`,
);

export function isFeedImageName(name: string): boolean {
  return name.length <= FEED_IMAGE_NAME_MAX && NAME_PATTERN.test(name);
}

/** The uploaded file's name an entry of `images` names, or null for an address (or a bad name). */
export function feedImageFileName(entry: string): string | null {
  if (!entry.startsWith(FEED_IMAGE_FILE_PREFIX)) return null;
  const name = entry.slice(FEED_IMAGE_FILE_PREFIX.length);
  return isFeedImageName(name) ? name : null;
}

/**
 * The media types a picture is taken in, by address or uploaded, with the file endings the
 * import command reads them by. SVG is not taken (it may hold scripts).
 */
export const FEED_IMAGE_MEDIA_TYPES = {
  'image/jpeg': ['.jpg', '.jpeg'],
  'image/png': ['.png'],
  'image/webp': ['.webp'],
  'image/gif': ['.gif'],
  'image/avif': ['.avif'],
} as const satisfies Record<string, readonly string[]>;

export type FeedImageMediaType = keyof typeof FEED_IMAGE_MEDIA_TYPES;

export function isFeedImageMediaType(type: string): type is FeedImageMediaType {
  return Object.hasOwn(FEED_IMAGE_MEDIA_TYPES, type);
}

/** The media type a file's name says it holds, by its ending (any case), or null. */
export function feedImageMediaTypeOf(name: string): FeedImageMediaType | null {
  const lower = name.toLowerCase();
  for (const [type, endings] of Object.entries(FEED_IMAGE_MEDIA_TYPES))
    if (endings.some((ending) => lower.endsWith(ending))) return type as FeedImageMediaType;
  return null;
}
