import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-app.ts';

const testApp = useTestApp({ identitySandbox: false });

describe(`an https deployment without IDENTITY_SANDBOX on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it.each([
    ['POST', '/api/user/smartid/init'],
    ['POST', '/api/user/mobileid/init'],
    ['GET', '/sandbox/smart-id/device/40504040001'],
    ['POST', '/sandbox/mobile-id/authentication'],
    ['GET', '/api/user/dummyLogin/40504040001'],
  ] as const)('has no demo-identity login: %s %s answers 404', async (method, url) => {
    const response = await testApp.app.inject({ method, url, payload: method === 'POST' ? {} : undefined });
    expect(response.statusCode).toBe(404);
  });
});
