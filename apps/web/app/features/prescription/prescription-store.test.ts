import { describe, expect, it, vi } from 'vitest';
import {
  PRESCRIPTION_MESSAGES,
  type ListedPrescription,
  type PrescriptionOffer,
  cents,
} from '@apteek/domain';
import { ApiError } from '../../api/api-error.ts';
import type { PrescriptionApi } from './prescription-api.ts';
import { createPrescriptionStore, prescriptionErrorMessage } from './prescription-store.ts';

const listed: ListedPrescription = {
  number: '2611000012',
  patientCode: '40504040001',
  type: 'active-substance',
  title: 'Atorvastatin 20 mg tablets (active substance)',
  dosage: '1 tablet once a day',
  doctor: 'Dr. Jaan Tamm',
  issuedAt: '2026-09-01',
  validUntil: '2027-09-01',
  qty: 1,
  patientAge: 121,
};

const offer: PrescriptionOffer = {
  prescriptionNumber: '2611000012',
  patientCode: '40504040001',
  qty: 1,
  result: 'Success',
  offers: [
    { sku: 'ATOR-20-30', name: 'Atorvastatin', price: cents(540), isCheapest: true, isSuitableForAge: true },
  ],
};

function fakeApi(overrides: Partial<PrescriptionApi> = {}): PrescriptionApi {
  return {
    initList: vi.fn(async () => {}),
    fetchList: vi.fn(async () => ({
      patientCode: '40504040001',
      prescriptionsFound: true,
      prescriptions: [listed],
    })),
    initProducts: vi.fn(async () => {}),
    fetchProducts: vi.fn(async () => offer),
    initCompensation: vi.fn(async () => true),
    ...overrides,
  };
}

describe('the prescription store', () => {
  it("opens another prescription's offer when its detail callback arrives, once the centre listens", async () => {
    const store = createPrescriptionStore();
    const context = { api: fakeApi(), cartId: 'cart-token-0000001' };
    store.dispatch({ type: 'list-requested', isSecondPerson: false });
    store.dispatch({ type: 'list-callback', result: 'Success' }, context);
    await vi.waitFor(() => expect(store.snapshot().phase).toBe('listed'));
    const opened: string[] = [];
    const stop = store.onOpenOffer((number) => opened.push(number));
    store.dispatch({ type: 'detail-callback', prescriptionNumber: '2611000012', result: 'Success' }, context);
    await vi.waitFor(() => expect(store.snapshot().prescriptions[0]?.products).toEqual(offer));
    expect(opened).toEqual(['2611000012']);
    stop();
    store.dispatch({ type: 'offer-closed' });
    store.dispatch({ type: 'detail-callback', prescriptionNumber: '2611000012', result: 'Success' }, context);
    expect(opened).toEqual(['2611000012']);
  });

  it('fetches the list after the hub says Success, then the offer after the detail callback', async () => {
    const store = createPrescriptionStore();
    const api = fakeApi();
    const context = { api, cartId: 'cart-token-0000001' };
    store.dispatch({ type: 'list-requested', isSecondPerson: false });
    store.dispatch({ type: 'list-callback', result: 'Success' }, context);
    await vi.waitFor(() => expect(store.snapshot().phase).toBe('listed'));
    expect(api.fetchList).toHaveBeenCalledWith('cart-token-0000001');
    expect(store.snapshot().prescriptions.map((p) => p.number)).toEqual(['2611000012']);

    store.dispatch({ type: 'offer-requested', prescriptionNumber: '2611000012' });
    store.dispatch({ type: 'detail-callback', prescriptionNumber: '2611000012', result: 'Success' }, context);
    await vi.waitFor(() => expect(store.snapshot().isWaitingOffer).toBe(false));
    expect(api.fetchProducts).toHaveBeenCalledWith('cart-token-0000001', '2611000012');
    expect(store.snapshot().prescriptions[0]!.products).toEqual(offer);
  });

  it("shows the server's refusal, or the default error when the call fails otherwise", async () => {
    const refused = createPrescriptionStore();
    const refusal = new ApiError(
      'refused',
      403,
      'A Finnish prescription cannot be bought for another person.',
    );
    const context = { api: fakeApi({ fetchList: vi.fn(async () => Promise.reject(refusal)) }), cartId: 'c' };
    refused.dispatch({ type: 'list-requested', isSecondPerson: true });
    refused.dispatch({ type: 'list-callback', result: 'Success' }, context);
    await vi.waitFor(() => expect(refused.snapshot().phase).toBe('failed'));
    expect(refused.snapshot().status).toBe('A Finnish prescription cannot be bought for another person.');

    const broken = createPrescriptionStore();
    const offline = new ApiError('offline', 0, 'You are offline. Some features might not be available.');
    const brokenContext = {
      api: fakeApi({ fetchList: vi.fn(async () => Promise.reject(offline)) }),
      cartId: 'c',
    };
    broken.dispatch({ type: 'list-requested', isSecondPerson: false });
    broken.dispatch({ type: 'list-callback', result: 'Success' }, brokenContext);
    await vi.waitFor(() =>
      expect(broken.snapshot().status).toBe('Technical problem occurred. Please try again later.'),
    );
  });

  it("shows the limit's text when another person's prescriptions were looked up too often", () => {
    const limited = new ApiError('refused', 429, PRESCRIPTION_MESSAGES.secondPersonLimited);
    expect(prescriptionErrorMessage(limited)).toBe(PRESCRIPTION_MESSAGES.secondPersonLimited);
  });

  it('keeps waiting when the list is not composed yet, and tells its subscribers of each change', async () => {
    const store = createPrescriptionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const api = fakeApi({ fetchList: vi.fn(async () => null) });
    store.dispatch({ type: 'list-requested', isSecondPerson: false });
    store.dispatch({ type: 'hub-reopened' }, { api, cartId: 'c' });
    await vi.waitFor(() => expect(api.fetchList).toHaveBeenCalled());
    expect(store.snapshot().phase).toBe('waiting-list');
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
