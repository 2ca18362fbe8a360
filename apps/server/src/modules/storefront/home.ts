import type { HomeCampaignSection, HomePageData, HomeServices, IsoDate, StoreCode } from '@apteek/domain';
import { activeCampaigns } from '../campaign/index.ts';
import { listProductCards } from '../catalog/index.ts';
import { untilChanged, type StorefrontContext } from './context.ts';
import { loadBanners } from './banners.ts';
import { loadHomeImages } from './home-images.ts';

/** Home lists: 8 new products, 8 bestsellers (created_at descending), 10 per campaign. */
const HOME_LIST_SIZE = 8;
const CAMPAIGN_LIST_SIZE = 10;
/**
 * Every visitor of a store view sees the same home page, so it is built once a minute per store
 * and day (special prices change at midnight), and again after an announced change.
 */
const CACHE_MS = 60_000;

export function homeServices(context: StorefrontContext): HomeServices {
  const cache = untilChanged<HomePageData>(context.catalog, CACHE_MS);
  return {
    homePage(storeCode: StoreCode): Promise<HomePageData> {
      const today = context.catalog.today();
      return cache(`${storeCode}/${today}`, () => buildHomePage(context, storeCode, today));
    },
  };
}

async function buildHomePage(
  { catalog }: StorefrontContext,
  storeCode: StoreCode,
  today: IsoDate,
): Promise<HomePageData> {
  const { db } = catalog;
  const [{ rates }, running] = await Promise.all([
    catalog.metadata(),
    activeCampaigns(db, { storeCode, today }),
  ]);
  const base = { storeCode, today, rates };
  const campaignPaths = new Map(running.map((c) => [c.code, `/${c.urlPath}`]));
  const [banners, images, newProducts, bestsellers, campaigns] = await Promise.all([
    loadBanners(db, { storeCode, today }, ['main', 'small'], campaignPaths),
    loadHomeImages(db, { storeCode, today }, campaignPaths),
    listProductCards(db, { ...base, tag: 'new', limit: HOME_LIST_SIZE }),
    listProductCards(db, { ...base, tag: 'bestseller', limit: HOME_LIST_SIZE }),
    Promise.all(
      running.map(async (c): Promise<HomeCampaignSection> => ({
        id: c.id,
        title: c.title,
        description: c.description,
        color: c.color,
        path: `/${c.urlPath}`,
        products: await listProductCards(db, { ...base, campaignId: c.id, limit: CAMPAIGN_LIST_SIZE }),
      })),
    ),
  ]);
  return {
    headImages: images.headImages,
    mainBanners: banners.main,
    smallBanners: banners.small,
    newProducts,
    bestsellers,
    campaigns: campaigns.filter((c) => c.products.length > 0),
    instagramTiles: images.instagramTiles,
  };
}
