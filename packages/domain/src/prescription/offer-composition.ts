import type { IsoDate } from '../pricing/special-price.ts';
import { patientAge, suitsAge } from './patient-age.ts';
import type { Prescription } from './prescription.ts';

/** A catalogue product as offer composition sees it. */
export interface OfferCandidate {
  sku: string;
  name: string;
  atc: string | null;
  strength: string | null;
  form: string | null;
  /** Shelf price in cents with VAT. */
  priceCents: number;
  isInStock: boolean;
  /** Narcotic or psychotropic: never sold online. */
  isControlled: boolean;
  /** The catalogue's PatientAge groups. */
  ageGroups: readonly string[];
}

export interface MedicineOffer {
  sku: string;
  name: string;
  priceCents: number;
  /** The first offer of the list; choosing another one warns. */
  isCheapest: boolean;
  /** A medicine unsuitable for the patient's age is refused. */
  isSuitableForAge: boolean;
}

export type OfferComposition =
  { result: 'Success'; offers: MedicineOffer[] } | { result: 'NoSuitableMedicine'; offers: [] };

/** Whether a product may be offered at all: in stock and not a narcotic or psychotropic medicine. */
export function isOfferable(candidate: Pick<OfferCandidate, 'isInStock' | 'isControlled'>): boolean {
  return candidate.isInStock && !candidate.isControlled;
}

/** Whether a product is what the prescription asks for. */
export function matchesPrescription(
  prescription: Pick<Prescription, 'medicine'>,
  candidate: OfferCandidate,
): boolean {
  const wanted = prescription.medicine;
  switch (wanted.kind) {
    case 'product-name':
      return candidate.sku === wanted.sku;
    case 'active-substance':
      return (
        candidate.atc === wanted.atc &&
        candidate.strength === wanted.strength &&
        candidate.form === wanted.form
      );
    default: {
      const unknown: never = wanted;
      return unknown;
    }
  }
}

/**
 * The pharmacist's offer for one prescription: the matching products that may be sold, cheapest
 * first (SKU breaks ties, so the order never depends on the catalogue's), the first flagged cheapest,
 * each marked whether it suits the patient's age on `today`. None: NoSuitableMedicine.
 */
export function composeOffer(
  prescription: Prescription,
  catalogue: readonly OfferCandidate[],
  today: IsoDate,
): OfferComposition {
  return composeOfferForAge(prescription, catalogue, patientAge(prescription.patientCode, today));
}

/**
 * composeOffer for a patient known only by age in whole years (null: unknown), as the pharmacist's
 * queue keeps them: the offer never needs the personal code itself.
 */
export function composeOfferForAge(
  prescription: Pick<Prescription, 'medicine'>,
  catalogue: readonly OfferCandidate[],
  age: number | null,
): OfferComposition {
  const offers = catalogue
    .filter((candidate) => isOfferable(candidate) && matchesPrescription(prescription, candidate))
    .sort((a, b) => a.priceCents - b.priceCents || (a.sku < b.sku ? -1 : a.sku > b.sku ? 1 : 0))
    .map((candidate, index) => ({
      sku: candidate.sku,
      name: candidate.name,
      priceCents: candidate.priceCents,
      isCheapest: index === 0,
      isSuitableForAge: suitsAge(candidate.ageGroups, age),
    }));
  return offers.length === 0 ? { result: 'NoSuitableMedicine', offers: [] } : { result: 'Success', offers };
}
