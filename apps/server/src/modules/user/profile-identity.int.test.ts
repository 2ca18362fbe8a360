import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-app.ts';
import { identityAccounts } from '../identity/index.ts';

let testApp: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  testApp = await buildTestApp({}, { today: () => '2026-11-21' });
  app = testApp.app;
});
afterAll(() => testApp.close());

async function me(token: string) {
  const answer = await app.inject({
    method: 'GET',
    url: '/api/user/me',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().result as Record<string, unknown>;
}

describe('the profile after a strong login', () => {
  it('shows its owner the personal code masked and how the customer was identified', async () => {
    const accounts = identityAccounts({ db: app.db, users: app.users });
    const { session } = await accounts.identityLogin({
      personalCode: '38412319871',
      country: 'EE',
      givenName: 'JAAN',
      surname: 'TAMM',
      method: 'mobile-id',
    });

    const profile = await me(session.token);
    expect(profile).toMatchObject({
      personalCode: '3********71',
      identityMethod: 'mobile-id',
      identityCountry: 'EE',
      hasPassword: false,
    });
    expect(JSON.stringify(profile)).not.toContain('38412319871');
  });

  it("tells a Finnish bank-ID customer's profile the code's country, never the code", async () => {
    const accounts = identityAccounts({ db: app.db, users: app.users });
    const { session } = await accounts.identityLogin({
      personalCode: '010280-952L',
      country: 'FI',
      givenName: 'Matti',
      surname: 'Meikäläinen',
      method: 'bank-id',
    });

    const profile = await me(session.token);
    expect(profile).toMatchObject({ identityMethod: 'bank-id', identityCountry: 'FI', country_id: 'FI' });
    expect(JSON.stringify(profile)).not.toContain('010280-952L');
  });

  it('answers null for both on a password account', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/user/create',
      payload: {
        customer: {
          email: 'plain@example.ee',
          firstname: 'Plain',
          lastname: 'Person',
          consentTermsAccepted: true,
          language: 'et',
        },
        password: 'a long enough password 1',
      },
    });
    expect(created.statusCode).toBe(200);
    const login = await app.inject({
      method: 'POST',
      url: '/api/user/login',
      payload: { username: 'plain@example.ee', password: 'a long enough password 1' },
    });
    expect(login.statusCode).toBe(200);
    const profile = await me(login.json().result as string);
    expect(profile).toMatchObject({
      personalCode: null,
      identityMethod: null,
      identityCountry: null,
      hasPassword: true,
    });
  });
});
