import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { needsManualCheck, paymentOutcome, providerVerdict, type PaymentReturn } from './payment-outcome.ts';

const paid = { paymentStatus: 'paid', orderStatus: 'Paid' } as const;
const pending = { paymentStatus: 'pending', orderStatus: 'PendingPayment' } as const;
const maksekeskus = (status: string) => ({
  provider: 'maksekeskus' as const,
  json: JSON.stringify({ status }),
  mac: 'X',
});

describe('payment outcome', () => {
  it('is a success when the order reads paid after the delay', () => {
    expect(paymentOutcome({ verdict: 'paid', status: paid })).toBe('success');
  });

  it('is an abort when the shopper cancelled or closed the popup', () => {
    expect(paymentOutcome({ verdict: 'cancelled', status: pending })).toBe('aborted');
    expect(paymentOutcome({ verdict: 'closed', status: pending })).toBe('aborted');
  });

  it('is paid but failed when the provider took the money and the order does not show it', () => {
    expect(paymentOutcome({ verdict: 'paid', status: null })).toBe('paidButFailed');
    expect(paymentOutcome({ verdict: 'paid', status: pending })).toBe('paidButFailed');
  });

  it('is a failure when the provider refused', () => {
    expect(paymentOutcome({ verdict: 'failed', status: pending })).toBe('failed');
  });

  it('always trusts an order that reads paid', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<PaymentReturn['verdict']>('paid', 'cancelled', 'failed', 'closed'),
        (verdict) => {
          expect(paymentOutcome({ verdict, status: paid })).toBe('success');
        },
      ),
    );
  });

  it('reads the providers’ own statuses', () => {
    expect(providerVerdict(maksekeskus('COMPLETED'), 'success')).toBe('paid');
    expect(providerVerdict(maksekeskus('CANCELLED'), 'cancel')).toBe('cancelled');
    expect(providerVerdict(maksekeskus('EXPIRED'), 'cancel')).toBe('failed');
    expect(providerVerdict({ provider: 'maksekeskus', json: 'not json', mac: 'X' }, 'cancel')).toBe(
      'cancelled',
    );
    expect(providerVerdict({ provider: 'maksekeskus', json: '{}', mac: 'X' }, 'success')).toBe('failed');
    expect(providerVerdict({ provider: 'paytrail', params: { STATUS: 'PAID' } }, 'success')).toBe('paid');
    expect(providerVerdict({ provider: 'paytrail', params: { STATUS: 'CANCELLED' } }, 'cancel')).toBe(
      'cancelled',
    );
    const api = (status: string) => ({
      provider: 'paytrail' as const,
      params: { 'checkout-status': status },
    });
    expect(providerVerdict(api('ok'), 'success')).toBe('paid');
    expect(providerVerdict(api('fail'), 'cancel')).toBe('cancelled');
    expect(providerVerdict(api('pending'), 'success')).toBe('failed');
  });

  it('flags a paid order that needs a manual check', () => {
    expect(needsManualCheck({ paymentStatus: 'paid', orderStatus: 'ManualCheck' })).toBe(true);
    expect(needsManualCheck(paid)).toBe(false);
  });
});
