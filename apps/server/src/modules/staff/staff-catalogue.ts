import { createHash, randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CATALOGUE_STAFF_ROLES, DomainError, type ImportJob, type ImportJobSummary } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import {
  FEED_CONTENT_TYPES,
  feedFormatOf,
  FeedKindParamsSchema,
  JobParamsSchema,
  RecentJobsQuerySchema,
  refuseDeclaredSize,
  sizeLimit,
  StaffFeedQuerySchema,
  type FeedImporter,
} from '../feeds/index.ts';
import type { StaffAudit } from './staff-audit.ts';
import { registerStaffProductRoutes } from './staff-catalogue-products.ts';
import type { StaffMember } from './staff-service.ts';

const ok = <T>(result: T) => ({ code: 200, result });

/** The path a feed file is uploaded to: the only staff POST whose body is not JSON. */
export const STAFF_FEED_UPLOAD = /^\/api\/staff\/catalogue\/feeds\/[^/?]+(\?|$)/;

/**
 * The upload written to a file of its own as it arrives (memory does not grow with it), with its
 * SHA-256: the same file uploaded twice is one batch, as with `npm run catalogue:import`.
 */
async function saveUpload(
  body: NodeJS.ReadableStream,
  maxBytes: number,
): Promise<{ path: string; digest: string; bytes: number }> {
  const path = join(tmpdir(), `apteek-feed-${randomUUID()}`);
  const hash = createHash('sha256');
  let bytes = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, next) {
      hash.update(chunk);
      bytes += chunk.length;
      next(null, chunk);
    },
  });
  try {
    // Piped, not in the pipeline: a refusal leaves the request's stream as it is, to be answered.
    await pipeline(body.pipe(sizeLimit(maxBytes)), measure, createWriteStream(path));
  } catch (error) {
    await rm(path, { force: true });
    throw error;
  }
  return { path, digest: hash.digest('hex').slice(0, 32), bytes };
}

/**
 * /staff/catalogue: an administrator or a catalogue manager uploads a feed file (dry run or not),
 * which becomes a job like an integration's batch; the answer is the job as it starts, and the
 * page follows it with GET …/jobs/{id} while it runs. The jobs run in this process; closing the
 * server waits for them. The products' search, data and sale state are staff-catalogue-products.ts.
 */
export function registerStaffCatalogueRoutes(
  app: FastifyInstance,
  deps: {
    requireMember: (request: FastifyRequest) => Promise<StaffMember>;
    audit: StaffAudit;
    importer: FeedImporter;
  },
): void {
  const { audit, importer } = deps;
  const running = new Set<Promise<unknown>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...running]);
  });
  // The file is left unread by the parser and streamed to disk by the route.
  app.addContentTypeParser(FEED_CONTENT_TYPES, (_request, _payload, done) => done(null, undefined));

  const requireCatalogueStaff = async (request: FastifyRequest) => {
    const member = await deps.requireMember(request);
    if (!CATALOGUE_STAFF_ROLES.includes(member.role)) throw new DomainError('staff_forbidden');
    return member;
  };
  registerStaffProductRoutes(app, { requireCatalogueStaff, audit });

  app.post('/staff/catalogue/feeds/:kind', async (request) => {
    const member = await requireCatalogueStaff(request);
    const { kind } = parseInput(FeedKindParamsSchema, request.params);
    const { mode, dryRun } = parseInput(StaffFeedQuerySchema, request.query ?? {});
    const format = feedFormatOf(request, kind);
    refuseDeclaredSize(request, app.feedMaxBytes);
    const upload = await saveUpload(request.raw, app.feedMaxBytes);
    let started: Awaited<ReturnType<FeedImporter['begin']>>;
    try {
      started = await importer.begin({
        kind,
        mode,
        dryRun,
        batchId: `file-${upload.digest}`,
        keyId: null,
        format,
        body: createReadStream(upload.path),
      });
    } catch (error) {
      await rm(upload.path, { force: true });
      throw error;
    }
    const { job, done } = started;
    const finished: Promise<void> = (async () => {
      try {
        await done;
      } catch (error) {
        request.log.error({ err: error, jobId: job.id }, 'feed job failed');
      } finally {
        await rm(upload.path, { force: true });
      }
    })();
    running.add(finished);
    void finished.then(() => running.delete(finished));
    await audit.write({
      staffId: member.id,
      action: 'catalogue_feed_uploaded',
      target: `import_job:${job.id}`,
      details: { kind, mode, dryRun, bytes: upload.bytes, repeated: job.repeated },
      ip: request.ip,
    });
    return ok<ImportJob>(job);
  });

  app.get('/staff/catalogue/jobs', async (request) => {
    await requireCatalogueStaff(request);
    const { limit } = parseInput(RecentJobsQuerySchema, request.query ?? {});
    return ok<ImportJobSummary[]>(await importer.jobs.recent(limit));
  });

  app.get('/staff/catalogue/jobs/:jobId', async (request) => {
    await requireCatalogueStaff(request);
    const { jobId } = parseInput(JobParamsSchema, request.params);
    const job = await importer.jobs.find(jobId, null);
    if (!job) throw new DomainError('not_found');
    return ok<ImportJob>(importer.jobs.view(job));
  });
}
