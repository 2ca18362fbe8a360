import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { createTestDatabase } from '@apteek/db/testing';
import { buildTestApp } from '../../test-app.ts';
import { ABANDONED_JOB_REASON } from '@apteek/db/feeds';

const { importJob } = schema;
const testDb = await createTestDatabase({ seeded: true });
// Two servers one after the other on one database: PGlite's kept in a folder, opened from the
// template the first time only.
const folder = mkdtempSync(join(tmpdir(), 'apteek-abandoned-'));
const [firstTarget, secondTarget] =
  testDb.target.engine === 'pglite'
    ? [
        { ...testDb.target, dataDir: join(folder, 'pglite') },
        { engine: 'pglite' as const, dataDir: join(folder, 'pglite') },
      ]
    : [testDb.target, testDb.target];
afterAll(async () => {
  await testDb.drop();
  rmSync(folder, { recursive: true, force: true });
});

it('fails the jobs a stopped process left running when the server starts, with the reason, and no other', async () => {
  // The first server: one job whose process stopped ten minutes ago, one running now.
  const first = await buildTestApp({ database: firstTarget });
  const now = Date.now();
  const [stopped, alive] = await first.app.db
    .insert(importJob)
    .values([
      { batchId: 'erp-stopped', kind: 'stock', mode: 'delta', updatedAt: new Date(now - 10 * 60_000) },
      { batchId: 'erp-alive', kind: 'stock', mode: 'delta', updatedAt: new Date(now) },
    ])
    .returning();
  await first.close();

  const second = await buildTestApp({ database: secondTarget });
  try {
    const job = async (id: string) =>
      (await second.app.db.select().from(importJob).where(eq(importJob.id, id)))[0]!;
    expect(await job(stopped!.id)).toMatchObject({
      status: 'failed',
      errors: [{ line: 0, sku: null, field: 'job', reason: ABANDONED_JOB_REASON }],
    });
    expect((await job(stopped!.id)).finishedAt).not.toBeNull();
    expect((await job(alive!.id)).status).toBe('running');
  } finally {
    await second.close();
  }
});
