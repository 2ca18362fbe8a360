import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { createInterface } from 'node:readline';
import type { Db } from '@apteek/db';
import { DomainError, feedImageFileName, feedImageMediaTypeOf, feedReason } from '@apteek/domain';
import { uploadedImageKey, type FeedImages, type ImageOutcome } from './feed-images.ts';

/** What the import command did with the picture files its feed names. */
export interface StagedImageFiles {
  /** Read from beside the feed and stored (a dry run: checked). */
  stored: string[];
  /** Beside the feed but not taken, each row naming it refused with the reason. */
  refused: string[];
  /** Not beside the feed: a row naming one takes the picture uploaded before under that name, if any. */
  absent: string[];
}

/** The uploaded files' names a products feed file's rows name in `images`, read a line at a time. */
export async function feedImageFileNames(feedFile: string): Promise<string[]> {
  const names = new Set<string>();
  const lines = createInterface({ input: createReadStream(feedFile), crlfDelay: Infinity });
  for await (const line of lines) {
    if (!line.includes('"file:')) continue;
    let row: unknown;
    try {
      row = JSON.parse(line);
    } catch {
      continue; // The import reports the line.
    }
    const images = (row as { images?: unknown } | null)?.images;
    if (!Array.isArray(images)) continue;
    for (const entry of images) {
      const name = typeof entry === 'string' ? feedImageFileName(entry) : null;
      if (name !== null) names.add(name);
    }
  }
  return [...names];
}

/** A file beside the feed as an upload of it would end: stored (or checked), or the reason it is not. */
async function stageOne(db: Db, images: FeedImages, path: string, name: string, keep: boolean) {
  const size = (await stat(path)).size;
  if (size > images.maxBytes)
    return {
      reason: feedReason('image_too_large', {
        megabytes: Math.round((images.maxBytes / 1024 / 1024) * 10) / 10,
      }),
    };
  if (feedImageMediaTypeOf(name) === null)
    return { reason: feedReason('image_media_type', { mediaType: extname(name) || name }) };
  try {
    return { file: await images.upload(db, name, await readFile(path), { keep }) };
  } catch (error) {
    if (error instanceof DomainError && error.code === 'feed_image_unreadable')
      return { reason: feedReason('image_unreadable') };
    throw error;
  }
}

const isFile = (path: string) =>
  stat(path).then(
    (found) => found.isFile(),
    () => false,
  );

/**
 * Before the import command sends a products feed: each file its rows name as `file:<name>` read
 * from the feed file's folder (`<folder>/<name>`) and uploaded as PUT /api/feeds/images/{name}
 * would, with the same checks; in a dry run only checked. The outcome of each is staged in the
 * store, so a row naming a file that was refused gets that file's reason.
 */
export async function stageFeedImageFiles(
  db: Db,
  images: FeedImages,
  feedFile: string,
  { dryRun }: { dryRun: boolean },
): Promise<StagedImageFiles> {
  const staged: StagedImageFiles = { stored: [], refused: [], absent: [] };
  const folder = dirname(feedFile);
  for (const name of await feedImageFileNames(feedFile)) {
    const path = join(folder, name);
    if (!(await isFile(path))) {
      staged.absent.push(name);
      continue;
    }
    const outcome: ImageOutcome = await stageOne(db, images, path, name, !dryRun);
    images.stage(uploadedImageKey(name), outcome);
    ('file' in outcome ? staged.stored : staged.refused).push(name);
  }
  return staged;
}
