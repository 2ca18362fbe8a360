// @postgres: one transaction deletes across a dozen tables with row locks and cascades, and the deleted account's token stops working at once.
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { DataExportSchema, KEPT_AFTER_DELETION } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';
import { identityAccounts } from '../identity/index.ts';
import { bearer, dataRightsCalls, OTC, OTHER_OTC, PASSWORD } from './data-rights-test-helpers.ts';

/**
 * Deleting an account: confirmed strongly, it erases what may go and keeps what the pharmacy
 * must, and nothing of the account can be used again; the same e-mail starts an empty account.
 */

const testApp = useTestApp();
const { call, db, customer, fill, exportOf, orderRow } = dataRightsCalls(testApp);

describe(`deleting an account on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('asks for the password, refuses a wrong one, and changes nothing until confirmed', async () => {
    const alice = await customer('Alice', '49001010026');
    const empty = await call('POST', '/api/user/forget', undefined, bearer(alice.token));
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([
      { field: 'password', message: 'Enter your password to delete the account.' },
    ]);
    const wrong = await call(
      'POST',
      '/api/user/forget',
      { password: 'Not-the-password-1' },
      bearer(alice.token),
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors).toEqual([
      { field: 'password', message: 'The password does not match this account.' },
    ]);
    expect(
      (await call('POST', '/api/user/forget', { password: PASSWORD, id: 1 }, bearer(alice.token))).status,
    ).toBe(400);
    expect((await call('POST', '/api/user/forget', { password: PASSWORD })).status).toBe(401);
    expect((await call('GET', '/api/user/me', undefined, bearer(alice.token))).status).toBe(200);
  });

  it('erases what may go, keeps the dispensing record, ends every session, and frees the e-mail for an empty new account', async () => {
    const alice = await customer('Alice', '49001010037');
    const bob = await customer('Bobby', '39001010020');
    const mine = await fill(alice, { sku: OTC, title: 'Going away', street: 'Kadunud 3', rx: '5500000005' });
    const bobs = await fill(bob, { sku: OTHER_OTC, title: 'Staying', street: 'Jääb 4', rx: '6600000006' });

    const deleted = await call('POST', '/api/user/forget', { password: PASSWORD }, bearer(alice.token));
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.result).toEqual({ deleted: true, kept: [...KEPT_AFTER_DELETION] });

    // Nothing of the account works any more: its token, its refresh token, its password.
    expect((await call('GET', '/api/user/me', undefined, bearer(alice.token))).status).toBe(401);
    expect((await exportOf(alice.token)).status).toBe(401);
    expect((await call('GET', '/api/order/history', undefined, bearer(alice.token))).status).toBe(401);
    expect((await call('POST', '/api/user/refresh', { refreshToken: alice.refreshToken })).status).toBe(401);
    expect(
      (await call('POST', '/api/user/login', { username: alice.email, password: PASSWORD })).status,
    ).toBe(401);
    expect((await call('POST', '/api/user/forget', { password: PASSWORD }, bearer(alice.token))).status).toBe(
      401,
    );

    // Erased: the account and everything only it used.
    const {
      customer: customers,
      customerAddress,
      refreshToken,
      productReview,
      wishlistItem,
      newsletterSubscription,
      cart,
      cartItem,
      chat,
      salesOrder,
      salesOrderLine,
      salesOrderAddress,
      prescriptionAccessLog,
    } = schema;
    expect(await db().select().from(customers).where(eq(customers.id, alice.id))).toEqual([]);
    for (const [table, column] of [
      [customerAddress, customerAddress.customerId],
      [refreshToken, refreshToken.customerId],
      [productReview, productReview.customerId],
      [wishlistItem, wishlistItem.customerId],
      [cart, cart.customerId],
      [salesOrder, salesOrder.customerId],
    ] as const) {
      expect(await db().select().from(table).where(eq(column, alice.id))).toEqual([]);
    }
    expect(
      await db().select().from(newsletterSubscription).where(eq(newsletterSubscription.email, alice.email)),
    ).toEqual([]);
    expect(await db().select().from(cartItem).where(eq(cartItem.cartId, mine.cartId))).toEqual([]);

    // The order without a prescription: figures only.
    const plain = await orderRow(mine.plain.orderId);
    expect(plain).toMatchObject({
      customerId: null,
      firstname: '',
      lastname: '',
      email: '',
      phoneNumber: '',
      clientAddress: null,
    });
    expect(plain.anonymisedAt).not.toBeNull();
    expect(plain.grandTotal).toBeGreaterThan(0);
    const plainLines = await db()
      .select()
      .from(salesOrderLine)
      .where(eq(salesOrderLine.orderId, mine.plain.orderId));
    expect(plainLines).toEqual([
      expect.objectContaining({ sku: OTC, qty: 1, patientCode: null, prescriptionNumber: null }),
    ]);

    // The prescription order: the dispensing record stays, unlinked and without contact details.
    const dispensed = await orderRow(mine.dispensed.orderId);
    expect(dispensed).toMatchObject({
      customerId: null,
      email: '',
      phoneNumber: '',
      clientAddress: null,
      anonymisedAt: null,
    });
    const dispensedLines = await db()
      .select()
      .from(salesOrderLine)
      .where(eq(salesOrderLine.orderId, mine.dispensed.orderId));
    expect(dispensedLines).toEqual([
      expect.objectContaining({
        sku: OTC,
        prescriptionNumber: '5500000005',
        patientCode: alice.personalCode,
      }),
    ]);
    expect(
      await db()
        .select()
        .from(salesOrderAddress)
        .where(inArray(salesOrderAddress.orderId, [mine.plain.orderId, mine.dispensed.orderId])),
    ).toEqual([]);
    expect(JSON.stringify([plain, dispensed])).not.toContain(alice.email);

    // Kept for their year, unlinked: the chat (counselling) and the prescription reads.
    const [keptChat] = await db().select().from(chat).where(eq(chat.id, mine.chatId));
    expect(keptChat).toMatchObject({ customerId: null });
    const [shell] = await db().select().from(cart).where(eq(cart.id, mine.cartId));
    expect(shell).toMatchObject({ customerId: null, status: 'merged' });
    expect(
      await db()
        .select()
        .from(prescriptionAccessLog)
        .where(
          and(
            eq(prescriptionAccessLog.customerId, alice.id),
            eq(prescriptionAccessLog.prescriptionNumber, '5500000005'),
          ),
        ),
    ).toHaveLength(1);

    // Bob's account is untouched.
    const bobsExport = DataExportSchema.parse((await exportOf(bob.token)).body.result);
    expect(bobsExport.orders.map((row) => row.orderNumber).sort()).toEqual(
      [bobs.plain.orderNumber, bobs.dispensed.orderNumber].sort(),
    );
    expect(bobsExport.orders.every((row) => row.email === bob.email)).toBe(true);
    expect(bobsExport.reviews.map((row) => row.title)).toEqual(['Staying']);
    expect(bobsExport.chats).toHaveLength(1);
    expect(bobsExport.wishlist).toHaveLength(1);

    // A new account with the same e-mail starts empty.
    const again = await call('POST', '/api/user/create', {
      customer: {
        email: alice.email,
        firstname: 'Alice',
        lastname: 'Uus',
        phoneNumber: '+37251234567',
        consentTermsAccepted: true,
      },
      password: PASSWORD,
    });
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.result.id).not.toBe(alice.id);
    const login = await call('POST', '/api/user/login', { username: alice.email, password: PASSWORD });
    const fresh = DataExportSchema.parse((await exportOf(login.body.result as string)).body.result);
    expect(fresh).toMatchObject({
      addresses: [],
      orders: [],
      reviews: [],
      wishlist: [],
      newsletter: null,
      chats: [],
      carts: [],
      prescriptionAccessLog: [],
    });
    const history = await call('GET', '/api/order/history', undefined, bearer(login.body.result as string));
    expect(history.body.result.items ?? history.body.result).toEqual([]);
    expect(await db().select().from(chat).where(isNull(chat.customerId))).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: mine.chatId })]),
    );
  });

  it('deletes an account without a password after a fresh strong login, and asks for a new one when the login is old', async () => {
    const accounts = identityAccounts({ db: db(), users: testApp.app.users });
    const login = () =>
      accounts.identityLogin({
        personalCode: '38001010015',
        country: 'EE',
        givenName: 'JAAN',
        surname: 'TAMM',
        method: 'smart-id',
      });
    const first = await login();
    // The session's login is made old; refreshing it keeps the login's time.
    await db()
      .update(schema.refreshToken)
      .set({ createdAt: new Date(Date.now() - 10 * 60 * 1000) })
      .where(eq(schema.refreshToken.customerId, first.customer.id));
    const refreshed = await call('POST', '/api/user/refresh', { refreshToken: first.session.refreshToken });
    expect(refreshed.status).toBe(200);
    const old = await call('POST', '/api/user/forget', undefined, bearer(refreshed.body.result as string));
    expect(old.status).toBe(400);
    expect(old.body.errors).toEqual([
      {
        field: 'login',
        message: 'Log in again with Smart-ID, Mobile-ID, ID card or bank ID to delete the account.',
      },
    ]);
    expect(
      (await call('POST', '/api/user/forget', { password: 'Anything-1234' }, bearer(first.session.token)))
        .status,
    ).toBe(400);

    const second = await login();
    expect(second.customer.id).toBe(first.customer.id);
    const done = await call('POST', '/api/user/forget', undefined, bearer(second.session.token));
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await call('GET', '/api/user/me', undefined, bearer(second.session.token))).status).toBe(401);
    // The same person logging in again gets a new, empty account.
    const third = await login();
    expect(third.customer.id).not.toBe(first.customer.id);
  });
});
