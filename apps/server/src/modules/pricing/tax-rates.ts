import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { regrossPrice, taxFromGross, type CountryCode } from '@apteek/domain';

/** VAT percentage per product tax class and country, from the tax rules. */
export type TaxRates = Map<number, Partial<Record<CountryCode, number>>>;

export async function loadTaxRates(db: Db): Promise<TaxRates> {
  const { taxRule, taxRuleRate, taxRate } = schema;
  const rows = await db
    .select({
      classIds: taxRule.productTaxClassIds,
      country: taxRate.taxCountryId,
      rate: sql<string>`${taxRate.rate}`,
    })
    .from(taxRule)
    .innerJoin(taxRuleRate, eq(taxRuleRate.taxRuleId, taxRule.id))
    .innerJoin(taxRate, eq(taxRate.id, taxRuleRate.taxRateId));
  const rates: TaxRates = new Map();
  for (const row of rows) {
    for (const classId of row.classIds) {
      rates.set(classId, { ...rates.get(classId), [row.country as CountryCode]: Number(row.rate) });
    }
  }
  return rates;
}

export function rateFor(rates: TaxRates, taxClassId: number, country: CountryCode): number {
  return rates.get(taxClassId)?.[country] ?? 0;
}

// The catalogue's source prices include Estonian VAT (store views' tax.sourcePriceIncludesTax).
const SOURCE_COUNTRY: CountryCode = 'EE';

export interface StoreAmount {
  /** Cents without VAT. */
  net: number;
  /** Cents with the store country's VAT. */
  gross: number;
}

/** A catalogue amount in a store's country: the net price stays, that country's VAT applies. */
export function storeAmount(
  sourceCents: number,
  taxClassId: number,
  country: CountryCode,
  rates: TaxRates,
): StoreAmount {
  const rate = rateFor(rates, taxClassId, country);
  const gross = regrossPrice(sourceCents, rateFor(rates, taxClassId, SOURCE_COUNTRY), rate);
  return { net: gross - taxFromGross(gross, rate), gross };
}
