import { lookup as dnsLookup } from 'node:dns';
import { stat } from 'node:fs/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  DomainError,
  FEED_IMAGE_FILE_PREFIX,
  FEED_IMAGE_MEDIA_TYPES,
  feedImageFileName,
  feedReason,
  isFeedImageMediaType,
  type FeedProductRow,
  type FeedReason,
} from '@apteek/domain';
import { NotAnImageError, storeProductImage } from '../media/index.ts';
import type { ReadRow, Report } from '@apteek/db/feeds';

const { feedImage } = schema;

export interface FeedImageOptions {
  mediaDir: string;
  /**
   * Fetch from this machine and private networks too: only for a test's local server or a
   * pharmacy whose pictures are on its own network (FEED_IMAGES_PRIVATE=allow). Off, such an
   * address is refused, whatever name resolves to it, so a feed cannot reach the shop's insides.
   */
  allowPrivateAddresses?: boolean;
  /** A picture's whole answer must arrive within this (10 s by default). */
  timeoutMs?: number;
  /** Bytes a picture may have (10 MB by default). */
  maxBytes?: number;
}

/** The pictures a feed may send: decoded and stored as WebP. SVG is not taken (it may hold scripts). */
const IMAGE_TYPES = Object.keys(FEED_IMAGE_MEDIA_TYPES);
/** Bytes a picture may have unless the options say otherwise: 10 MB. */
export const DEFAULT_FEED_IMAGE_MAX_BYTES = 10 * 1024 * 1024;
const REDIRECTS = 3;
/** Pictures of a chunk fetched at once. */
const PARALLEL_FETCHES = 4;

/** Why a picture's address gave no picture: the reason a row is refused with. */
export class ImageFetchError extends Error {
  constructor(readonly reason: FeedReason) {
    super(reason.reason);
  }
}

/**
 * Loopback, private, link-local, shared, documentation, multicast and reserved ranges. The IPv4
 * ranges also hold the IPv6 forms of their addresses (::ffff:127.0.0.1).
 */
const PRIVATE = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  PRIVATE.addSubnet(network, prefix, 'ipv6');

/** An address on the public internet, not this machine's nor a private network's. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  return !PRIVATE.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Resolves a host name and connects only to an address the policy allows: a name cannot rebind. */
function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, addresses) => {
      if (error) return callback(error, '', 0);
      const allowed = addresses.filter((a) => allowPrivate || isPublicAddress(a.address));
      if (allowed.length === 0)
        return callback(new ImageFetchError(feedReason('image_private_address')), '', 0);
      if (options.all) return callback(null, allowed as never, 0);
      return callback(null, allowed[0]!.address, allowed[0]!.family);
    });
  };
}

function networkReason(error: unknown, timeoutMs: number): FeedReason {
  if (error instanceof ImageFetchError) return error.reason;
  const code = (error as { code?: string }).code;
  if (code === 'ETIMEDOUT' || code === 'ABORT_ERR')
    return feedReason('image_timeout', { seconds: timeoutMs / 1000 });
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return feedReason('image_host_unknown');
  return feedReason('image_no_answer');
}

/**
 * Fetches pictures by address: http and https only, at most REDIRECTS redirects (each checked
 * again), a time-out over the whole answer, a size limit read as the bytes arrive, image media
 * types only. Private and local addresses are refused unless the options allow them.
 */
export function imageFetcher(options: FeedImageOptions) {
  const timeoutMs = options.timeoutMs ?? 10_000;
  const maxBytes = options.maxBytes ?? DEFAULT_FEED_IMAGE_MAX_BYTES;
  const allowPrivate = options.allowPrivateAddresses ?? false;
  const lookup = guardedLookup(allowPrivate);
  const tooLarge = feedReason('image_too_large', {
    megabytes: Math.round((maxBytes / 1024 / 1024) * 10) / 10,
  });

  function answer(url: URL, signal: AbortSignal): Promise<IncomingMessage> {
    if (url.protocol !== 'http:' && url.protocol !== 'https:')
      return Promise.reject(new ImageFetchError(feedReason('image_scheme')));
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (isIP(host) !== 0 && !allowPrivate && !isPublicAddress(host))
      return Promise.reject(new ImageFetchError(feedReason('image_private_address')));
    const client = url.protocol === 'https:' ? https : http;
    return new Promise((resolve, reject) => {
      const request = client.get(url, { lookup, signal, headers: { accept: IMAGE_TYPES.join(', ') } });
      request.once('response', resolve);
      request.once('error', reject);
    });
  }

  async function body(response: IncomingMessage): Promise<Buffer> {
    if (Number(response.headers['content-length'] ?? 0) > maxBytes) throw new ImageFetchError(tooLarge);
    const parts: Buffer[] = [];
    let size = 0;
    for await (const part of response as AsyncIterable<Buffer>) {
      size += part.length;
      if (size > maxBytes) {
        response.destroy();
        throw new ImageFetchError(tooLarge);
      }
      parts.push(part);
    }
    return Buffer.concat(parts);
  }

  return {
    /** The picture's bytes, or an ImageFetchError saying why there are none. */
    async fetch(address: string): Promise<Buffer> {
      const signal = AbortSignal.timeout(timeoutMs);
      try {
        let url = new URL(address);
        for (let redirects = 0; ; redirects++) {
          const response = await answer(url, signal);
          const location = response.headers.location;
          if (response.statusCode! >= 300 && response.statusCode! < 400 && location) {
            response.resume();
            if (redirects === REDIRECTS) throw new ImageFetchError(feedReason('image_redirects'));
            url = new URL(location, url);
            continue;
          }
          if (response.statusCode !== 200) {
            response.resume();
            throw new ImageFetchError(feedReason('image_status', { status: response.statusCode! }));
          }
          const type = response.headers['content-type']?.split(';', 1)[0]!.trim().toLowerCase() ?? '';
          if (!isFeedImageMediaType(type)) {
            response.resume();
            throw new ImageFetchError(
              type ? feedReason('image_media_type', { mediaType: type }) : feedReason('image_no_media_type'),
            );
          }
          return await body(response);
        }
      } catch (error) {
        if (error instanceof ImageFetchError && !signal.aborted) throw error;
        throw new ImageFetchError(networkReason(signal.aborted ? { code: 'ABORT_ERR' } : error, timeoutMs));
      }
    },
  };
}

const isFile = (path: string) =>
  stat(path).then(
    (found) => found.isFile(),
    () => false,
  );

/** What a picture's address or file became: the media file, or why there is none. */
export type ImageOutcome = { file: string } | { reason: FeedReason };

/** The feed_image key of an uploaded file: what a row names it by, `file:<name>`. */
export const uploadedImageKey = (name: string) => `${FEED_IMAGE_FILE_PREFIX}${name}`;

/**
 * The products feed's pictures: each address fetched once into the media store and remembered
 * (feed_image), so an unchanged address is not fetched again by later imports; each file uploaded
 * under its name stored the same way and remembered as `file:<name>`, which rows name it by.
 */
export function feedImageStore(options: FeedImageOptions) {
  const fetcher = imageFetcher(options);
  /** Outcomes a caller settled before the feed (the import command's files): these win. */
  const staged = new Map<string, ImageOutcome>();

  async function remember(db: Db, made: { url: string; file: string }[]): Promise<void> {
    if (made.length === 0) return;
    await db
      .insert(feedImage)
      .values(made)
      .onConflictDoUpdate({
        target: feedImage.url,
        set: { file: sql`excluded.file`, fetchedAt: sql`now()` },
      });
  }

  async function fetchAndStore(url: string, keep: boolean): Promise<ImageOutcome> {
    try {
      return { file: await storeProductImage(options.mediaDir, await fetcher.fetch(url), { keep }) };
    } catch (error) {
      if (error instanceof ImageFetchError) return { reason: error.reason };
      if (error instanceof NotAnImageError) return { reason: feedReason('image_unreadable') };
      throw error;
    }
  }

  return {
    /** The largest picture taken, by address or uploaded. */
    maxBytes: options.maxBytes ?? DEFAULT_FEED_IMAGE_MAX_BYTES,

    /**
     * A picture uploaded under its name: decoded, shrunk and stored as WebP under its content's
     * digest (the same picture is one file whatever its names), and remembered as `file:<name>`;
     * the same name again takes the new picture for the rows that name it from then on. Answers
     * the media file; feed_image_unreadable (422) when the bytes are not a picture. `keep: false`
     * (a dry run) only checks it.
     */
    async upload(db: Db, name: string, bytes: Buffer, { keep = true } = {}): Promise<string> {
      let file: string;
      try {
        file = await storeProductImage(options.mediaDir, bytes, { keep });
      } catch (error) {
        if (error instanceof NotAnImageError) throw new DomainError('feed_image_unreadable');
        throw error;
      }
      if (keep) await remember(db, [{ url: uploadedImageKey(name), file }]);
      return file;
    },

    /**
     * Settles what an entry of `images` becomes for this store's later imports, before and
     * whatever feed_image says: the import command's files read from beside the feed, kept or
     * (a dry run) only checked.
     */
    stage(entry: string, outcome: ImageOutcome): void {
      staged.set(entry, outcome);
    },

    /**
     * The outcome of each address or file: the staged and stored ones read in one statement, the
     * other addresses fetched a few at a time and remembered in one more; a file neither uploaded
     * nor staged is image_file_unknown. `keep: false` (a dry run) fetches and checks addresses but
     * writes nothing.
     */
    async resolve(db: Db, urls: string[], { keep }: { keep: boolean }): Promise<Map<string, ImageOutcome>> {
      const outcomes = new Map<string, ImageOutcome>();
      const wanted = [...new Set(urls)];
      if (wanted.length === 0) return outcomes;
      for (const url of wanted) {
        const settled = staged.get(url);
        if (settled) outcomes.set(url, settled);
      }
      const stored = await db
        .select({ url: feedImage.url, file: feedImage.file })
        .from(feedImage)
        .where(
          inArray(
            feedImage.url,
            wanted.filter((url) => !outcomes.has(url)),
          ),
        );
      // A file gone from the media folder (a folder restored without it) is fetched again.
      for (const row of stored)
        if (await isFile(join(options.mediaDir, row.file))) outcomes.set(row.url, { file: row.file });
      for (const url of wanted) {
        const name = feedImageFileName(url);
        if (name !== null && !outcomes.has(url))
          outcomes.set(url, { reason: feedReason('image_file_unknown', { name }) });
      }
      const missing = wanted.filter((url) => !outcomes.has(url));
      for (let start = 0; start < missing.length; start += PARALLEL_FETCHES) {
        const batch = missing.slice(start, start + PARALLEL_FETCHES);
        const fetched = await Promise.all(batch.map((url) => fetchAndStore(url, keep)));
        batch.forEach((url, i) => outcomes.set(url, fetched[i]!));
      }
      const made = missing.flatMap((url) => {
        const outcome = outcomes.get(url)!;
        return 'file' in outcome ? [{ url, file: outcome.file }] : [];
      });
      if (keep) await remember(db, made);
      return outcomes;
    },
  };
}

export type FeedImages = ReturnType<typeof feedImageStore>;

/**
 * The product rows of a chunk with their pictures' addresses turned into media files. A row with
 * an address that gave no picture is reported, the address's field with the reason, and left
 * out whole: nothing of it is written.
 */
export async function withFetchedImages(
  db: Db,
  images: FeedImages,
  rows: ReadRow[],
  { dryRun, report }: { dryRun: boolean; report: Report },
): Promise<ReadRow[]> {
  const productOf = (row: ReadRow) => (row.result.ok ? (row.result.row as FeedProductRow) : null);
  const urls = rows.flatMap((row) => productOf(row)?.images ?? []);
  if (urls.length === 0) return rows;
  const outcomes = await images.resolve(db, urls, { keep: !dryRun });
  return rows.flatMap((row) => {
    const product = productOf(row);
    if (!product || product.images.length === 0 || !row.result.ok) return [row];
    const files: string[] = [];
    for (const [i, url] of product.images.entries()) {
      const outcome = outcomes.get(url)!;
      if ('reason' in outcome) report(row.line, product.sku, `images.${i}`, outcome.reason);
      else files.push(outcome.file);
    }
    if (files.length < product.images.length) return [];
    return [{ ...row, result: { ...row.result, row: { ...product, images: files } } }];
  });
}
