import { activeSpecialPrice, withTierPrice, type CountryCode, type IsoDate } from '@apteek/domain';
import { storeAmount, type TaxRates } from './tax-rates.ts';
import type { PriceRow } from './pricing-queries.ts';

/** One amount in integer cents, without and with the store country's VAT. */
export interface NetGross {
  net: number;
  gross: number;
}

export interface StorePrices {
  final: NetGross;
  regular: NetGross;
  /** Set only while a special price applies today. */
  special: NetGross | null;
}

/**
 * A product's unit prices in a store's tax country. Another country keeps the net price and adds
 * its own VAT; the gross amounts equal the product cards'. The final price is the special price
 * while it applies, lowered further by the customer group's single-unit tier price.
 */
export function storePrices(
  row: PriceRow,
  country: CountryCode,
  rates: TaxRates,
  today: IsoDate,
): StorePrices {
  const toStore = (sourceCents: number): NetGross => storeAmount(sourceCents, row.taxClassId, country, rates);
  const special = activeSpecialPrice(row, today);
  const final = withTierPrice(special ?? row.price, row.tierPrice);
  return {
    final: toStore(final),
    regular: toStore(row.price),
    special: special === null ? null : toStore(special),
  };
}
