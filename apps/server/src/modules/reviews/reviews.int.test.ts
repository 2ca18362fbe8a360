import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { REVIEW_PRESCRIPTION_REFUSAL, REVIEW_RATE_LIMITS } from '@apteek/domain';
import { registeredCustomerToken, useTestApp, type ApiBody } from '../../test-app.ts';
import { staffSessionCookie } from '../../testing/staff-session.ts';
import { checkoutCalls } from '../order/order-test-helpers.ts';

const testApp = useTestApp();
const calls = checkoutCalls(testApp);

/** An over-the-counter product and a prescription medicine of the seed catalogue. */
const OTC = 'IBU-400-20';
const PRESCRIPTION = 'LATA-EYE';

type Method = 'GET' | 'POST';

async function call(method: Method, url: string, body?: object, headers: Record<string, string> = {}) {
  const response = await testApp.app.inject({
    method,
    url,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
    ...(body ? { payload: JSON.stringify(body) } : {}),
  });
  return {
    status: response.statusCode,
    body: response.json<ApiBody>(),
  };
}

let serial = 0;
async function customer(): Promise<{ authorization: string }> {
  serial += 1;
  return {
    authorization: `Bearer ${await registeredCustomerToken(testApp, `reviewer${serial}.${Date.now()}@example.ee`)}`,
  };
}

const review = (overrides: Record<string, unknown> = {}) => ({
  review: {
    title: 'Works fast',
    text: 'Helped with my headache.',
    rating: 4,
    nickname: 'Mari',
    ...overrides,
  },
});

describe(`reviews on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('refuses guests', async () => {
    const answer = await call('POST', `/api/reviews/${OTC}`, review());
    expect(answer.status).toBe(401);
  });

  it('refuses prescription medicines', async () => {
    const answer = await call('POST', `/api/reviews/${PRESCRIPTION}`, review(), await customer());
    expect([answer.status, answer.body.result]).toEqual([403, REVIEW_PRESCRIPTION_REFUSAL]);
    const page = await call('GET', `/api/reviews/${PRESCRIPTION}`);
    expect(page.body.result.acceptsReviews).toBe(false);
  });

  it('holds a review until staff approve it, then shows it with the average and count', async () => {
    const author = await customer();
    const before = (await call('GET', `/api/reviews/${OTC}`)).body.result.summary;
    const written = await call('POST', `/api/reviews/${OTC}`, review({ rating: 5 }), author);
    expect(written.body).toMatchObject({ code: 200, result: { status: 'pending', verifiedPurchase: false } });
    expect((await call('GET', `/api/reviews/${OTC}`)).body.result.summary).toEqual(before);

    const staff = { cookie: await staffSessionCookie(testApp.app) };
    const waiting = await call('GET', '/api/staff/reviews', undefined, staff);
    expect(waiting.body.result).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: written.body.result.id, sku: OTC, rating: 5 })]),
    );
    const approved = await call('POST', `/api/staff/reviews/${written.body.result.id}/approve`, {}, staff);
    expect(approved.body.result).toEqual({ id: written.body.result.id, status: 'approved' });

    const shown = (await call('GET', `/api/reviews/${OTC}`)).body.result;
    expect(shown.summary.count).toBe(before.count + 1);
    expect(shown.reviews[0]).toMatchObject({ title: 'Works fast', rating: 5, nickname: 'Mari' });
    // A second review of the same product by the same customer is refused.
    expect((await call('POST', `/api/reviews/${OTC}`, review(), author)).status).toBe(409);
  });

  it('never shows a rejected review', async () => {
    const written = await call(
      'POST',
      `/api/reviews/PARA-500-20`,
      review({ title: 'Spam' }),
      await customer(),
    );
    const staff = { cookie: await staffSessionCookie(testApp.app) };
    await call('POST', `/api/staff/reviews/${written.body.result.id}/reject`, {}, staff);
    const shown = (await call('GET', '/api/reviews/PARA-500-20')).body.result;
    expect(shown.reviews.map((r: { title: string }) => r.title)).not.toContain('Spam');
    const waiting = (await call('GET', '/api/staff/reviews', undefined, staff)).body.result;
    expect(waiting.map((r: { id: number }) => r.id)).not.toContain(written.body.result.id);
  });

  it('keeps reviews from guests and customers away from moderation', async () => {
    expect((await call('GET', '/api/staff/reviews')).status).toBe(401);
    expect((await call('POST', '/api/staff/reviews/1/approve', {}, await customer())).status).toBe(401);
  });

  it('marks a review as a verified purchase when the customer has a paid order of the product', async () => {
    const author = await customer();
    const token = author.authorization.slice('Bearer '.length);
    const cartId = await calls.cartWith({ [OTC]: 1 }, { token });
    const placed = await calls.placeOrder(cartId, undefined, { token });
    expect(placed.status).toBe(200);
    const written = await call('POST', `/api/reviews/${OTC}`, review(), author);
    // Not paid yet: no verified purchase.
    expect(written.body.result.verifiedPurchase).toBe(false);
    await testApp.app.db
      .delete(schema.productReview)
      .where(eq(schema.productReview.id, written.body.result.id));
    await testApp.app.db
      .update(schema.salesOrder)
      .set({ status: 'Paid' })
      .where(eq(schema.salesOrder.id, placed.body.result.orderId));
    const again = await call('POST', `/api/reviews/${OTC}`, review(), author);
    expect(again.body.result.verifiedPurchase).toBe(true);
  });

  it('strips markup from every text and names the field of a bad rating', async () => {
    const written = await call(
      'POST',
      '/api/reviews/PARA-500-20',
      review({
        title: '<b>Great</b>',
        text: 'Nice <script>alert("x")</script><img src=x onerror=alert(1)>tablets',
        nickname: '<i>Jaan</i>',
      }),
      await customer(),
    );
    const [row] = await testApp.app.db
      .select()
      .from(schema.productReview)
      .where(eq(schema.productReview.id, written.body.result.id));
    expect(row).toMatchObject({ title: 'Great', text: 'Nice alert("x")tablets', nickname: 'Jaan' });

    const bad = await call('POST', '/api/reviews/PARA-500-20', review({ rating: 6 }), await customer());
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([
      { field: 'review.rating', message: 'A rating from 1 to 5 is required.' },
    ]);
    const empty = await call(
      'POST',
      '/api/reviews/PARA-500-20',
      review({ text: '<p></p>' }),
      await customer(),
    );
    expect(empty.body.errors).toEqual([{ field: 'review.text', message: 'A review is required.' }]);
  });

  it('limits how many reviews one customer writes', async () => {
    const author = await customer();
    const skus = ['PARA-500-20', OTC, 'LATA-EYE'];
    const statuses = [];
    for (let i = 0; i <= REVIEW_RATE_LIMITS.customer.free; i += 1) {
      // Unknown SKUs are refused before the limit counts; known ones count, even when refused as a duplicate.
      statuses.push((await call('POST', `/api/reviews/${skus[i % 2]}`, review(), author)).status);
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it("lists a customer's own reviews for the account page, newest first, with their status, in the store's language", async () => {
    const author = await customer();
    const staff = { cookie: await staffSessionCookie(testApp.app) };
    const first = await call('POST', `/api/reviews/${OTC}`, review({ title: 'First' }), author);
    const second = await call(
      'POST',
      '/api/reviews/PARA-500-20',
      review({ title: 'Second', rating: 2 }),
      author,
    );
    await call('POST', `/api/staff/reviews/${first.body.result.id}/approve`, {}, staff);
    await call('POST', '/api/reviews/PARA-500-20', review(), await customer());

    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/reviews?storeCode=fi',
      headers: author,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('no-store');
    const mine = response.json<ApiBody>().result;
    expect(mine).toEqual([
      expect.objectContaining({
        id: second.body.result.id,
        sku: 'PARA-500-20',
        title: 'Second',
        rating: 2,
        status: 'pending',
      }),
      expect.objectContaining({ id: first.body.result.id, sku: OTC, title: 'First', status: 'approved' }),
    ]);
    const finnish = await testApp.app.db
      .select({
        name: schema.productText.name,
        urlKey: schema.productText.urlKey,
        store: schema.productText.storeCode,
      })
      .from(schema.productText)
      .innerJoin(schema.product, eq(schema.product.id, schema.productText.productId))
      .where(eq(schema.product.sku, OTC));
    const text = finnish.find((row) => row.store === 'fi')!;
    expect(mine[1]).toMatchObject({ productName: text.name, productPath: `/p/${OTC}/${text.urlKey}` });

    expect((await call('GET', '/api/user/reviews')).status).toBe(401);
  });
});
