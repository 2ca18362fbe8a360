// @postgres: two server processes on one database; the price's NOTIFY drops the other's kept page.
import { expect, it } from 'vitest';
import type { ImportJob } from '@apteek/domain';
import { describeOnTwoInstances, type Instance } from '../../testing/instances.ts';
import { integrationKeys } from './feed-keys.ts';

const SKU = 'IBU-400-20';

/** The price on the product page as a shopper gets it, tags and React's markers taken out. */
async function pagePrice(instance: Instance): Promise<string> {
  const response = await fetch(`${instance.origin}/en/p/${SKU}/any`);
  expect(response.status).toBe(200);
  const html = await response.text();
  const price = /data-testid="product-price"[^>]*>(.*?)<\/span>/s.exec(html)?.[1] ?? '';
  return price.replace(/<[^>]*>/g, '').replace(/\s+/g, ' ');
}

describeOnTwoInstances('a price feed on two server processes on one PostgreSQL', { pages: true }, (shop) => {
  it("puts a price imported on one instance on the other's product page within 2 s", async () => {
    const [first, second] = shop.instances;
    const { key } = await integrationKeys(shop.database.db, () => new Date()).create({
      name: 'ERP prices',
      scopes: ['prices'],
      createdBy: null,
    });
    // Both pages kept in their instance's caches before the feed.
    const before = await pagePrice(second);
    expect(before).not.toMatch(/12[.,]34/);
    expect(await pagePrice(first)).toBe(before);

    const response = await fetch(`${first.origin}/api/feeds/prices?batch=instances-${Date.now()}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/x-ndjson' },
      body: JSON.stringify({ sku: SKU, price: '12.34' }),
    });
    const job = ((await response.json()) as { result: ImportJob }).result;
    expect(job.rows).toEqual({ read: 1, applied: 1, failed: 0 });

    await expect.poll(() => pagePrice(second), { timeout: 2_000, interval: 100 }).toMatch(/12[.,]34/);
  });
});
