import { describe, expect, it } from 'vitest';
import { LOGIN_FAILED, REFRESH_FAILED, TOO_MANY_ATTEMPTS } from '@apteek/domain';
import { useTestApp } from '../../test-app.ts';

const testApp = useTestApp();

// The stories read whatever the user calls answer; each assertion states the shape it expects.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ApiBody = { code: number; result: any; meta?: any; errors?: { field: string; message: string }[] };

async function call(method: 'GET' | 'POST', url: string, body?: unknown, token?: string, ip = '10.0.0.1') {
  const response = await testApp.app.inject({
    method,
    url,
    payload: body as object | undefined,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    remoteAddress: ip,
  });
  return { status: response.statusCode, body: response.json<ApiBody>() };
}

/** Logs in from the given address (the rate limit counts per address). */
const login = (username: string, password: string, ip?: string) =>
  call('POST', '/api/user/login', { username, password }, undefined, ip);

let registered = 0;
async function register(password = 'Apteek-2026') {
  registered += 1;
  const email = `mari${registered}@example.ee`;
  const created = await call('POST', '/api/user/create', {
    customer: { email, firstname: 'Mari', lastname: 'Maasikas', consentTermsAccepted: true, language: 'et' },
    password,
  });
  expect(created.status).toBe(200);
  const loggedIn = await login(email, password, `10.1.0.${registered}`);
  return {
    email,
    password,
    token: loggedIn.body.result as string,
    refreshToken: loggedIn.body.meta.refreshToken as string,
  };
}

describe(`accounts on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('registers with the privacy consent and logs in with an access token and a refresh token', async () => {
    const refused = await call('POST', '/api/user/create', {
      customer: { email: 'x@example.ee', firstname: 'X', lastname: 'Y', consentTermsAccepted: false },
      password: 'short',
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual(
      expect.arrayContaining([
        { field: 'customer.firstname', message: 'Name must have at least 2 letters.' },
        {
          field: 'customer.consentTermsAccepted',
          message: 'A privacy consent is needed to create an account.',
        },
        { field: 'password', message: 'Password must have at least 8 letters.' },
      ]),
    );
    const user = await register();
    expect(user.token.split('.')).toHaveLength(3);
    const me = await call('GET', '/api/user/me', undefined, user.token);
    expect(me.body.result).toMatchObject({
      email: user.email,
      firstname: 'Mari',
      group_id: 1,
      addresses: [],
    });
    const again = await call('POST', '/api/user/create', {
      customer: {
        email: user.email.toUpperCase(),
        firstname: 'Mari',
        lastname: 'Mets',
        consentTermsAccepted: true,
      },
      password: user.password,
    });
    expect(again.body.errors?.[0]?.field).toBe('customer.email');
  });

  it('answers a wrong password and an unknown e-mail the same way, and limits attempts per account', async () => {
    const user = await register();
    const wrong = await login(user.email, 'Wrong-pass-1');
    const unknown = await login('nobody@example.ee', 'Wrong-pass-1');
    expect(wrong).toEqual({ status: 401, body: { code: 401, result: LOGIN_FAILED, reason: 'login_failed' } });
    expect(unknown).toEqual(wrong);
    for (let i = 0; i < 4; i += 1) await login(user.email, 'nope');
    const limited = await login(user.email, user.password);
    expect(limited).toEqual({
      status: 429,
      body: { code: 429, result: TOO_MANY_ATTEMPTS, reason: 'too_many_attempts' },
    });
  });

  it('rotates refresh tokens and revokes the family when a used one comes back', async () => {
    const user = await register();
    const first = await call('POST', '/api/user/refresh', { refreshToken: user.refreshToken });
    expect(first.status).toBe(200);
    const next = first.body.meta.refreshToken as string;
    expect(next).not.toBe(user.refreshToken);
    const reused = await call('POST', '/api/user/refresh', { refreshToken: user.refreshToken });
    expect(reused).toEqual({
      status: 401,
      body: { code: 401, result: REFRESH_FAILED, reason: 'refresh_failed' },
    });
    expect((await call('POST', '/api/user/refresh', { refreshToken: next })).status).toBe(401);
  });

  it('revokes the session on logout', async () => {
    const user = await register();
    expect((await call('POST', '/api/user/logout', { refreshToken: user.refreshToken })).body.result).toBe(
      true,
    );
    expect((await call('POST', '/api/user/refresh', { refreshToken: user.refreshToken })).status).toBe(401);
  });

  it('lets a customer read and change only their own profile', async () => {
    const mari = await register();
    const jaan = await register();
    const updated = await call(
      'POST',
      '/api/user/me',
      {
        customer: {
          firstname: 'Marina',
          phoneNumber: '+37251234567',
          addresses: [
            {
              firstname: 'Marina',
              lastname: 'Mets',
              street: 'Pikk 1',
              city: 'Tallinn',
              postcode: '10115',
              countryId: 'EE',
            },
          ],
        },
      },
      mari.token,
    );
    expect(updated.body.result).toMatchObject({ firstname: 'Marina', addresses: [{ street: 'Pikk 1' }] });
    expect((await call('GET', '/api/user/me', undefined, jaan.token)).body.result.firstname).toBe('Mari');
    expect((await call('GET', '/api/user/me')).status).toBe(401);
    expect((await call('GET', '/api/user/me', undefined, `${mari.token}x`)).status).toBe(401);
    const badZip = await call(
      'POST',
      '/api/user/me',
      {
        customer: {
          addresses: [
            { firstname: 'Ma', lastname: 'Mets', street: 'P', city: 'T', postcode: '101', countryId: 'EE' },
          ],
        },
      },
      mari.token,
    );
    expect(badZip.body.errors?.[0]).toEqual({
      field: 'customer.addresses.0.postcode',
      message: 'Zip-code must have at least 3 letters.',
    });
  });

  it('changes the password only with the current one', async () => {
    const user = await register();
    const wrong = await call(
      'POST',
      '/api/user/change-password',
      { currentPassword: 'nope', newPassword: 'Better-2027' },
      user.token,
    );
    expect([wrong.status, wrong.body.result]).toEqual([400, 'The password does not match this account.']);
    const changed = await call(
      'POST',
      '/api/user/change-password',
      { currentPassword: user.password, newPassword: 'Better-2027' },
      user.token,
    );
    expect(changed.body).toEqual({ code: 200, result: true });
    expect((await login(user.email, 'Better-2027', '10.2.0.1')).status).toBe(200);
  });

  it('resets a password through a single-use link sent to the outbox, and ends old sessions', async () => {
    const user = await register();
    const unknown = await call('POST', '/api/user/reset-password', { email: 'nobody@example.ee' });
    const known = await testApp.app.inject({
      method: 'POST',
      url: '/api/user/reset-password',
      payload: { email: user.email },
      remoteAddress: '10.0.0.1',
    });
    expect(unknown.body).toEqual(known.json());
    // The local mailbox, read on the server's machine by the browser that asked (its mailbox cookie).
    const mailbox = await testApp.app.inject({
      method: 'GET',
      url: '/api/mail/outbox',
      headers: { cookie: String(known.headers['set-cookie']).split(';')[0]! },
    });
    const outbox = mailbox.json<ApiBody>().result as {
      to: string;
      text: string;
      subject: string;
    }[];
    const mail = outbox.find((message) => message.to === user.email)!;
    expect(mail.subject).toBe('Parooli lähtestamine – Apteek');
    const link = new URL(/https?:\/\/\S+/.exec(mail.text)![0]);
    expect(link.pathname).toBe('/reset-password');
    const resetToken = link.searchParams.get('token')!;
    const createPassword = (newPassword: string) =>
      call('POST', '/api/user/create-password', { email: user.email, resetToken, newPassword });
    const weak = await createPassword('weakweak');
    expect(weak.body.errors?.[0]?.field).toBe('newPassword');
    const done = await createPassword('Renewed-2027');
    expect(done.body).toEqual({ code: 200, result: true });
    const twice = await createPassword('Renewed-2028');
    expect(twice.body.errors?.[0]?.field).toBe('resetToken');
    expect((await call('POST', '/api/user/refresh', { refreshToken: user.refreshToken })).status).toBe(401);
    expect((await login(user.email, 'Renewed-2027', '10.3.0.1')).status).toBe(200);
  });

  it("binds a logged-in customer's cart to them and refuses it to anyone else", async () => {
    const mari = await register();
    const jaan = await register();
    const created = await call('POST', '/api/cart/create', undefined, mari.token);
    const cartId = created.body.result as string;
    expect((await call('POST', '/api/cart/create', undefined, mari.token)).body.result).toBe(cartId);
    expect((await call('GET', `/api/cart/pull?cartId=${cartId}`, undefined, mari.token)).status).toBe(200);
    expect((await call('GET', `/api/cart/pull?cartId=${cartId}`, undefined, jaan.token)).status).toBe(401);
    expect((await call('GET', `/api/cart/pull?cartId=${cartId}`)).status).toBe(401);
  });

  it('merges a guest cart into the customer cart once at login, summing the same product (VSF #3995, #5743)', async () => {
    const mari = await register();
    const add = (cartId: string, sku: string, qty: number, token?: string) =>
      call('POST', `/api/cart/update?cartId=${cartId}`, { cartItem: { sku, qty } }, token);
    const own = (await call('POST', '/api/cart/create', undefined, mari.token)).body.result as string;
    await add(own, 'PARA-500-20', 1, mari.token);
    const guest = (await call('POST', '/api/cart/create')).body.result as string;
    await add(guest, 'PARA-500-20', 2);
    await add(guest, 'IBU-400-20', 1);
    const [first, second] = await Promise.all([
      call('POST', `/api/cart/create?mergeCartId=${guest}`, undefined, mari.token),
      call('POST', `/api/cart/create?mergeCartId=${guest}`, undefined, mari.token),
    ]);
    expect([first.body.result, second.body.result]).toEqual([own, own]);
    await call('POST', `/api/cart/create?mergeCartId=${guest}`, undefined, mari.token);
    const lines = (await call('GET', `/api/cart/pull?cartId=${own}`, undefined, mari.token)).body.result as {
      sku: string;
      qty: number;
    }[];
    expect(lines.map((line) => [line.sku, line.qty]).sort()).toEqual([
      ['IBU-400-20', 1],
      ['PARA-500-20', 3],
    ]);
    expect((await call('GET', `/api/cart/pull?cartId=${guest}`)).status).toBe(404);
  });
});
