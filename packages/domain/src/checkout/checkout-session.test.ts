import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_ACTIVITY_MS, isInCheckout } from './checkout-session.ts';

describe('isInCheckout', () => {
  it('holds for 30 minutes after the last change', () => {
    expect(CHECKOUT_ACTIVITY_MS).toBe(1_800_000);
    expect(isInCheckout(null, 1000)).toBe(false);
    expect(isInCheckout(0, 1_800_000)).toBe(true);
    expect(isInCheckout(0, 1_800_001)).toBe(false);
  });

  it('is exactly the 30-minute window for every change time', () => {
    fc.assert(
      fc.property(fc.nat(), fc.nat({ max: 4_000_000 }), (modifiedAt, elapsed) => {
        expect(isInCheckout(modifiedAt, modifiedAt + elapsed)).toBe(elapsed <= CHECKOUT_ACTIVITY_MS);
      }),
    );
  });
});
