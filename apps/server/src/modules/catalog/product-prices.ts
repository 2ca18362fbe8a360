import {
  STORE_VIEWS,
  activeSpecialPrice,
  regrossPrice,
  taxFromGross,
  type PriceSource,
  type StoreCode,
} from '@apteek/domain';
import { rateFor, type TaxRates } from './tax-rates.ts';

export interface PriceFields {
  tax_rate: number;
  price: number;
  price_incl_tax: number;
  price_tax: number;
  original_price: number;
  original_price_incl_tax: number;
  original_price_tax: number;
  special_price: number | null;
  special_price_incl_tax: number | null;
  special_price_tax: number | null;
  final_price: number;
  final_price_incl_tax: number;
  special_from_date: string | null;
  special_to_date: string | null;
}

/**
 * The platform price fields of spec 000 §3 for one store view, in euros: `price` excludes VAT,
 * `*_incl_tax` includes the store country's VAT; a special price outside its window is zeroed.
 */
export function priceFields(
  source: PriceSource & { taxClassId: number },
  storeCode: StoreCode,
  rates: TaxRates,
  today: string,
): PriceFields {
  const country = STORE_VIEWS[storeCode].tax.defaultCountry;
  const rate = rateFor(rates, source.taxClassId, country);
  const gross = (cents: number) => regrossPrice(cents, rateFor(rates, source.taxClassId, 'EE'), rate);
  const split = (incl: number) => ({
    incl: euros(incl),
    tax: euros(taxFromGross(incl, rate)),
    net: euros(incl - taxFromGross(incl, rate)),
  });
  const original = split(gross(source.price));
  const activeSpecial = activeSpecialPrice(source, today);
  const special = activeSpecial === null ? null : split(gross(activeSpecial));
  const final = special ?? original;
  return {
    tax_rate: rate,
    price: final.net,
    price_incl_tax: final.incl,
    price_tax: final.tax,
    original_price: original.net,
    original_price_incl_tax: original.incl,
    original_price_tax: original.tax,
    special_price: special?.net ?? null,
    special_price_incl_tax: special?.incl ?? null,
    special_price_tax: special?.tax ?? null,
    final_price: final.net,
    final_price_incl_tax: final.incl,
    special_from_date: source.specialFromDate,
    special_to_date: source.specialToDate,
  };
}

export function euros(cents: number): number {
  return Math.round(cents) / 100;
}
