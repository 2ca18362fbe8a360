import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPENSATION_VALIDITY_MS,
  compensationSynced,
  isCompensationExpired,
  isCompensationValid,
  prescriptionItemsHash,
  shouldRequestCompensation,
  type PrescriptionItem,
} from './compensation-state.ts';

const prescriptionItem: fc.Arbitrary<PrescriptionItem> = fc.record({
  sku: fc.string({ minLength: 1, maxLength: 10 }),
  qty: fc.integer({ min: 1, max: 99 }),
  prescriptionNumber: fc.stringMatching(/^\d{7,10}$/),
  patientCode: fc.stringMatching(/^\d{11}$/),
});
const items = fc.array(prescriptionItem, { minLength: 1, maxLength: 6 });
const instant = fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2040, 0, 1) });
const age = fc.integer({ min: 0, max: 2 * COMPENSATION_VALIDITY_MS });

describe('compensation-state properties', () => {
  it('the items hash does not depend on the order of the items', () => {
    fc.assert(
      fc.property(
        items.chain((list) =>
          fc.tuple(fc.constant(list), fc.shuffledSubarray(list, { minLength: list.length })),
        ),
        ([list, shuffled]) => {
          expect(prescriptionItemsHash(shuffled)).toBe(prescriptionItemsHash(list));
        },
      ),
    );
  });

  it('the items hash changes when a quantity, product, prescription or patient changes', () => {
    const change = fc.constantFrom('qty', 'sku', 'prescriptionNumber', 'patientCode');
    fc.assert(
      fc.property(items, fc.nat(), change, fc.integer({ min: 1, max: 9 }), (list, at, field, by) => {
        const index = at % list.length;
        const original = list[index]!;
        const changed: PrescriptionItem =
          field === 'qty'
            ? { ...original, qty: original.qty + by }
            : { ...original, [field]: `${original[field]}${by}` };
        const next = list.map((entry, i) => (i === index ? changed : entry));
        expect(prescriptionItemsHash(next)).not.toBe(prescriptionItemsHash(list));
      }),
    );
  });

  it('a synced compensation is valid for its own items exactly while younger than 15 minutes, and expired after', () => {
    fc.assert(
      fc.property(instant, age, items, (at, elapsed, list) => {
        const hash = prescriptionItemsHash(list);
        const state = compensationSynced(at, hash);
        const fresh = elapsed < COMPENSATION_VALIDITY_MS;
        expect(isCompensationValid(state, at + elapsed, hash)).toBe(fresh);
        expect(isCompensationExpired(state, at + elapsed)).toBe(!fresh);
      }),
    );
  });

  it('checkout and synced items request exactly when no valid compensation exists for the items', () => {
    fc.assert(
      fc.property(
        instant,
        age,
        items,
        items,
        fc.constantFrom('checkout' as const, 'items-synced' as const),
        (at, elapsed, computedFor, now, reason) => {
          const state = compensationSynced(at, prescriptionItemsHash(computedFor));
          const hash = prescriptionItemsHash(now);
          expect(shouldRequestCompensation(reason, state, at + elapsed, hash, true)).toBe(
            !isCompensationValid(state, at + elapsed, hash),
          );
        },
      ),
    );
  });

  it('cart load requests exactly when the synced compensation has expired', () => {
    fc.assert(
      fc.property(instant, age, items, (at, elapsed, list) => {
        const hash = prescriptionItemsHash(list);
        const state = compensationSynced(at, hash);
        expect(shouldRequestCompensation('cart-load', state, at + elapsed, hash, true)).toBe(
          elapsed >= COMPENSATION_VALIDITY_MS,
        );
      }),
    );
  });
});
