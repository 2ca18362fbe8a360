import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { composeOffer, composeOfferForAge, type OfferCandidate } from './offer-composition.ts';
import type { Prescription } from './prescription.ts';

const TODAY = '2026-11-24';

function makeCandidate(overrides: Partial<OfferCandidate> = {}): OfferCandidate {
  return {
    sku: 'ATOR-20-30',
    name: 'Atorvastatin 20 mg tablets, 30 pcs',
    atc: 'C10AA05',
    strength: '20 mg',
    form: 'tablet',
    priceCents: 690,
    isInStock: true,
    isControlled: false,
    ageGroups: ['adults'],
    ...overrides,
  };
}

function makePrescription(overrides: Partial<Prescription> = {}): Prescription {
  return {
    number: '1001',
    patientCode: '38412319871',
    medicine: { kind: 'active-substance', atc: 'C10AA05', strength: '20 mg', form: 'tablet' },
    title: 'Atorvastatin 20 mg',
    dosage: '1 tablet a day',
    doctor: 'Dr. Mari Maasikas',
    issuedAt: '2026-10-01',
    validUntil: '2027-04-01',
    qty: 3,
    ...overrides,
  };
}

describe('composeOffer', () => {
  it('offers the products with the substance, strength and form, cheapest first and flagged', () => {
    const offer = composeOffer(
      makePrescription(),
      [
        makeCandidate({ sku: 'ATOR-20-30', priceCents: 690 }),
        makeCandidate({ sku: 'ATOR-20N-30', priceCents: 590 }),
        makeCandidate({ sku: 'ATOR-40-30', strength: '40 mg', priceCents: 300 }),
        makeCandidate({ sku: 'ATOR-20-CAPS', form: 'capsule', priceCents: 300 }),
      ],
      TODAY,
    );
    expect(offer.result).toBe('Success');
    expect(offer.offers.map((o) => [o.sku, o.isCheapest])).toEqual([
      ['ATOR-20N-30', true],
      ['ATOR-20-30', false],
    ]);
  });

  it('offers only the named product for a product-name prescription', () => {
    const offer = composeOffer(
      makePrescription({ medicine: { kind: 'product-name', sku: 'ATOR-20-30' } }),
      [makeCandidate({ sku: 'ATOR-20-30' }), makeCandidate({ sku: 'ATOR-20N-30', priceCents: 100 })],
      TODAY,
    );
    expect(offer.offers.map((o) => o.sku)).toEqual(['ATOR-20-30']);
  });

  it('answers NoSuitableMedicine when nothing in stock matches', () => {
    const offer = composeOffer(makePrescription(), [makeCandidate({ isInStock: false })], TODAY);
    expect(offer).toEqual({ result: 'NoSuitableMedicine', offers: [] });
  });

  it('never offers a narcotic or psychotropic medicine, even by name', () => {
    const tramadol = makeCandidate({ sku: 'TRAM-50-20', atc: 'N02AX02', isControlled: true });
    const offer = composeOffer(
      makePrescription({ medicine: { kind: 'product-name', sku: 'TRAM-50-20' } }),
      [tramadol],
      TODAY,
    );
    expect(offer.result).toBe('NoSuitableMedicine');
  });

  it("marks a product unsuitable for the patient's age", () => {
    const child = makePrescription({ patientCode: '51307149560' });
    const offer = composeOffer(child, [makeCandidate({ ageGroups: ['adults'] })], TODAY);
    expect(offer.offers[0]?.isSuitableForAge).toBe(false);
  });

  const candidates = fc.array(
    fc.record({
      sku: fc.stringMatching(/^[A-Z]{2,6}-\d{1,3}$/),
      name: fc.constant('x'),
      atc: fc.constantFrom('C10AA05', 'N02AX02', null),
      strength: fc.constantFrom('20 mg', '40 mg', null),
      form: fc.constantFrom('tablet', 'capsule'),
      priceCents: fc.integer({ min: 0, max: 100_000 }),
      isInStock: fc.boolean(),
      isControlled: fc.boolean(),
      ageGroups: fc.subarray(['adults', 'children-6-12', 'infants']),
    }),
    { maxLength: 12 },
  );

  it('property: every offer matches, is in stock and not controlled; prices never fall; one cheapest, first', () => {
    fc.assert(
      fc.property(candidates, (catalogue) => {
        const offer = composeOffer(makePrescription(), catalogue, TODAY);
        const prices = offer.offers.map((o) => o.priceCents);
        expect(prices).toEqual([...prices].sort((a, b) => a - b));
        expect(offer.offers.filter((o) => o.isCheapest).length).toBe(offer.offers.length === 0 ? 0 : 1);
        if (offer.offers.length > 0) expect(offer.offers[0]!.isCheapest).toBe(true);
        for (const o of offer.offers) {
          const source = catalogue.find((c) => c.sku === o.sku)!;
          expect(source.isControlled).toBe(false);
          expect(source.isInStock).toBe(true);
          expect(source.atc).toBe('C10AA05');
        }
        expect(offer.result === 'NoSuitableMedicine').toBe(offer.offers.length === 0);
      }),
    );
  });

  it('property: a product-name prescription offers at most that one product', () => {
    fc.assert(
      fc.property(candidates, (catalogue) => {
        const sku = catalogue[0]?.sku ?? 'NONE-1';
        const offer = composeOffer(
          makePrescription({ medicine: { kind: 'product-name', sku } }),
          catalogue,
          TODAY,
        );
        expect(offer.offers.every((o) => o.sku === sku)).toBe(true);
      }),
    );
  });
});

describe('composeOfferForAge', () => {
  it('marks a product for adults unsuitable for a child known only by age', () => {
    const offer = composeOfferForAge(makePrescription(), [makeCandidate()], 8);
    expect(offer.offers.map((o) => o.isSuitableForAge)).toEqual([false]);
  });
});
