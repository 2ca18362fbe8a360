import { describe, expect, it } from 'vitest';
import type { PaymentSetup } from '../modules/payment/index.ts';
import {
  contentSecurityPolicy,
  isStaffPage,
  openerPolicy,
  paymentFormSources,
  staffContentSecurityPolicy,
} from './security-headers.ts';

const setup = (paytrail: Partial<PaymentSetup['paytrail']>): PaymentSetup => ({
  publicUrl: null,
  maksekeskus: { shopId: 's', secretKey: 'k', apiUrl: null, sandbox: true },
  paytrail: {
    merchantId: '1',
    secret: 'k',
    interface: 'e2',
    formUrl: null,
    apiUrl: null,
    sandbox: true,
    ...paytrail,
  },
});

describe('the security headers', () => {
  it('let forms post to this origin and to the Paytrail host the checkout really posts to', () => {
    expect(paymentFormSources(setup({}))).toEqual([]);
    expect(paymentFormSources(setup({ interface: 'payment-api' }))).toEqual([]);
    expect(paymentFormSources(setup({ sandbox: false, formUrl: 'https://payment.paytrail.com/e2' }))).toEqual(
      ['https://payment.paytrail.com'],
    );
    // The Payment API's provider forms post to each bank's own host.
    expect(
      paymentFormSources(
        setup({ sandbox: false, interface: 'payment-api', apiUrl: 'https://services.paytrail.com' }),
      ),
    ).toEqual(['https:']);
  });

  it('allow inline scripts only with the nonce', () => {
    const policy = contentSecurityPolicy('abc', ['https://payment.paytrail.com']);
    expect(policy).toContain("script-src 'self' 'nonce-abc';");
    expect(policy).toContain("form-action 'self' https://payment.paytrail.com");
    expect(policy.split(';').find((part) => part.trim().startsWith('script-src'))).not.toContain('unsafe');
  });

  it('allow a kept page’s inline scripts by their hashes alone, no nonce and nothing unsafe', () => {
    const policy = contentSecurityPolicy({ script: ["'sha256-a'", "'sha256-b'"], style: [] }, [], true);
    expect(policy).toContain(
      "script-src 'self' 'sha256-a' 'sha256-b' https://www.googletagmanager.com; style-src 'self';",
    );
    expect(policy).not.toContain('nonce');
    expect(policy.split(';').find((part) => part.trim().startsWith('script-src'))).not.toContain('unsafe');
  });

  it('name no third-party analytics host unless a Tag Manager container is configured', () => {
    const plain = contentSecurityPolicy('abc', []);
    expect(plain).not.toContain('google');
    expect(plain).not.toContain('connect-src');
    const tagged = contentSecurityPolicy('abc', [], true);
    expect(tagged).toContain("script-src 'self' 'nonce-abc' https://www.googletagmanager.com;");
    expect(tagged).toContain("connect-src 'self' https://*.google-analytics.com");
  });

  it('give the staff pages a stricter policy: no payment hosts, no frames, no style attributes', () => {
    const policy = staffContentSecurityPolicy('abc');
    expect(policy).toContain("script-src 'self' 'nonce-abc';");
    expect(policy.split('; ')).toContain("form-action 'self'");
    expect(policy).toContain("frame-src 'none';");
    expect(policy).not.toContain('paytrail');
    expect(policy).not.toContain('youtube');
    expect(policy).not.toContain('unsafe');
    expect(['/staff', '/staff/', '/staff/login', '/staff/hours'].every(isStaffPage)).toBe(true);
    expect(['/', '/staffing', '/ee/staff', '/api/staff/me', '/en/p/staff/x'].some(isStaffPage)).toBe(false);
  });

  it('leave the opener in place only on the pages a payment popup goes through', () => {
    const open = [
      '/sandbox/maksekeskus/pay',
      '/sandbox/paytrail/e2',
      '/maksekeskus-status/ok',
      '/ee/maksekeskus-status/cancel',
      '/fi/paytrail/success',
      '/ru/paytrail/cancel',
      '/eident/result',
      '/fi/eident/result',
      '/api/user/eident',
      '/api/user/eident/callback',
    ];
    const isolated = [
      '/',
      '/fi/checkout',
      '/api/paytrail/form',
      '/api/user/eidentx',
      '/api/user/me',
      '/en/p/paytrail/x',
      '/sandboxes',
    ];
    expect(open.map(openerPolicy)).toEqual(open.map(() => 'unsafe-none'));
    expect(isolated.map(openerPolicy)).toEqual(isolated.map(() => 'same-origin-allow-popups'));
  });
});
