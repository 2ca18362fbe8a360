// @postgres: the upload's job runs on the maintenance pool after the answer, beside the page's polls.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import type { ImportJob, ImportJobSummary } from '@apteek/domain';
import { apiCall, useTestApp } from '../../test-app.ts';
import { staffSessionCookie } from '../../testing/staff-session.ts';

const { product, staffAuditLog } = schema;

const testApp = useTestApp();
const call = apiCall(testApp);
let manager = '';

const productLine = (sku: string, extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    sku,
    kind: 'otc',
    name: { et: `Laaditud ${sku}`, fi: `Ladattu ${sku}`, en: `Uploaded ${sku}`, ru: `Загружен ${sku}` },
    // A leaf of the seeded category tree.
    categories: ['nasal-sprays'],
    vatClass: 'medicine',
    price: '4.95',
    ...extra,
  });

async function upload(
  cookie: string,
  body: string,
  { kind = 'products', query = '', type = 'application/x-ndjson', origin }: Record<string, string> = {},
) {
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api/staff/catalogue/feeds/${kind}${query}`,
    headers: { cookie, 'content-type': type, ...(origin ? { origin } : {}) },
    payload: body,
  });
  return { status: response.statusCode, job: response.json<{ result: ImportJob }>().result };
}

/** The job as the page polls it, until it has finished. */
async function finished(cookie: string, jobId: string): Promise<ImportJob> {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { status, body } = await call('GET', `/api/staff/catalogue/jobs/${jobId}`, undefined, { cookie });
    expect(status).toBe(200);
    const job = body.result as ImportJob;
    if (job.status !== 'running') return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`job ${jobId} still running`);
}

beforeAll(async () => {
  manager = await staffSessionCookie(testApp.app, 'catalogueManager');
});

describe('the staff catalogue upload', () => {
  it('takes a file from a catalogue manager, answers the running job and reports its bad rows by line and field', async () => {
    const file = [
      productLine('UPLOAD-A'),
      productLine('UPLOAD-B', { price: '1.999' }),
      '{"sku": "UPLOAD-C", ',
      productLine('UPLOAD-D'),
    ].join('\n');
    const started = await upload(manager, file);
    expect(started.status).toBe(200);
    expect(started.job.repeated).toBe(false);
    expect(started.job.batchId).toMatch(/^file-[0-9a-f]{32}$/);
    const job = await finished(manager, started.job.id);
    expect(job.status).toBe('done');
    expect(job.rows).toEqual({ read: 4, applied: 2, failed: 2 });
    expect(job.errors.map((error) => [error.line, error.field])).toEqual([
      [2, 'price'],
      [3, 'line'],
    ]);
    const [made] = await testApp.app.db.select().from(product).where(eq(product.sku, 'UPLOAD-D'));
    expect(made?.priceCents).toBe(495);

    // The same file again is the same batch: answered with the first job, nothing changed.
    const again = await upload(manager, file);
    expect(again.job).toMatchObject({ id: started.job.id, repeated: true });

    const recent = await call('GET', '/api/staff/catalogue/jobs?limit=5', undefined, { cookie: manager });
    const listed = (recent.body.result as ImportJobSummary[]).find((entry) => entry.id === job.id);
    expect(listed).toMatchObject({ source: null, rows: { read: 4, applied: 2, failed: 2 } });
    expect(listed).not.toHaveProperty('errors');

    const audited = await testApp.app.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.target, `import_job:${job.id}`));
    expect(audited.map((entry) => entry.action)).toContain('catalogue_feed_uploaded');
  });

  it('keeps nothing of a dry run and reads stock as CSV', async () => {
    const dry = await upload(manager, productLine('UPLOAD-DRY'), { query: '?dryRun=true' });
    expect((await finished(manager, dry.job.id)).rows).toEqual({ read: 1, applied: 1, failed: 0 });
    expect(await testApp.app.db.select().from(product).where(eq(product.sku, 'UPLOAD-DRY'))).toEqual([]);

    const stock = await upload(manager, 'sku;qty\nUPLOAD-A;12\nUPLOAD-NOWHERE;3\n', {
      kind: 'stock',
      type: 'text/csv',
    });
    const job = await finished(manager, stock.job.id);
    expect(job.rows).toEqual({ read: 2, applied: 1, failed: 1 });
    expect(job.errors).toMatchObject([{ line: 3, field: 'sku' }]);
  });

  it('is refused to a pharmacist and a warehouse worker, and to another site', async () => {
    const pharmacist = await staffSessionCookie(testApp.app, 'pharmacist');
    const warehouse = await staffSessionCookie(testApp.app, 'warehouse');
    expect((await upload(pharmacist, productLine('UPLOAD-NO'))).status).toBe(403);
    expect((await upload(warehouse, productLine('UPLOAD-NO'))).status).toBe(403);
    expect((await call('GET', '/api/staff/catalogue/jobs', undefined, { cookie: pharmacist })).status).toBe(
      403,
    );
    expect((await upload(manager, productLine('UPLOAD-NO'), { origin: 'https://evil.example' })).status).toBe(
      403,
    );
    // A form of another site can only send form types: refused as not JSON and no feed.
    expect(
      (await upload(manager, 'sku=UPLOAD-NO', { type: 'application/x-www-form-urlencoded' })).status,
    ).toBe(415);
    expect(await testApp.app.db.select().from(product).where(eq(product.sku, 'UPLOAD-NO'))).toEqual([]);
  });

  it('lets an administrator upload too, and refuses CSV for products', async () => {
    const admin = await staffSessionCookie(testApp.app, 'admin');
    expect((await upload(admin, 'sku,qty\nX,1\n', { type: 'text/csv' })).status).toBe(415);
    const started = await upload(admin, productLine('UPLOAD-ADMIN'));
    expect((await finished(admin, started.job.id)).rows.applied).toBe(1);
  });
});

describe('a catalogue manager', () => {
  it("cannot manage the integrations' keys nor do a pharmacist's work", async () => {
    const made = await call(
      'POST',
      '/api/staff/integrations',
      { name: 'ERP', scopes: ['stock'] },
      { cookie: manager },
    );
    expect(made.status).toBe(403);
    for (const path of [
      '/api/staff/integrations',
      '/api/staff/orders',
      '/api/staff/chats',
      '/api/staff/audit',
    ]) {
      expect((await call('GET', path, undefined, { cookie: manager })).status, path).toBe(403);
    }
    const me = await call('GET', '/api/staff/me', undefined, { cookie: manager });
    expect(me.body.result.role).toBe('catalogueManager');
  });
});
