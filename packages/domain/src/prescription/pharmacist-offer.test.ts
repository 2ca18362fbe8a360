import { describe, expect, it } from 'vitest';
import type { MedicineOffer, OfferComposition } from './offer-composition.ts';
import { choosePharmacistOffer, PHARMACIST_OFFER_MESSAGES } from './pharmacist-offer.ts';

function makeOffer(sku: string, priceCents: number, isCheapest = false): MedicineOffer {
  return { sku, name: sku, priceCents, isCheapest, isSuitableForAge: true };
}

const suitable: OfferComposition = {
  result: 'Success',
  offers: [makeOffer('CHEAP', 500, true), makeOffer('MID', 700), makeOffer('DEAR', 900)],
};

describe('choosePharmacistOffer', () => {
  it('keeps the chosen products in the suitable order with the cheapest flagged', () => {
    expect(choosePharmacistOffer(suitable, ['DEAR', 'CHEAP'])).toEqual({
      ok: true,
      composition: { result: 'Success', offers: [makeOffer('CHEAP', 500, true), makeOffer('DEAR', 900)] },
    });
  });

  it('refuses an offer without the cheapest suitable medicine', () => {
    expect(choosePharmacistOffer(suitable, ['MID'])).toEqual({
      ok: false,
      message: PHARMACIST_OFFER_MESSAGES.cheapestRequired,
    });
    expect(choosePharmacistOffer(suitable, [])).toEqual({
      ok: false,
      message: PHARMACIST_OFFER_MESSAGES.cheapestRequired,
    });
  });

  it('refuses a product that is not among the suitable ones', () => {
    expect(choosePharmacistOffer(suitable, ['CHEAP', 'OTHER'])).toEqual({
      ok: false,
      message: PHARMACIST_OFFER_MESSAGES.notSuitable,
    });
  });

  it('answers NoSuitableMedicine when nothing is suitable and nothing chosen', () => {
    const none: OfferComposition = { result: 'NoSuitableMedicine', offers: [] };
    expect(choosePharmacistOffer(none, [])).toEqual({ ok: true, composition: none });
  });
});
