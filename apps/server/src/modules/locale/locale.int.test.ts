import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-app.ts';

const testApp = useTestApp();

const lookup = (acceptLanguage?: string) =>
  testApp.app.inject({
    method: 'GET',
    url: '/api/user/locale',
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
  });

describe(`GET /api/user/locale on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('answers the country of the preferred language range', async () => {
    const response = await lookup('fi-FI,fi;q=0.9,en-US;q=0.8');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ code: 200, result: { countryCode: 'FI' } });
    expect(response.headers.vary).toContain('Accept-Language');
  });

  it('answers Estonia for Estonian without a region', async () => {
    expect((await lookup('et')).json().result.countryCode).toBe('EE');
  });

  it('answers null when the header is missing or names no country', async () => {
    expect((await lookup()).json()).toEqual({ code: 200, result: { countryCode: null } });
    expect((await lookup('en, ru;q=0.5')).json().result.countryCode).toBeNull();
    expect((await lookup(';;;q=x,,')).json().result.countryCode).toBeNull();
  });
});
