import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PRESCRIPTION_MESSAGES } from './prescription.ts';
import {
  capSelectedQty,
  feedStatusMessage,
  oneMedicineRefusal,
  secondPersonRefusal,
} from './prescription-rules.ts';

describe('feedStatusMessage', () => {
  it('is empty on Success and NotFound', () => {
    expect(feedStatusMessage('Success')).toBe('');
    expect(feedStatusMessage('NotFound')).toBe('');
  });

  it('asks to consult the pharmacist on NoSuitableMedicine', () => {
    expect(feedStatusMessage('NoSuitableMedicine')).toBe(
      'Failed to compose your medicine offer. Please consult with pharmacist in the chat for more information.',
    );
  });

  it('gives the technical problem text on anything else', () => {
    expect(feedStatusMessage('Timeout')).toBe('Technical problem occurred. Please try again later.');
  });
});

describe('capSelectedQty', () => {
  it('property: the result lies between one and the prescription qty', () => {
    fc.assert(
      fc.property(fc.integer({ min: -50, max: 500 }), fc.integer({ min: 1, max: 99 }), (selected, qty) => {
        const capped = capSelectedQty(selected, qty);
        expect(capped).toBeGreaterThanOrEqual(1);
        expect(capped).toBeLessThanOrEqual(qty);
        if (selected >= 1 && selected <= qty) expect(capped).toBe(selected);
      }),
    );
  });
});

describe('secondPersonRefusal', () => {
  const own = '38412319871';

  it('allows the customer their own prescriptions without a number', () => {
    expect(secondPersonRefusal(own, own, null)).toBeNull();
  });

  it("asks for a prescription number for another person's Estonian code", () => {
    expect(secondPersonRefusal(own, '60001019906', null)).toBe(PRESCRIPTION_MESSAGES.secondPersonNeedsNumber);
    expect(secondPersonRefusal(own, '60001019906', '1234')).toBeNull();
  });

  it('refuses another person on a Finnish code, even with a number', () => {
    expect(secondPersonRefusal(own, '131052-308T', '1234')).toBe(PRESCRIPTION_MESSAGES.secondPersonFinnish);
  });
});

describe('oneMedicineRefusal', () => {
  it('refuses a second medicine for the same prescription', () => {
    const lines = [{ sku: 'ATOR-20-30', prescriptionNumber: '1001' }];
    expect(oneMedicineRefusal(lines, { sku: 'ATOR-20N-30', prescriptionNumber: '1001' })).toBe(
      'One medicine per prescription.',
    );
  });

  it('allows the same medicine again and another prescription', () => {
    const lines = [{ sku: 'ATOR-20-30', prescriptionNumber: '1001' }];
    expect(oneMedicineRefusal(lines, { sku: 'ATOR-20-30', prescriptionNumber: '1001' })).toBeNull();
    expect(oneMedicineRefusal(lines, { sku: 'ATOR-20N-30', prescriptionNumber: '1002' })).toBeNull();
  });

  it('property: a cart the rule builds holds at most one product per prescription', () => {
    const line = fc.record({
      sku: fc.constantFrom('A', 'B', 'C'),
      prescriptionNumber: fc.constantFrom('1', '2', '3'),
    });
    fc.assert(
      fc.property(fc.array(line, { maxLength: 20 }), (adds) => {
        const cart: { sku: string; prescriptionNumber: string }[] = [];
        for (const add of adds) {
          if (oneMedicineRefusal(cart, add) === null) cart.push(add);
        }
        for (const number of ['1', '2', '3']) {
          expect(
            new Set(cart.filter((l) => l.prescriptionNumber === number).map((l) => l.sku)).size,
          ).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});
