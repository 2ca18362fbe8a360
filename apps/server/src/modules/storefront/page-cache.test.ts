import { describe, expect, it } from 'vitest';
import type { StorefrontServices } from '@apteek/domain';
import { pageCache } from './page-cache.ts';

/** Services that count their calls and answer with a fresh object naming the call and day. */
function countingServices() {
  const calls: string[] = [];
  const answer =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push(`${name} ${JSON.stringify(args)}`);
      return { name, args, filler: 'x'.repeat(100) };
    };
  const services = {
    layout: answer('layout'),
    productPage: answer('productPage'),
    categoryPage: answer('categoryPage'),
    productListPage: answer('productListPage'),
    savedListProducts: answer('savedListProducts'),
  } as unknown as StorefrontServices;
  return { services, calls };
}

describe('pageCache', () => {
  const options = { today: () => '2026-11-25', maxBytes: 10_000, ttlMs: 60_000 };

  it('answers a repeated call from memory, and each store view, argument and day on its own', async () => {
    const { services, calls } = countingServices();
    let day = '2026-11-25';
    const cache = pageCache(services, { ...options, today: () => day });
    const first = await cache.services.productPage('ee', 'A');
    expect(await cache.services.productPage('ee', 'A')).toBe(first);
    await cache.services.productPage('fi', 'A');
    await cache.services.productPage('ee', 'B');
    await cache.services.layout('ee');
    day = '2026-11-26';
    await cache.services.productPage('ee', 'A');
    expect(calls).toEqual([
      'productPage ["ee","A"]',
      'productPage ["fi","A"]',
      'productPage ["ee","B"]',
      'layout ["ee"]',
      'productPage ["ee","A"]',
    ]);
  });

  it('reads again after clear, also for a call that was still loading when the catalogue changed', async () => {
    const { services, calls } = countingServices();
    const cache = pageCache(services, options);
    await cache.services.layout('ee');
    const loading = cache.services.productPage('ee', 'A');
    cache.clear();
    await loading;
    await cache.services.layout('ee');
    await cache.services.productPage('ee', 'A');
    expect(calls).toEqual([
      'layout ["ee"]',
      'productPage ["ee","A"]',
      'layout ["ee"]',
      'productPage ["ee","A"]',
    ]);
  });

  it("drops a changed product's page and every list, keeping other products' pages", async () => {
    const { services, calls } = countingServices();
    const cache = pageCache(services, options);
    const ask = async () => {
      await cache.services.productPage('ee', 'IBU-1');
      await cache.services.productPage('fi', 'CONF', 'ibu-child');
      await cache.services.productPage('ee', 'OTHER');
      await cache.services.categoryPage('ee', 'pain', {} as never);
      await cache.services.layout('ee');
    };
    await ask();
    calls.length = 0;
    // The SKUs in lower case; a parent's page is dropped by its child's SKU too.
    cache.dropProducts(new Set(['ibu-1', 'ibu-child']));
    await ask();
    expect(calls).toEqual([
      'productPage ["ee","IBU-1"]',
      'productPage ["fi","CONF","ibu-child"]',
      'categoryPage ["ee","pain",{}]',
      'layout ["ee"]',
    ]);
    calls.length = 0;
    cache.dropLists();
    await ask();
    expect(calls).toEqual(['categoryPage ["ee","pain",{}]', 'layout ["ee"]']);
  });

  it('keeps at most maxBytes of answers, dropping the least recently used', async () => {
    const { services } = countingServices();
    const cache = pageCache(services, { ...options, maxBytes: 1_000 });
    for (let i = 0; i < 50; i++) await cache.services.productPage('ee', `SKU-${i}`);
    const { entries, weight } = cache.stats();
    expect(weight).toBeLessThanOrEqual(1_000);
    expect(entries).toBeGreaterThan(1);
    expect(entries).toBeLessThan(50);
  });

  it("leaves searches and saved lists out, so new terms and shoppers' lists do not fill it", async () => {
    const { services, calls } = countingServices();
    const cache = pageCache(services, options);
    const query = { filters: {}, price: null, sort: 'name-asc', page: 1, term: 'vitamiin' } as const;
    for (let i = 0; i < 2; i += 1) {
      await cache.services.productListPage('ee', query);
      await cache.services.productListPage('ee', { ...query, term: '' });
      await cache.services.savedListProducts('ee', ['A', 'B']);
    }
    expect(calls).toEqual([
      'productListPage ["ee",{"filters":{},"price":null,"sort":"name-asc","page":1,"term":"vitamiin"}]',
      'productListPage ["ee",{"filters":{},"price":null,"sort":"name-asc","page":1,"term":""}]',
      'savedListProducts ["ee",["A","B"]]',
      'productListPage ["ee",{"filters":{},"price":null,"sort":"name-asc","page":1,"term":"vitamiin"}]',
      'savedListProducts ["ee",["A","B"]]',
    ]);
    expect(cache.stats().entries).toBe(1);
  });
});
