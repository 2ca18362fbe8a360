import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test-app.ts';

const apps: TestApp[] = [];

afterAll(async () => {
  await Promise.all(apps.map((testApp) => testApp.close()));
});

async function outboxOf(smtpUrl: string | null, localMailbox = true) {
  const testApp = await buildTestApp({ smtpUrl, localMailbox });
  apps.push(testApp);
  const response = await testApp.app.inject({ method: 'GET', url: '/api/mail/outbox' });
  return { status: response.statusCode, body: response.json<{ code: number; result: unknown }>() };
}

// The storefront's /mailbox page lists this outbox; with a mail server it must show nothing.
describe(`the local mailbox on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('lists the outbox when no SMTP server is configured', async () => {
    expect(await outboxOf(null)).toEqual({ status: 200, body: { code: 200, result: [] } });
  });

  it('is not there without a demo on this machine (LOCAL_DEMO=1), though mail stays in the outbox', async () => {
    expect(await outboxOf(null, false)).toEqual({
      status: 404,
      body: { code: 404, result: 'Not found', reason: 'not_found' },
    });
  });

  it('is not there when mail goes through SMTP', async () => {
    expect(await outboxOf('smtp://127.0.0.1:2525')).toEqual({
      status: 404,
      body: { code: 404, result: 'Not found', reason: 'not_found' },
    });
  });
});
