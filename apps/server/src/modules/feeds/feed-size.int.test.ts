import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { useTestApp } from '../../test-app.ts';
import { staffSessionCookie } from '../../testing/staff-session.ts';
import { integrationKeys } from './feed-keys.ts';

const { importJob } = schema;
const MAX_BYTES = 2_000;
const testApp = useTestApp({ feedMaxBytes: MAX_BYTES });
let key = '';
let manager = '';

/** Stock rows of the seeded products, `bytes` long or a little more. */
function stockBody(bytes: number): string {
  const lines = ['sku;qty'];
  while (lines.join('\n').length < bytes) lines.push('IBU-400-20;4');
  return `${lines.join('\n')}\n`;
}

const post = (url: string, headers: Record<string, string>, payload: string | Readable) =>
  testApp.app.inject({ method: 'POST', url, headers: { 'content-type': 'text/csv', ...headers }, payload });

const jobsOf = (batchId: string) =>
  testApp.app.db.select().from(importJob).where(eq(importJob.batchId, batchId));

beforeAll(async () => {
  ({ key } = await integrationKeys(testApp.app.db, () => new Date()).create({
    name: 'Wholesaler stock',
    scopes: ['stock'],
    createdBy: null,
  }));
  manager = await staffSessionCookie(testApp.app, 'catalogueManager');
});

describe("the feeds' own size limit", () => {
  it('takes a body within it', async () => {
    const response = await post(
      `/api/feeds/stock?batch=within-${Date.now()}`,
      { authorization: `Bearer ${key}` },
      stockBody(MAX_BYTES - 100),
    );
    expect(response.statusCode).toBe(200);
  });

  it('refuses a body whose length is over it with a 413 naming the limit, before any job', async () => {
    const batch = `declared-${Date.now()}`;
    const response = await post(
      `/api/feeds/stock?batch=${batch}`,
      { authorization: `Bearer ${key}` },
      stockBody(MAX_BYTES + 10),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      code: 413,
      reason: 'feed_too_large',
      result: `A feed may be at most ${MAX_BYTES} bytes; send it in several batches.`,
    });
    expect(await jobsOf(batch)).toEqual([]);
  });

  it('stops a body sent without its length once past it: a 413, and its job failed', async () => {
    const batch = `chunked-${Date.now()}`;
    const response = await post(
      `/api/feeds/stock?batch=${batch}`,
      { authorization: `Bearer ${key}` },
      Readable.from([stockBody(MAX_BYTES), stockBody(MAX_BYTES)]),
    );
    expect(response.statusCode).toBe(413);
    expect(response.json().reason).toBe('feed_too_large');
    expect((await jobsOf(batch)).map((job) => job.status)).toEqual(['failed']);
  });

  it('refuses a staff upload over it, whether its length is given or not, and keeps no job', async () => {
    const before = (await testApp.app.db.select().from(importJob)).length;
    const url = '/api/staff/catalogue/feeds/stock';
    const declared = await post(url, { cookie: manager }, stockBody(MAX_BYTES + 10));
    expect(declared.statusCode).toBe(413);
    expect(declared.json().reason).toBe('feed_too_large');
    const chunked = await post(
      url,
      { cookie: manager },
      Readable.from([stockBody(MAX_BYTES), 'IBU-400-20;5\n']),
    );
    expect(chunked.statusCode).toBe(413);
    expect((await testApp.app.db.select().from(importJob)).length).toBe(before);
    expect((await post(url, { cookie: manager }, stockBody(500))).statusCode).toBe(200);
  });
});
