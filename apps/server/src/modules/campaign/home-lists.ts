import type { Db } from '@apteek/db';
import type { IsoDate, ProductCard, StoreCode } from '@apteek/domain';
import { listProductCards, loadTaxRates } from '../catalog/index.ts';
import { activeCampaigns } from './active-campaigns.ts';

/** Spec 000 §9 / 001 §7: 8 new products, 8 bestsellers (created_at descending), 10 per campaign. */
const HOME_LIST_SIZE = 8;
const CAMPAIGN_LIST_SIZE = 10;

export interface HomeLists {
  newCollection: ProductCard[];
  bestsellers: ProductCard[];
  /** Keyed by campaign id, for every campaign running today. */
  campaignProducts: Record<number, ProductCard[]>;
}

/** The homepage sections of spec 001 §2: new collection, bestsellers and campaign product lists. */
export async function homeLists(db: Db, query: { storeCode: StoreCode; today: IsoDate }): Promise<HomeLists> {
  const [rates, campaigns] = await Promise.all([loadTaxRates(db), activeCampaigns(db, query)]);
  const base = { ...query, rates };
  const [newCollection, bestsellers, perCampaign] = await Promise.all([
    listProductCards(db, { ...base, tag: 'new', limit: HOME_LIST_SIZE }),
    listProductCards(db, { ...base, tag: 'bestseller', limit: HOME_LIST_SIZE }),
    Promise.all(
      campaigns.map(async ({ id }) => {
        const cards = await listProductCards(db, { ...base, campaignId: id, limit: CAMPAIGN_LIST_SIZE });
        return [id, cards] as const;
      }),
    ),
  ]);
  return { newCollection, bestsellers, campaignProducts: Object.fromEntries(perCampaign) };
}
