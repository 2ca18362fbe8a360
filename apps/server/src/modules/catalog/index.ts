import type { Db } from '@apteek/db';
import type { HomePageData, StoreCode, StorefrontServices } from '@apteek/domain';
import { listProductCards } from './product-cards.ts';
import { loadTaxRates } from './tax-rates.ts';

export { listProductCards, type CardQuery } from './product-cards.ts';
export { loadTaxRates, rateFor, storeAmount, type TaxRates } from './tax-rates.ts';

/** Home lists of spec 000 §9: 8 new products and 8 bestsellers, both by created_at descending. */
const HOME_LIST_SIZE = 8;

export function catalogServices(db: Db, today: () => string): Pick<StorefrontServices, 'homePage'> {
  return {
    async homePage(storeCode: StoreCode): Promise<HomePageData> {
      const rates = await loadTaxRates(db);
      const base = { storeCode, today: today(), rates, limit: HOME_LIST_SIZE };
      const [newProducts, bestsellers] = await Promise.all([
        listProductCards(db, { ...base, tag: 'new' }),
        listProductCards(db, { ...base, tag: 'bestseller' }),
      ]);
      return { newProducts, bestsellers };
    },
  };
}

export { catalogRoutes } from './catalog-routes.ts';
