// @postgres: a stock feed of 200 MB read through the route as it arrives, on either engine.
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { schema } from '@apteek/db';
import type { ImportJob } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { integrationKeys } from './feed-keys.ts';

const { product, stockItem } = schema;
const testApp = useTestApp();
const SKU = 'PARA-500-20';

it(
  'reads a 200 MB body as it arrives: its overlong line is refused, the rows around it applied, no 5xx',
  { timeout: 300_000 },
  async () => {
    const { key } = await integrationKeys(testApp.app.db, () => new Date()).create({
      name: 'Wholesaler stock',
      scopes: ['stock'],
      createdBy: null,
    });
    const block = Buffer.alloc(4 * 1024 * 1024, 'x');
    async function* body() {
      yield `sku;qty\nIBU-400-20;4\n`;
      for (let sent = 0; sent < 200 * 1024 * 1024; sent += block.length) yield block;
      yield `\n${SKU};9\n`;
    }
    const rss = process.memoryUsage().rss;
    let peak = rss;
    const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 50);
    const response = await testApp.app
      .inject({
        method: 'POST',
        url: `/api/feeds/stock?batch=${crypto.randomUUID()}`,
        headers: { authorization: `Bearer ${key}`, 'content-type': 'text/csv' },
        payload: Readable.from(body()),
      })
      .finally(() => clearInterval(sampler));

    expect(response.statusCode).toBe(200);
    const job = response.json<{ result: ImportJob }>().result;
    expect(job.rows).toEqual({ read: 3, applied: 2, failed: 1 });
    expect(job.errors).toMatchObject([{ line: 3, field: 'line' }]);
    const [row] = await testApp.app.db
      .select({ qty: stockItem.qty })
      .from(stockItem)
      .innerJoin(product, eq(product.id, stockItem.productId))
      .where(eq(product.sku, SKU));
    expect(row?.qty).toBe(9);
    // Memory does not grow with the body: 200 MB went through.
    expect(peak - rss).toBeLessThan(100 * 1024 * 1024);
  },
);
