import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schema } from '@apteek/db';
import { apiCall, useLoggedTestApp } from '../../test-app.ts';

const { testApp, lines } = useLoggedTestApp();
const call = apiCall(testApp);

describe(`GET /api/user/dummyLogin/{id} with the identity sandboxes on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('logs in as a Smart-ID demo person: token and refresh token, the customer made like a strong login', async () => {
    const login = await call('GET', '/api/user/dummyLogin/40504040001');
    expect(login.status).toBe(200);
    const { token, refreshToken } = login.body.result as { token: string; refreshToken: string };
    expect(login.body).toEqual({
      code: 200,
      result: { token: expect.any(String), refreshToken: expect.any(String) },
    });
    const me = await call('GET', '/api/user/me', undefined, { authorization: `Bearer ${token}` });
    expect(me.status).toBe(200);
    expect(me.body.result).toMatchObject({
      lastname: 'Testnumber',
      country_id: 'EE',
      identityMethod: 'smart-id',
    });
    const refreshed = await call('POST', '/api/user/refresh', { refreshToken });
    expect(refreshed.status).toBe(200);
    expect(lines.join('\n')).not.toContain('40504040001');
  });

  it('logs in as the sandbox broker’s Finnish test person, once made, then found', async () => {
    const first = await call('GET', '/api/user/dummyLogin/131052-308T');
    const again = await call('GET', '/api/user/dummyLogin/131052-308T');
    expect([first.status, again.status]).toEqual([200, 200]);
    const { customer } = schema;
    const rows = await testApp.app.db
      .select({ lastname: customer.lastname, countryId: customer.countryId, method: customer.identityMethod })
      .from(customer)
      .where(eq(customer.personalCode, '131052-308T'));
    expect(rows).toEqual([{ lastname: 'Testinen', countryId: 'FI', method: 'bank-id' }]);
  });

  it.each([
    ['a valid code of nobody in the sandboxes', '38001085718'],
    ['a demo identity scripted to refuse', '30403039917'],
    ['no personal code at all', 'admin'],
  ])('refuses %s with a 400 naming the field', async (_what, id) => {
    const refused = await call('GET', `/api/user/dummyLogin/${id}`);
    expect(refused.status).toBe(400);
    expect(refused.body.errors).toEqual([
      { field: 'id', message: 'Enter the personal code of a sandbox test person.' },
    ]);
  });

  it('is limited per personal code like an init: the sixth login within ten minutes waits', async () => {
    for (let i = 0; i < 5; i++)
      expect((await call('GET', '/api/user/dummyLogin/60001017869')).status).toBe(200);
    const refused = await call('GET', '/api/user/dummyLogin/60001017869');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});
