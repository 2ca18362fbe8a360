import type { HomePageData, HomeServices, StoreCode } from '@apteek/domain';
import { listProductCards } from '../catalog/index.ts';
import type { StorefrontContext } from './context.ts';

/** Home lists of spec 000 §9: 8 new products and 8 bestsellers, both by created_at descending. */
const HOME_LIST_SIZE = 8;

export function homeServices({ catalog }: StorefrontContext): HomeServices {
  return {
    async homePage(storeCode: StoreCode): Promise<HomePageData> {
      const { rates } = await catalog.metadata();
      const base = { storeCode, today: catalog.today(), rates, limit: HOME_LIST_SIZE };
      const [newProducts, bestsellers] = await Promise.all([
        listProductCards(catalog.db, { ...base, tag: 'new' }),
        listProductCards(catalog.db, { ...base, tag: 'bestseller' }),
      ]);
      return { newProducts, bestsellers };
    },
  };
}
