import type { OfferComposition } from './offer-composition.ts';

export const PHARMACIST_OFFER_MESSAGES = {
  notSuitable: 'Only the suitable products in stock can be offered.',
  cheapestRequired: 'The cheapest suitable medicine must be offered.',
} as const;

export type PharmacistOfferChoice =
  { ok: true; composition: OfferComposition } | { ok: false; message: string };

/**
 * The offer a pharmacist sends: products chosen from the suitable ones, in their order,
 * always with the cheapest suitable medicine, whose flag it keeps (for an active-substance
 * prescription the cheapest suitable medicine must be offered). With nothing suitable, nothing can be
 * chosen and the answer is NoSuitableMedicine.
 */
export function choosePharmacistOffer(
  suitable: OfferComposition,
  chosenSkus: readonly string[],
): PharmacistOfferChoice {
  const chosen = new Set(chosenSkus);
  if ([...chosen].some((sku) => !suitable.offers.some((offer) => offer.sku === sku))) {
    return { ok: false, message: PHARMACIST_OFFER_MESSAGES.notSuitable };
  }
  if (suitable.result === 'NoSuitableMedicine') return { ok: true, composition: suitable };
  const offers = suitable.offers.filter((offer) => chosen.has(offer.sku));
  if (!offers[0]?.isCheapest) return { ok: false, message: PHARMACIST_OFFER_MESSAGES.cheapestRequired };
  return { ok: true, composition: { result: 'Success', offers } };
}
