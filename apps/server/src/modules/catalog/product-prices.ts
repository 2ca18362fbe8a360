import {
  STORE_VIEWS,
  centsToAmount,
  activeSpecialPrice,
  type PriceSource,
  type StoreCode,
} from '@apteek/domain';
import { rateFor, storeAmount, type TaxRates } from '../pricing/index.ts';

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
 * The platform's price fields for one store view, in euros: `price` excludes VAT,
 * `*_incl_tax` includes the store country's VAT; a special price outside its window is zeroed.
 */
export function priceFields(
  source: PriceSource & { taxClassId: number },
  storeCode: StoreCode,
  rates: TaxRates,
  today: string,
): PriceFields {
  const country = STORE_VIEWS[storeCode].tax.defaultCountry;
  const split = (cents: number) => {
    const amount = storeAmount(cents, source.taxClassId, country, rates);
    return {
      incl: centsToAmount(amount.gross),
      tax: centsToAmount(amount.gross - amount.net),
      net: centsToAmount(amount.net),
    };
  };
  const original = split(source.price);
  const activeSpecial = activeSpecialPrice(source, today);
  const special = activeSpecial === null ? null : split(activeSpecial);
  const final = special ?? original;
  return {
    tax_rate: rateFor(rates, source.taxClassId, country),
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
