// @postgres: raw SQL on the identity sessions.
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '@apteek/db';
import { isDomainError } from '@apteek/domain';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { identityAccounts, type IdentityLoginInput } from './index.ts';

const lines: string[] = [];
let testApp: TestApp;
let app: FastifyInstance;
let accounts: ReturnType<typeof identityAccounts>;

beforeAll(async () => {
  testApp = await buildTestApp(
    { logLevel: 'info' },
    { today: () => '2026-11-21', logStream: { write: (line) => void lines.push(line) } },
  );
  app = testApp.app;
  accounts = identityAccounts({ db: app.db, users: app.users });
});
afterAll(() => testApp.close());

const mary: IdentityLoginInput = {
  personalCode: '60001019906',
  country: 'EE',
  givenName: 'MARY ÄNN',
  surname: "O'CONNEŽ-ŠUSLIK",
  method: 'smart-id',
};

async function refusal(input: IdentityLoginInput) {
  const error = await accounts.identityLogin(input).then(
    () => null,
    (failure: unknown) => failure,
  );
  return isDomainError(error, 'invalid_request') ? error.details.errors.map((e) => e.field) : error;
}

describe('accounts by personal code', () => {
  it('makes the customer on the first strong login and finds it on the next', async () => {
    const first = await accounts.identityLogin(mary);
    expect(first.created).toBe(true);
    expect(first.customer).toMatchObject({
      email: null,
      passwordHash: null,
      firstname: 'Mary Änn',
      lastname: "O'Connež-Šuslik",
      countryId: 'EE',
      language: 'et',
      personalCode: '60001019906',
      identityMethod: 'smart-id',
    });

    const me = await app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${first.session.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().result).toMatchObject({ id: first.customer.id, firstname: 'Mary Änn', email: '' });

    const again = await accounts.identityLogin({ ...mary, method: 'mobile-id', givenName: 'OTHER' });
    expect(again.created).toBe(false);
    expect(again.customer.id).toBe(first.customer.id);
    expect(again.customer).toMatchObject({ firstname: 'Mary Änn', identityMethod: 'mobile-id' });
    expect(again.session.refreshToken).not.toBe(first.session.refreshToken);
  });

  it('issues the user module sessions, whose refresh token rotates', async () => {
    const { session } = await accounts.identityLogin({ ...mary, personalCode: '38412319871' });
    const rotated = await app.inject({
      method: 'POST',
      url: '/api/user/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(rotated.statusCode).toBe(200);
    const reused = await app.inject({
      method: 'POST',
      url: '/api/user/refresh',
      payload: { refreshToken: session.refreshToken },
    });
    expect(reused.statusCode).toBe(401);
  });

  it('gives a Finnish customer the country and language of the code', async () => {
    const { customer } = await accounts.identityLogin({
      personalCode: '010280-952L',
      country: 'FI',
      givenName: 'Matti',
      surname: 'Meikäläinen',
      method: 'bank-id',
    });
    expect(customer).toMatchObject({
      countryId: 'FI',
      language: 'fi',
      firstname: 'Matti',
      identityMethod: 'bank-id',
    });
  });

  it('makes one customer when two first logins of a person race', async () => {
    const person = { ...mary, personalCode: '39703035237' };
    const results = await Promise.all([accounts.identityLogin(person), accounts.identityLogin(person)]);
    expect(results[0].customer.id).toBe(results[1].customer.id);
    expect(results.filter((result) => result.created)).toHaveLength(1);
    const rows = await app.db
      .select()
      .from(schema.customer)
      .where(eq(schema.customer.personalCode, '39703035237'));
    expect(rows).toHaveLength(1);
  });

  it('refuses an invalid code, a code of another country, an empty name and an unknown method, naming the field', async () => {
    expect(await refusal({ ...mary, personalCode: '60001019907' })).toEqual(['personalCode']);
    expect(await refusal({ ...mary, country: 'FI' })).toEqual(['personalCode']);
    expect(await refusal({ ...mary, personalCode: '131052-308T' })).toEqual(['personalCode']);
    expect(await refusal({ ...mary, givenName: '  ' })).toEqual(['givenName']);
    expect(await refusal({ ...mary, surname: 'x'.repeat(101) })).toEqual(['surname']);
    expect(await refusal({ ...mary, method: 'password' as never })).toEqual(['method']);
  });

  it('keeps a customer with neither an e-mail address nor a personal code out of the table', async () => {
    const insert = app.db.execute(
      sql.raw(`insert into customer (firstname, lastname) values ('No', 'Body')`),
    );
    await expect(insert).rejects.toThrow();
  });

  it('links a password account to a proved personal code once', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: {
        customer: {
          email: 'linking@example.ee',
          firstname: 'Liis',
          lastname: 'Link',
          consentTermsAccepted: true,
        },
        password: 'Very-secret-pass-1',
      },
    });
    expect(created.statusCode).toBe(200);
    const [account] = await app.db
      .select()
      .from(schema.customer)
      .where(eq(schema.customer.email, 'linking@example.ee'));
    const code = { personalCode: '60001017869', country: 'EE', method: 'mobile-id' } as const;
    await accounts.linkPersonalCode(account!.id, code);
    const login = await accounts.identityLogin({ ...code, givenName: 'LIIS', surname: 'LINK' });
    expect(login.created).toBe(false);
    expect(login.customer).toMatchObject({
      id: account!.id,
      email: 'linking@example.ee',
      identityMethod: 'mobile-id',
    });
    // The same code again is no change; another code, or a code with another account, is refused.
    await accounts.linkPersonalCode(account!.id, code);
    const other = async (customerId: number, personalCode: string) =>
      accounts.linkPersonalCode(customerId, { ...code, personalCode }).then(
        () => null,
        (error: unknown) =>
          isDomainError(error, 'invalid_request') ? error.details.errors[0]!.message : error,
      );
    expect(await other(account!.id, '49001010001')).toBe(
      'This account is already linked to another personal code.',
    );
    const mary = (
      await accounts.identityLogin({ ...code, personalCode: '60001019906', givenName: 'M', surname: 'A' })
    ).customer;
    const [fresh] = await app.db
      .insert(schema.customer)
      .values({ email: 'second@example.ee', firstname: 'S', lastname: 'E' })
      .returning();
    expect(await other(fresh!.id, mary.personalCode!)).toBe('This personal code belongs to another account.');
    expect(await other(fresh!.id, '60001019907')).toBe('This personal code is not valid.');
  });

  it('never logs a personal code or the names of a strong login', async () => {
    const person = { ...mary, personalCode: '51307149560', givenName: 'SALAJANE', surname: 'ISIKUKOOD' };
    await app.db.execute(
      sql.raw('alter table customer add constraint identity_log_test check (false) not valid'),
    );
    const failed = await accounts.identityLogin(person).catch((error: unknown) => error);
    await app.db.execute(sql.raw('alter table customer drop constraint identity_log_test'));
    app.log.error(
      { err: failed, identity: person, ...person, nationalIdentityNumber: person.personalCode },
      'strong login failed',
    );
    app.log.info({ result: { identity: person } }, 'strong login');
    const logged = lines.join('\n');
    expect(logged).toContain('strong login failed');
    for (const value of ['51307149560', 'Salajane', 'SALAJANE', 'Isikukood', 'ISIKUKOOD']) {
      expect(logged).not.toContain(value);
    }
  });
});
