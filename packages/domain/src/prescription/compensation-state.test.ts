import { describe, expect, it } from 'vitest';
import {
  COMPENSATION_NOT_CHECKED,
  COMPENSATION_REQUESTED,
  COMPENSATION_VALIDITY_MS,
  compensationSynced,
  isCompensationExpired,
  isCompensationValid,
  prescriptionItemsHash,
  shouldRequestCompensation,
  type PrescriptionItem,
} from './compensation-state.ts';

const AT = Date.UTC(2026, 10, 24, 12, 0);
const MINUTE = 60_000;
const item = (overrides: Partial<PrescriptionItem> = {}): PrescriptionItem => ({
  sku: 'SKU-1',
  qty: 1,
  prescriptionNumber: '1234567',
  patientCode: '38001085718',
  ...overrides,
});
const HASH = prescriptionItemsHash([item()]);
const OTHER_HASH = prescriptionItemsHash([item({ qty: 2 })]);

describe('compensation validity', () => {
  it('holds for 15 minutes', () => {
    expect(COMPENSATION_VALIDITY_MS).toBe(15 * MINUTE);
  });

  it('is valid when fresh and for the same items', () => {
    const state = compensationSynced(AT, HASH);
    expect(isCompensationValid(state, AT, HASH)).toBe(true);
    expect(isCompensationValid(state, AT + 15 * MINUTE - 1, HASH)).toBe(true);
    expect(isCompensationExpired(state, AT + 15 * MINUTE - 1)).toBe(false);
  });

  it('is expired at 15 minutes exactly', () => {
    const state = compensationSynced(AT, HASH);
    expect(isCompensationValid(state, AT + 15 * MINUTE, HASH)).toBe(false);
    expect(isCompensationExpired(state, AT + 15 * MINUTE)).toBe(true);
  });

  it('is not valid for other items', () => {
    expect(isCompensationValid(compensationSynced(AT, HASH), AT + MINUTE, OTHER_HASH)).toBe(false);
  });

  it('is not valid from a clock that runs behind the stamp', () => {
    expect(isCompensationValid(compensationSynced(AT, HASH), AT - 1, HASH)).toBe(false);
  });

  it('is neither valid nor expired before it was synced', () => {
    for (const state of [COMPENSATION_NOT_CHECKED, COMPENSATION_REQUESTED]) {
      expect(isCompensationValid(state, AT, HASH)).toBe(false);
      expect(isCompensationExpired(state, AT + 60 * MINUTE)).toBe(false);
    }
    expect(COMPENSATION_NOT_CHECKED).toEqual({ checkedDate: 0, itemsHash: null });
    expect(COMPENSATION_REQUESTED).toEqual({ checkedDate: 1, itemsHash: null });
  });
});

describe('prescriptionItemsHash', () => {
  it('is eight hex digits', () => {
    expect(HASH).toMatch(/^[0-9a-f]{8}$/);
    expect(prescriptionItemsHash([])).toMatch(/^[0-9a-f]{8}$/);
  });

  it('does not depend on the order of the items', () => {
    const a = item();
    const b = item({ sku: 'SKU-2', prescriptionNumber: '7654321' });
    expect(prescriptionItemsHash([a, b])).toBe(prescriptionItemsHash([b, a]));
  });

  it('changes with the quantity, product, prescription and patient', () => {
    const hashes = [
      HASH,
      prescriptionItemsHash([item({ qty: 2 })]),
      prescriptionItemsHash([item({ sku: 'SKU-2' })]),
      prescriptionItemsHash([item({ prescriptionNumber: '1234568' })]),
      prescriptionItemsHash([item({ patientCode: '49403136515' })]),
      prescriptionItemsHash([item(), item()]),
      prescriptionItemsHash([]),
    ];
    expect(new Set(hashes).size).toBe(hashes.length);
  });
});

describe('shouldRequestCompensation', () => {
  it('requests in checkout with prescription items and compensation enabled, unless a valid one is there', () => {
    expect(shouldRequestCompensation('checkout', COMPENSATION_NOT_CHECKED, AT, HASH, true)).toBe(true);
    expect(shouldRequestCompensation('checkout', compensationSynced(AT, HASH), AT + MINUTE, HASH, true)).toBe(
      false,
    );
    expect(
      shouldRequestCompensation('checkout', compensationSynced(AT, HASH), AT + MINUTE, OTHER_HASH, true),
    ).toBe(true);
    expect(
      shouldRequestCompensation('checkout', compensationSynced(AT, HASH), AT + 15 * MINUTE, HASH, true),
    ).toBe(true);
  });

  it('does not request without prescription items or with compensation disabled', () => {
    for (const reason of ['checkout', 'cart-load', 'items-synced'] as const) {
      expect(shouldRequestCompensation(reason, COMPENSATION_NOT_CHECKED, AT, null, true)).toBe(false);
      expect(shouldRequestCompensation(reason, COMPENSATION_NOT_CHECKED, AT, HASH, false)).toBe(false);
      expect(
        shouldRequestCompensation(reason, compensationSynced(AT, HASH), AT + 20 * MINUTE, HASH, false),
      ).toBe(false);
    }
  });

  it('requests on cart load only when expired', () => {
    expect(
      shouldRequestCompensation('cart-load', compensationSynced(AT, HASH), AT + 15 * MINUTE, HASH, true),
    ).toBe(true);
    expect(
      shouldRequestCompensation('cart-load', compensationSynced(AT, HASH), AT + MINUTE, HASH, true),
    ).toBe(false);
    expect(shouldRequestCompensation('cart-load', COMPENSATION_NOT_CHECKED, AT, HASH, true)).toBe(false);
  });

  it('requests when synced items contain prescription items the compensation was not computed for', () => {
    expect(shouldRequestCompensation('items-synced', COMPENSATION_NOT_CHECKED, AT, HASH, true)).toBe(true);
    expect(
      shouldRequestCompensation('items-synced', compensationSynced(AT, HASH), AT + MINUTE, OTHER_HASH, true),
    ).toBe(true);
    expect(
      shouldRequestCompensation('items-synced', compensationSynced(AT, HASH), AT + MINUTE, HASH, true),
    ).toBe(false);
  });

  it('never requests while a request is out', () => {
    for (const reason of ['checkout', 'cart-load', 'items-synced'] as const) {
      expect(shouldRequestCompensation(reason, COMPENSATION_REQUESTED, AT, HASH, true)).toBe(false);
    }
  });
});
