import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../config.ts';
import { SANDBOX_IDS, paymentSetupWith, publicOrigin } from './payment-setup.ts';

const secrets = {
  maksekeskus: 'mk-installation',
  paytrailE2: 'e2-installation',
  paytrailApi: 'api-installation',
};

/** The payment setup the server starts with under these environment variables. */
const setupFor = (env: Record<string, string>) => paymentSetupWith(loadConfig(env).payments, secrets);

const credentials = {
  MAKSEKESKUS_SHOP_ID: 'shop-1',
  MAKSEKESKUS_SECRET_KEY: 'secret-1',
  PAYTRAIL_MERCHANT_ID: '375917',
  PAYTRAIL_MERCHANT_SECRET: 'merchant-secret',
};

describe('payment provider setup', () => {
  it("runs every provider against its sandbox with this installation's secrets when no credentials are configured", () => {
    const setup = setupFor({});
    expect(setup.maksekeskus).toEqual({
      shopId: SANDBOX_IDS.maksekeskusShopId,
      secretKey: 'mk-installation',
      apiUrl: null,
      sandbox: true,
    });
    expect(setup.paytrail).toEqual({
      merchantId: SANDBOX_IDS.paytrailE2MerchantId,
      secret: 'e2-installation',
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
      PAYMENT_SANDBOX: '1',
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

  it("plays Paytrail's Payment API with its test merchant's id, or calls Paytrail with credentials", () => {
    expect(setupFor({ PAYTRAIL_INTERFACE: 'payment-api' }).paytrail).toEqual({
      merchantId: SANDBOX_IDS.paytrailApiMerchantId,
      secret: 'api-installation',
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

describe('a deployment without payment credentials', () => {
  it('refuses to start on an https PUBLIC_URL, in one line naming what is missing and how to ask for test payments', () => {
    const refusal = (env: Record<string, string>) => {
      try {
        loadConfig(env);
      } catch (error) {
        return error;
      }
      return null;
    };
    const none = refusal({ PUBLIC_URL: 'https://apteek.ee' });
    expect(none).toBeInstanceOf(ConfigError);
    expect((none as Error).message).toBe(
      'PUBLIC_URL is https://apteek.ee but MAKSEKESKUS_SHOP_ID, MAKSEKESKUS_SECRET_KEY, PAYTRAIL_MERCHANT_ID, ' +
        "PAYTRAIL_MERCHANT_SECRET are not set: set the payment providers' credentials, or PAYMENT_SANDBOX=1 " +
        'to take test payments only',
    );
    const { PAYTRAIL_MERCHANT_SECRET: _, ...withoutOne } = credentials;
    expect((refusal({ PUBLIC_URL: 'https://apteek.ee', ...withoutOne }) as Error).message).toMatch(
      /^PUBLIC_URL is https:\/\/apteek\.ee but PAYTRAIL_MERCHANT_SECRET is not set: [^\n]+$/,
    );
    expect(
      refusal({ PUBLIC_URL: 'https://apteek.ee', NODE_ENV: 'production', PAYMENT_SANDBOX: '0' }),
    ).toBeInstanceOf(ConfigError);
    expect(() => loadConfig({ PUBLIC_URL: 'https://apteek.ee', PAYMENT_SANDBOX: 'yes' })).toThrow(
      /^Invalid PAYMENT_SANDBOX: must be 1 \(test payments\) or 0/,
    );
  });

  it('starts with both providers configured, with PAYMENT_SANDBOX=1, or off https', () => {
    expect(setupFor({ PUBLIC_URL: 'https://apteek.ee', ...credentials }).maksekeskus.sandbox).toBe(false);
    expect(setupFor({ PUBLIC_URL: 'https://apteek.ee', PAYMENT_SANDBOX: '1' }).paytrail.sandbox).toBe(true);
    expect(setupFor({ PUBLIC_URL: 'http://localhost:3000' }).maksekeskus.sandbox).toBe(true);
    // NODE_ENV says nothing about money: the sandbox still signs with this installation's secret.
    expect(
      setupFor({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.apteek.ee' }).maksekeskus.secretKey,
    ).toBe('mk-installation');
  });
});
