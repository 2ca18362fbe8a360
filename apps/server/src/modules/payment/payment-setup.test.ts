import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import {
  SANDBOX_MAKSEKESKUS,
  SANDBOX_PAYTRAIL,
  SANDBOX_PAYTRAIL_API,
  paymentSetup,
  publicOrigin,
} from './payment-setup.ts';

/** The payment setup the server starts with under these environment variables. */
const setupFor = (env: Record<string, string>) => paymentSetup(loadConfig(env).payments);

describe('payment provider setup', () => {
  it('runs every provider against its sandbox when no credentials are configured', () => {
    const setup = setupFor({});
    expect(setup.maksekeskus).toEqual({ ...SANDBOX_MAKSEKESKUS, apiUrl: null, sandbox: true });
    expect(setup.paytrail).toEqual({
      ...SANDBOX_PAYTRAIL,
      interface: 'e2',
      formUrl: null,
      apiUrl: null,
      sandbox: true,
    });
    expect(publicOrigin(setup, { protocol: 'http', host: 'localhost:3000' })).toBe('http://localhost:3000');
  });

  it('uses the configured credentials, API address and public URL, each provider on its own', () => {
    const setup = setupFor({
      PUBLIC_URL: 'https://apteek.ee/',
      MAKSEKESKUS_SHOP_ID: 'shop-1',
      MAKSEKESKUS_SECRET_KEY: 'secret-1',
      MAKSEKESKUS_API_URL: 'https://api-test.maksekeskus.ee/',
    });
    expect(setup.maksekeskus).toEqual({
      shopId: 'shop-1',
      secretKey: 'secret-1',
      apiUrl: 'https://api-test.maksekeskus.ee',
      sandbox: false,
    });
    expect(setup.paytrail.sandbox).toBe(true);
    expect(publicOrigin(setup, { protocol: 'http', host: 'internal:3000' })).toBe('https://apteek.ee');
  });

  it("plays Paytrail's Payment API with its published test merchant, or calls Paytrail with credentials", () => {
    expect(setupFor({ PAYTRAIL_INTERFACE: 'payment-api' }).paytrail).toEqual({
      ...SANDBOX_PAYTRAIL_API,
      interface: 'payment-api',
      formUrl: null,
      apiUrl: null,
      sandbox: true,
    });
    const configured = setupFor({
      PAYTRAIL_INTERFACE: 'payment-api',
      PAYTRAIL_MERCHANT_ID: '375917',
      PAYTRAIL_MERCHANT_SECRET: 'SAIPPUAKAUPPIAS',
    });
    expect(configured.paytrail).toMatchObject({
      interface: 'payment-api',
      apiUrl: 'https://services.paytrail.com',
      sandbox: false,
    });
  });

  it('refuses a Paytrail merchant id that is not a number', () => {
    expect(() => loadConfig({ PAYTRAIL_MERCHANT_ID: 'abc', PAYTRAIL_MERCHANT_SECRET: 'x' })).toThrow(
      /PAYTRAIL_MERCHANT_ID/,
    );
  });
});
