import { describe, expect, it } from 'vitest';
import { isPaytrailSignatureValid, paytrailHmac } from './paytrail-hmac.ts';

// Paytrail's published Payment API test merchant (paytrail/api-documentation, "Test credentials").
const SECRET = 'SAIPPUAKAUPPIAS';

describe('Paytrail Payment API signatures', () => {
  it('signs the documented create-payment request (examples: "HMAC calculation (node.js)")', () => {
    const headers = {
      'checkout-account': '375917',
      'checkout-algorithm': 'sha256',
      'checkout-method': 'POST',
      'checkout-nonce': '564635208570151',
      'checkout-timestamp': '2018-07-06T10:01:31.904Z',
      // Not checkout-*: left out of the signature, as the PHP example shows.
      'content-type': 'application/json; charset=utf-8',
    };
    const body = JSON.stringify({
      stamp: 'unique-identifier-for-merchant',
      reference: '3759170',
      amount: 1525,
      currency: 'EUR',
      language: 'FI',
      items: [
        { unitPrice: 1525, units: 1, vatPercentage: 24, productCode: '#1234', deliveryDate: '2018-09-01' },
      ],
      customer: { email: 'test.customer@example.com' },
      redirectUrls: {
        success: 'https://ecom.example.com/cart/success',
        cancel: 'https://ecom.example.com/cart/cancel',
      },
    });
    expect(paytrailHmac(SECRET, headers, body)).toBe(
      '3708f6497ae7cc55a2e6009fc90aa10c3ad0ef125260ee91b19168750f6d74f6',
    );
  });

  it('sorts the fields, whatever order they come in, and signs with sha512 when asked', () => {
    const sorted = { 'checkout-account': '375917', 'checkout-algorithm': 'sha512', 'checkout-method': 'GET' };
    const shuffled = {
      'checkout-method': 'GET',
      'checkout-algorithm': 'sha512',
      'checkout-account': '375917',
    };
    expect(paytrailHmac(SECRET, shuffled, '', 'sha512')).toBe(paytrailHmac(SECRET, sorted, '', 'sha512'));
    expect(paytrailHmac(SECRET, sorted, '', 'sha512')).toHaveLength(128);
  });

  // The documented redirect example, signed here: the docs' own signature is for another secret.
  const redirect = {
    'checkout-account': '375917',
    'checkout-algorithm': 'sha256',
    'checkout-amount': '2964',
    'checkout-stamp': '15336332710015',
    'checkout-reference': '192387192837195',
    'checkout-transaction-id': '4b300af6-9a22-11e8-9184-abb6de7fd2d0',
    'checkout-status': 'ok',
    'checkout-provider': 'nordea',
  };
  const signed = { ...redirect, signature: paytrailHmac(SECRET, redirect, '') };

  it('accepts a signed redirect, also with parameters it has never heard of, and refuses changes', () => {
    expect(isPaytrailSignatureValid(signed, '', SECRET)).toBe(true);
    expect(
      isPaytrailSignatureValid({ ...signed, signature: signed.signature.toUpperCase() }, '', SECRET),
    ).toBe(true);
    const extended = { ...redirect, 'checkout-settlement-reference': '45667372' };
    expect(
      isPaytrailSignatureValid({ ...extended, signature: paytrailHmac(SECRET, extended, '') }, '', SECRET),
    ).toBe(true);
    expect(isPaytrailSignatureValid({ ...signed, 'checkout-status': 'fail' }, '', SECRET)).toBe(false);
    expect(isPaytrailSignatureValid({ ...signed, 'checkout-new': 'x' }, '', SECRET)).toBe(false);
    expect(isPaytrailSignatureValid({ ...signed, signature: 'X' }, '', SECRET)).toBe(false);
    expect(isPaytrailSignatureValid({ ...redirect }, '', SECRET)).toBe(false);
    expect(isPaytrailSignatureValid(signed, '', 'another secret')).toBe(false);
    expect(isPaytrailSignatureValid(signed, '{}', SECRET)).toBe(false);
  });

  it('takes the algorithm from checkout-algorithm and refuses one it does not know', () => {
    const sha512 = { ...redirect, 'checkout-algorithm': 'sha512' };
    const signature = paytrailHmac(SECRET, sha512, '', 'sha512');
    expect(isPaytrailSignatureValid({ ...sha512, signature }, '', SECRET)).toBe(true);
    const md5 = { ...redirect, 'checkout-algorithm': 'md5' };
    expect(isPaytrailSignatureValid({ ...md5, signature: paytrailHmac(SECRET, md5, '') }, '', SECRET)).toBe(
      false,
    );
  });

  it('refuses a value with a line break, which could pass one field off as two', () => {
    const forged = { ...redirect, 'checkout-amount': '2964\ncheckout-x:1' };
    expect(
      isPaytrailSignatureValid({ ...forged, signature: paytrailHmac(SECRET, forged, '') }, '', SECRET),
    ).toBe(false);
  });
});
