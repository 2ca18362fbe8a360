// @postgres: values past 32 bits or with NUL bytes would meet each engine's own types if they got past the edge.
import { describe, expect, it } from 'vitest';
import { INPUT_TEXT_MESSAGES, MAX_INPUT_DEPTH } from '@apteek/domain';
import { apiCall, postJsonText, useTestApp } from './test-app.ts';
import { staffSessionCookie } from './testing/staff-session.ts';

/**
 * The malformed requests that once answered 500, each refused as a 400 naming its
 * field at the edge, on PGlite and PostgreSQL alike.
 */
const testApp = useTestApp();
const call = apiCall(testApp);

const newCart = async () => (await call('POST', '/api/cart/create?storeCode=ee')).body.result as string;

/** A JSON text `depth` arrays or objects deep: what overflowed the input check's recursion. */
const deepJson = (depth: number, kind: 'array' | 'object') =>
  kind === 'array'
    ? `${'['.repeat(depth)}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('bad input at the edge', () => {
  it('refuses a NUL byte in the query, the path and the body, naming the field', async () => {
    const cartId = await newCart();
    const inQuery = await call('GET', '/api/stock/check?sku=a%00b');
    expect(inQuery.status).toBe(400);
    expect(inQuery.body.errors).toEqual([{ field: 'sku', message: INPUT_TEXT_MESSAGES.nul }]);

    const inPath = await call('GET', '/api/product/a%00b');
    expect(inPath.status).toBe(400);
    expect(inPath.body.errors).toEqual([{ field: 'value', message: INPUT_TEXT_MESSAGES.nul }]);

    const inBody = await call('POST', `/api/cart/update?cartId=${cartId}`, {
      cartItem: { sku: 'PARA-500-10\u0000', qty: 1 },
    });
    expect(inBody.status).toBe(400);
    expect(inBody.body.errors).toEqual([{ field: 'cartItem.sku', message: INPUT_TEXT_MESSAGES.nul }]);

    const cartIdWithNul = await call('GET', `/api/cart/pull?cartId=${cartId}%00`);
    expect(cartIdWithNul.status).toBe(400);
    expect(cartIdWithNul.body.errors).toEqual([{ field: 'cartId', message: INPUT_TEXT_MESSAGES.nul }]);
    expect((await call('GET', '/api/parcel-machines?carrier=%00')).status).toBe(400);
  });

  it('refuses a lone surrogate in a JSON body or a query, naming the field', async () => {
    const cartId = await newCart();
    const inBody = await postJsonText(
      testApp.app,
      `/api/cart/apply-coupon?cartId=${cartId}&coupon=x`,
      '{"ignored":"\\ud800"}',
    );
    expect(inBody.statusCode).toBe(400);
    expect(inBody.json().errors).toEqual([{ field: 'ignored', message: INPUT_TEXT_MESSAGES.surrogate }]);
    const mapped = await call('POST', '/api/url/map', { url: '/p/\udc00' });
    expect(mapped.status).toBe(400);
    expect(mapped.body.errors).toEqual([{ field: 'url', message: INPUT_TEXT_MESSAGES.surrogate }]);
  });

  it('refuses integers beyond 32 bits where ids and pages are read', async () => {
    const cartId = await newCart();
    const deleted = await call('POST', `/api/cart/delete?cartId=${cartId}`, {
      cartItem: { item_id: 2 ** 31 },
    });
    expect(deleted.status).toBe(400);
    expect(deleted.body.errors![0]!.field).toBe('cartItem.item_id');

    const categories = await call('POST', '/api/catalog/search/product', {
      filters: { categoryIds: [2 ** 31] },
    });
    expect(categories.status).toBe(400);
    expect(categories.body.errors![0]!.field).toBe('filters.categoryIds.0');

    const parents = await call('POST', '/api/catalog/search/category', { filters: { parent_id: 2 ** 32 } });
    expect(parents.status).toBe(400);
    expect(parents.body.errors![0]!.field).toBe('filters.parent_id');
    const ids = await call('POST', '/api/catalog/search/category', { filters: { ids: [2 ** 31] } });
    expect(ids.status).toBe(400);

    // The largest 32-bit id is still a well-formed request: it just deletes nothing.
    const largest = await call('POST', `/api/cart/delete?cartId=${cartId}`, {
      cartItem: { item_id: 2 ** 31 - 1 },
    });
    expect(largest.status).toBe(200);
  });

  it('refuses a body nested 3,000 deep with a 400 naming the problem, on every kind of JSON route', async () => {
    const cartId = await newCart();
    const routes = [
      '/api/cart/create',
      `/api/cart/update?cartId=${cartId}`,
      '/api/catalog/search/product',
      '/api/user/login',
      '/api/url/map',
      // The prescription service's callback and the campaign route parse JSON their own way.
      '/api/notification/events',
      '/api/campaign/active',
      '/api/newsletter',
    ];
    for (const url of routes) {
      for (const kind of ['array', 'object'] as const) {
        const answer = await postJsonText(testApp.app, url, deepJson(3_000, kind));
        expect({ url, kind, status: answer.statusCode }).toEqual({ url, kind, status: 400 });
        expect(answer.json()).toEqual({
          code: 400,
          result: INPUT_TEXT_MESSAGES.depth,
          reason: 'invalid_request',
          errors: [{ field: 'body', message: INPUT_TEXT_MESSAGES.depth }],
        });
      }
    }
    // As deep as the limit is still read by the route's own rules.
    const atLimit = await postJsonText(testApp.app, '/api/url/map', deepJson(MAX_INPUT_DEPTH, 'array'));
    expect(atLimit.statusCode).toBe(400);
    expect(atLimit.json().result).not.toBe(INPUT_TEXT_MESSAGES.depth);
  });

  it('refuses integers beyond 32 bits in the price filter and the staff review id', async () => {
    for (const price of [{ from: 2 ** 40 }, { to: 2 ** 53 }, { from: 0, to: 1e300 }]) {
      const search = await call('POST', '/api/catalog/search/product', { filters: { price } });
      expect(search.status).toBe(400);
      expect(search.body.errors![0]!.field).toMatch(/^filters\.price\.(from|to)$/);
    }
    const fair = await call('POST', '/api/catalog/search/product', {
      filters: { price: { from: 1, to: 20 } },
    });
    expect(fair.status).toBe(200);

    const staff = { cookie: await staffSessionCookie(testApp.app) };
    for (const id of [2 ** 31, 2 ** 53, '99999999999999999999']) {
      const decided = await call('POST', `/api/staff/reviews/${id}/approve`, {}, staff);
      expect({ id, status: decided.status }).toEqual({ id, status: 400 });
      expect(decided.body.errors![0]!.field).toBe('reviewId');
    }
    expect((await call('POST', `/api/staff/reviews/${2 ** 31 - 1}/approve`, {}, staff)).status).toBe(404);
  });

  it('refuses a query parameter given twice, except where the route takes a list', async () => {
    const cartId = await newCart();
    for (const url of [
      '/sandbox/maksekeskus/pay?t=a&t=b',
      '/api/stock/check?sku=PARA-500-10&sku=IBU-400-20',
      `/api/cart/pull?cartId=${cartId}&cartId=${cartId}`,
      '/api/url?url=/c/ravimid&url=/c/ravimid&storeCode=ee',
    ]) {
      const answer = await testApp.app.inject({ method: 'GET', url });
      const field = new URL(url, 'http://x').searchParams.keys().next().value;
      expect({ url, status: answer.statusCode }).toEqual({ url, status: 400 });
      expect(answer.json().errors).toEqual([{ field, message: INPUT_TEXT_MESSAGES.repeated }]);
    }
    const list = await call('GET', '/api/stock/list?skus=PARA-500-10&skus=IBU-400-20');
    expect(list.status).toBe(200);
    expect(list.body.result).toHaveLength(2);
  });

  it('refuses an empty sku filter', async () => {
    const search = await call('POST', '/api/catalog/search/product', { filters: { skus: [] } });
    expect(search.status).toBe(400);
    expect(search.body.errors![0]!.field).toBe('filters.skus');
  });

  it('refuses bad %-encoding in the path, the query and a URL field', async () => {
    const query = await call('GET', '/api/cart/pull?cartId=%zz%zz%zz%zz%zz%zz');
    expect(query.status).toBe(400);
    expect(query.body.errors).toEqual([{ field: 'cartId', message: INPUT_TEXT_MESSAGES.encoding }]);

    const surrogateBytes = await call('GET', '/api/stock/check?sku=%ED%A0%80');
    expect(surrogateBytes.status).toBe(400);
    expect(surrogateBytes.body.errors).toEqual([{ field: 'sku', message: INPUT_TEXT_MESSAGES.encoding }]);

    const path = await call('GET', '/api/product/%E0%A4%A');
    expect(path.status).toBe(400);
    expect(path.body.errors).toEqual([{ field: 'path', message: INPUT_TEXT_MESSAGES.encoding }]);

    const urlField = await call('GET', '/api/url?url=%25zz&storeCode=ee');
    expect(urlField.status).toBe(400);
    expect(urlField.body.errors).toEqual([{ field: 'url', message: INPUT_TEXT_MESSAGES.encoding }]);
    const mapped = await call('POST', '/api/url/map', { url: '/p/%00/x' });
    expect(mapped.status).toBe(400);
    expect(mapped.body.errors).toEqual([{ field: 'url', message: INPUT_TEXT_MESSAGES.nul }]);
  });

  it('still takes well-formed text in every language, %-encoded or not', async () => {
    const search = await call('POST', '/api/catalog/search/product', { term: 'Ибупрофен 💊 Äänekoski' });
    expect(search.status).toBe(200);
    const encoded = await call('GET', `/api/stock/check?sku=${encodeURIComponent('PARA-500-10')}`);
    expect(encoded.status).toBe(200);
    const page = await call('GET', `/api/url?url=${encodeURIComponent('/c/ravimid')}&storeCode=ee`);
    expect(page.status).toBe(200);
  });
});
