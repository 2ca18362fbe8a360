import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, type FeedKind, type ImportJob } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import { jobView, type FeedFormat } from '@apteek/db/feeds';
import type { FeedImporter } from './feed-import.ts';
import { feedRowJsonSchema } from './feed-openapi.ts';
import { requireScope, type IntegrationKeys } from './feed-keys.ts';
import { FeedKindParamsSchema, FeedQuerySchema, JobParamsSchema } from './feed-schemas.ts';
import { refuseDeclaredSize, sizeLimit } from './feed-size.ts';

/** The media types a feed's body is read in, line by line as it arrives. */
const FEED_MEDIA_TYPES: Record<string, FeedFormat> = {
  'application/x-ndjson': 'jsonl',
  'application/jsonl': 'jsonl',
  'application/json-lines': 'jsonl',
  'text/csv': 'csv',
};

const ok = <T>(result: T) => ({ code: 200, result });

/** The media types a feed is sent in, for a content-type parser that leaves the body to the route. */
export const FEED_CONTENT_TYPES = Object.keys(FEED_MEDIA_TYPES);

/** The format the request's body is read in, or feed_type_unsupported (415). */
export function feedFormatOf(request: FastifyRequest, kind: FeedKind): FeedFormat {
  const type = request.headers['content-type']?.split(';', 1)[0]!.trim().toLowerCase() ?? '';
  const format = FEED_MEDIA_TYPES[type];
  if (!format || (format === 'csv' && kind !== 'stock')) throw new DomainError('feed_type_unsupported');
  return format;
}

/**
 * /api/feeds/*: the pharmacy's systems send products, stock and prices with their key; each
 * batch becomes a job whose answer is its summary, and whose progress another call can follow.
 */
export function registerFeedRoutes(
  app: FastifyInstance,
  deps: { keys: IntegrationKeys; importer: FeedImporter },
): void {
  // The body is left unread here and streamed by the route, no copy in memory, up to the feeds' own
  // limit (feed-size.ts), not the JSON bodies'.
  app.addContentTypeParser(FEED_CONTENT_TYPES, (_request, _payload, done) => done(null, undefined));

  app.post('/feeds/:kind', async (request) => {
    const caller = await deps.keys.authenticate(request.headers.authorization);
    const { kind } = parseInput(FeedKindParamsSchema, request.params);
    requireScope(caller, kind);
    const { batch, mode, dryRun } = parseInput(FeedQuerySchema, request.query ?? {});
    const format = feedFormatOf(request, kind);
    refuseDeclaredSize(request, app.feedMaxBytes);
    // Past the limit the job stops (failed) with what it applied, and the answer is a 413.
    const body = request.raw.pipe(sizeLimit(app.feedMaxBytes));
    const job = await deps.importer.run({
      kind,
      mode,
      dryRun,
      batchId: batch,
      keyId: caller.keyId,
      format,
      body,
    });
    // A repeated batch is answered without reading its body: drop what is still arriving.
    if (job.repeated) {
      request.raw.unpipe(body);
      request.raw.resume();
    }
    return ok<ImportJob>(job);
  });

  app.get('/feeds/schemas/:kind', async (request) => {
    const { kind } = parseInput(FeedKindParamsSchema, request.params);
    return feedRowJsonSchema(kind);
  });

  app.get('/feeds/jobs/:jobId', async (request) => {
    const caller = await deps.keys.authenticate(request.headers.authorization);
    const { jobId } = parseInput(JobParamsSchema, request.params);
    const job = await deps.importer.jobs.find(jobId, caller.keyId);
    if (!job) throw new DomainError('not_found');
    return ok<ImportJob>(jobView(job));
  });
}
