import type { Db } from '@apteek/db';
import { STORE_VIEWS, type IsoDate, type StoreCode } from '@apteek/domain';
import { loadTaxRates } from './tax-rates.ts';
import { groupTokenSecret } from './group-token-secret.ts';
import { signPrices } from './price-signature.ts';
import { findPriceRows } from './pricing-queries.ts';
import { storePrices, type StorePrices } from './store-prices.ts';

export interface RenderListQuery {
  skus: readonly string[];
  storeCode: StoreCode;
  /** Already trusted: the caller checked the group token (guests are group 0). */
  groupId: number;
  today: IsoDate;
}

export interface PricedItem {
  id: number;
  sku: string;
  sgn: string;
  prices: StorePrices;
}

/** Platform prices for the render list, in the order asked; unknown SKUs are absent. */
export async function renderListPrices(db: Db, query: RenderListQuery): Promise<PricedItem[]> {
  const unique = [...new Set(query.skus)];
  const [rows, rates, secret] = await Promise.all([
    findPriceRows(db, unique, query.groupId),
    loadTaxRates(db),
    groupTokenSecret(db),
  ]);
  const country = STORE_VIEWS[query.storeCode].tax.defaultCountry;
  const bySku = new Map(rows.map((row) => [row.sku, row]));
  return unique.flatMap((sku) => {
    const row = bySku.get(sku);
    if (!row) return [];
    const prices = storePrices(row, country, rates, query.today);
    const sgn = signPrices(secret, { sku, storeCode: query.storeCode, groupId: query.groupId, prices });
    return [{ id: row.id, sku, sgn, prices }];
  });
}
