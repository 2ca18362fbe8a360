import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-app.ts';

const testApp = useTestApp({ identitySandbox: false });

describe(`an https deployment without IDENTITY_SANDBOX or a broker on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it.each([
    '/api/user/eident?redirect_url=%2Feident%2Fresult',
    '/sandbox/eident/.well-known/openid-configuration',
    '/sandbox/eident/jwks',
  ])('has no test-person e-identification: GET %s answers 404', async (url) => {
    expect((await testApp.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
