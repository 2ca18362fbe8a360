import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { schema } from '@apteek/db';
import { apiCall } from '../../test-app.ts';
import { checkoutCalls } from '../order/order-test-helpers.ts';
import { patientHash, recordAccess } from '../prescription/index.ts';

export const OTC = 'PARA-500-20';
export const OTHER_OTC = 'CETI-10-30';
export const PASSWORD = 'Customer-pass-2026';

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface Customer {
  id: number;
  email: string;
  token: string;
  refreshToken: string;
  personalCode: string;
}

/**
 * The data-rights stories' calls: customers who leave behind every kind of record through the
 * shop's own calls (and a chat and prescription reads, written as their modules write them), and
 * the export as the customer downloads it. The app is read at each call.
 */
export function dataRightsCalls(testApp: { readonly app: FastifyInstance }) {
  const call = apiCall(testApp);
  const { cartWith, orderBody, placeOrder, orderRow } = checkoutCalls(testApp);
  const db = () => testApp.app.db;
  let serial = 0;

  /** A registered customer with a password, identified once by Smart-ID (the personal code). */
  async function customer(firstname: string, personalCode: string): Promise<Customer> {
    serial += 1;
    const email = `${firstname.toLowerCase()}.${serial}.${Date.now()}@example.ee`;
    const created = await call('POST', '/api/user/create', {
      customer: {
        email,
        firstname,
        lastname: 'Kask',
        phoneNumber: '+37251234567',
        consentTermsAccepted: true,
      },
      password: PASSWORD,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.result.id as number;
    await db()
      .update(schema.customer)
      .set({ personalCode, identityMethod: 'smart-id', identifiedAt: new Date() })
      .where(eq(schema.customer.id, id));
    const login = await call('POST', '/api/user/login', { username: email, password: PASSWORD });
    expect(login.status).toBe(200);
    return {
      id,
      email,
      token: login.body.result as string,
      refreshToken: (login.body as unknown as { meta: { refreshToken: string } }).meta.refreshToken,
      personalCode,
    };
  }

  /** An order of the customer, placed through the checkout; `prescription` makes its line a dispensed prescription. */
  async function order(who: Customer, sku: string, prescription?: string) {
    const cartId = await cartWith({ [sku]: 1 }, { token: who.token });
    const body = orderBody({
      personalDetails: {
        firstName: `${who.email.split('.')[0]}`,
        lastName: 'Kask',
        emailAddress: who.email,
        phoneNumber: '+37251234567',
      },
    });
    const placed = await placeOrder(cartId, body, { token: who.token });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const orderId = placed.body.result.orderId as string;
    if (prescription) {
      await db()
        .update(schema.salesOrderLine)
        .set({ prescriptionNumber: prescription, patientCode: who.personalCode })
        .where(eq(schema.salesOrderLine.orderId, orderId));
    }
    return { orderId, orderNumber: placed.body.result.orderNumber as string };
  }

  async function exportOf(token: string) {
    const answer = await testApp.app.inject({
      method: 'GET',
      url: '/api/user/me/data',
      headers: bearer(token),
    });
    return { status: answer.statusCode, headers: answer.headers, body: answer.json() };
  }

  const calls = { call, db, cartWith, customer, order, exportOf, orderRow };
  return { ...calls, fill: (who: Customer, marks: Marks) => fillAccount(calls, who, marks) };
}

/** What tells one customer's records from another's in the stories. */
interface Marks {
  sku: string;
  title: string;
  street: string;
  rx: string;
}

type Calls = {
  call: ReturnType<typeof apiCall>;
  db: () => FastifyInstance['db'];
  cartWith: ReturnType<typeof checkoutCalls>['cartWith'];
  order: (
    who: Customer,
    sku: string,
    prescription?: string,
  ) => Promise<{ orderId: string; orderNumber: string }>;
};

let chats = 0;

/** Everything one customer leaves behind through the shop's own calls, plus a chat and prescription reads. */
async function fillAccount({ call, db, cartWith, order }: Calls, who: Customer, marks: Marks) {
  const auth = bearer(who.token);
  const profile = await call(
    'POST',
    '/api/user/me',
    {
      customer: {
        addresses: [
          {
            firstname: 'Home',
            lastname: 'Address',
            street: marks.street,
            city: 'Tallinn',
            postcode: '10117',
            countryId: 'EE',
          },
        ],
      },
    },
    auth,
  );
  expect(profile.status, JSON.stringify(profile.body)).toBe(200);
  const wished = await call('PUT', `/api/wishlist/items/${marks.sku}`, undefined, auth);
  expect(wished.status, JSON.stringify(wished.body)).toBe(200);
  const review = await call(
    'POST',
    `/api/reviews/${marks.sku}`,
    { review: { title: marks.title, text: 'Helped.', rating: 5, nickname: 'Me' } },
    auth,
  );
  expect(review.status, JSON.stringify(review.body)).toBe(200);
  const subscribed = await call('POST', '/api/newsletter', { email: who.email });
  expect(subscribed.status, JSON.stringify(subscribed.body)).toBe(200);
  const plain = await order(who, marks.sku);
  const dispensed = await order(who, marks.sku, marks.rx);
  const cartId = await cartWith({ [marks.sku]: 2 }, { token: who.token });
  chats += 1;
  const chatId = `chat${chats}-${Date.now()}`.slice(0, 22);
  await db().insert(schema.chat).values({
    id: chatId,
    cartId,
    customerId: who.id,
    storeCode: 'ee',
    startedAt: new Date(),
    lastActivityAt: new Date(),
  });
  await db()
    .insert(schema.chatMessage)
    .values({ chatId, author: 'customer', text: `Question about ${marks.title}`, at: new Date() });
  await recordAccess(db(), {
    customerId: who.id,
    patientHash: await patientHash(db(), who.personalCode),
    action: 'list',
    prescriptionNumber: marks.rx,
  });
  return { plain, dispensed, cartId, chatId };
}
