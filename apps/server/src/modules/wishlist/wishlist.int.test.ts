import { and, asc, eq, ne } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { PHARMACY_TYPE_CODES, WISHLIST_LIMIT } from '@apteek/domain';
import { apiCall, buildTestApp, type TestApp } from '../../test-app.ts';
import { prescriptionCalls } from '../prescription/prescription-test-helpers.ts';

/**
 * The wishlist: a logged-in customer's wishlist on the account, owner only, duplicates ignored
 * by sku, the guest's browser list merged at login once.
 */
let testApp: TestApp;
let skus: string[];
let prescriptionSku: string;

beforeAll(async () => {
  testApp = await buildTestApp();
  const rows = await testApp.app.db
    .select({ sku: schema.product.sku })
    .from(schema.product)
    .where(and(eq(schema.product.status, 1), ne(schema.product.typeCode, PHARMACY_TYPE_CODES.prescription)))
    .orderBy(asc(schema.product.id))
    .limit(WISHLIST_LIMIT + 5);
  skus = rows.map((row) => row.sku);
  const [rx] = await testApp.app.db
    .select({ sku: schema.product.sku })
    .from(schema.product)
    .where(and(eq(schema.product.status, 1), eq(schema.product.typeCode, PHARMACY_TYPE_CODES.prescription)))
    .limit(1);
  prescriptionSku = rx!.sku;
});
afterAll(async () => {
  await testApp?.close();
});

const { customer } = prescriptionCalls({
  get app() {
    return testApp.app;
  },
});

const api = apiCall({
  get app() {
    return testApp.app;
  },
});
/** Calls the API as the customer holding `token` (a guest without one). */
const call = (method: 'GET' | 'PUT' | 'DELETE' | 'POST', url: string, token?: string, body?: unknown) =>
  api(method, url, body, token ? { authorization: `Bearer ${token}` } : {});

let serial = 0;
const newCustomer = () => customer(null, `wish${++serial}@example.ee`, 'password');

describe(`the account's wishlist on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('adds, ignores a duplicate sku, removes, and is never cached', async () => {
    const { token } = await newCustomer();
    const [a, b] = skus;
    expect((await call('GET', '/api/wishlist', token)).body).toEqual({ code: 200, result: { skus: [] } });
    await call('PUT', `/api/wishlist/items/${a}`, token);
    const twice = await call('PUT', `/api/wishlist/items/${b}`, token);
    expect(twice.body.result.skus).toEqual([a, b]);
    const duplicate = await call('PUT', `/api/wishlist/items/${a}`, token);
    expect([duplicate.status, duplicate.body.result.skus]).toEqual([200, [a, b]]);
    const removed = await call('DELETE', `/api/wishlist/items/${a}`, token);
    expect(removed.body.result.skus).toEqual([b]);
    expect(removed.headers['cache-control']).toBe('no-store');
    expect((await call('GET', '/api/wishlist', token)).body.result.skus).toEqual([b]);
  });

  it("is the owner's only: a guest or a bad token is refused, another customer sees their own list", async () => {
    const owner = await newCustomer();
    const other = await newCustomer();
    await call('PUT', `/api/wishlist/items/${skus[0]}`, owner.token);

    for (const [method, url] of [
      ['GET', '/api/wishlist'],
      ['PUT', `/api/wishlist/items/${skus[1]}`],
      ['DELETE', `/api/wishlist/items/${skus[0]}`],
      ['POST', '/api/wishlist/merge'],
    ] as const) {
      const guest = await call(method, url, undefined, method === 'POST' ? { skus: [] } : undefined);
      expect([method, guest.status, guest.body.code]).toEqual([method, 401, 401]);
      const forged = await call(method, url, `${owner.token}x`, method === 'POST' ? { skus: [] } : undefined);
      expect(forged.status).toBe(401);
    }
    expect((await call('GET', '/api/wishlist', other.token)).body.result.skus).toEqual([]);
    // The other customer's delete of the same sku touches only their own (empty) list.
    await call('DELETE', `/api/wishlist/items/${skus[0]}`, other.token);
    expect((await call('GET', '/api/wishlist', owner.token)).body.result.skus).toEqual([skus[0]]);
  });

  it("merges the guest's list at login once: duplicates once, unknown skus and prescription medicines skipped, the account's order kept", async () => {
    const { token } = await newCustomer();
    const [a, b, c] = skus;
    await testApp.app.db.delete(schema.wishlistItem);
    await call('PUT', `/api/wishlist/items/${b}`, token);
    const guestList = { skus: [a, b, 'NO-SUCH-SKU', prescriptionSku, c, a] };
    const merged = await call('POST', '/api/wishlist/merge', token, guestList);
    expect(merged.body.result.skus).toEqual([b, a, c]);
    const again = await call('POST', '/api/wishlist/merge', token, guestList);
    expect(again.body.result.skus).toEqual([b, a, c]);
    const rows = await testApp.app.db
      .select({ sku: schema.wishlistItem.sku })
      .from(schema.wishlistItem)
      .where(eq(schema.wishlistItem.sku, a!));
    expect(rows).toHaveLength(1);
  });

  it('refuses bad input naming the field, an unknown product, and a full list', async () => {
    const { token, id } = await newCustomer();
    const bad = await call('PUT', '/api/wishlist/items/%3Cscript%3E', token);
    expect([bad.status, bad.body.result]).toEqual([400, 'Is not a product sku']);
    const unknown = await call('PUT', '/api/wishlist/items/NO-SUCH-SKU', token);
    expect([unknown.status, unknown.body.result]).toEqual([404, 'Product not found: NO-SUCH-SKU']);
    const rx = await call('PUT', `/api/wishlist/items/${prescriptionSku}`, token);
    expect([rx.status, rx.body.result, rx.body.errors]).toEqual([
      400,
      'Prescription medicines cannot be kept on a wishlist.',
      [{ field: 'path.sku', message: 'Prescription medicines cannot be kept on a wishlist.' }],
    ]);
    const notAList = await call('POST', '/api/wishlist/merge', token, { skus: 'A1' });
    expect(notAList.status).toBe(400);
    expect(notAList.body.errors?.[0]?.field ?? notAList.body.result).toMatch(/skus|expected array/i);
    const extra = await call('POST', '/api/wishlist/merge', token, { skus: [], more: 1 });
    expect(extra.status).toBe(400);

    const merged = await call('POST', '/api/wishlist/merge', token, { skus: skus.slice(0, WISHLIST_LIMIT) });
    expect(merged.body.result.skus).toHaveLength(WISHLIST_LIMIT);
    const full = await call('PUT', `/api/wishlist/items/${skus[WISHLIST_LIMIT]}`, token);
    expect([full.status, full.body.result]).toEqual([409, 'Your wishlist is full. Remove a product first.']);
    const overflow = await call('POST', '/api/wishlist/merge', token, { skus: skus.slice(WISHLIST_LIMIT) });
    expect(overflow.body.result.skus).toHaveLength(WISHLIST_LIMIT);

    // An account's list goes with the account.
    await testApp.app.db.delete(schema.customer).where(eq(schema.customer.id, id));
    const left = await testApp.app.db
      .select()
      .from(schema.wishlistItem)
      .where(eq(schema.wishlistItem.customerId, id));
    expect(left).toEqual([]);
  });
});
