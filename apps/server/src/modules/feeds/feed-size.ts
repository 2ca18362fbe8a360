import { Transform } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { DomainError } from '@apteek/domain';

/** The feeds' own limit of a body or file, far above the 200 MB a feed is tested with: 1 GiB. */
export const DEFAULT_FEED_MAX_BYTES = 1024 ** 3;

/** A body whose Content-Length says it is larger than `maxBytes` is refused (413) before it is read. */
export function refuseDeclaredSize(request: FastifyRequest, maxBytes: number): void {
  const declared = Number(request.headers['content-length']);
  if (Number.isFinite(declared) && declared > maxBytes) throw new DomainError('feed_too_large', { maxBytes });
}

/**
 * Passes a body on as it arrives and fails with feed_too_large (413) once it has passed
 * `maxBytes`: a body sent without its length (chunked) is stopped there.
 */
export function sizeLimit(maxBytes: number): Transform {
  let bytes = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, next) {
      bytes += chunk.length;
      if (bytes > maxBytes) next(new DomainError('feed_too_large', { maxBytes }));
      else next(null, chunk);
    },
  });
}
