import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { cmsPagePath, type HomeBanner, type IsoDate, type StoreCode } from '@apteek/domain';
import { activeCampaigns } from '../campaign/index.ts';
import { openingHoursInContent } from '../opening-hours/index.ts';
import { untilChanged, type StorefrontContext } from './context.ts';

/** Banners change with the content and the running campaigns: read again once a minute. */
const BANNERS_CACHE_MS = 60_000;

const { banner, bannerText, category, categoryText, cmsPage, cmsPageText } = schema;

/** Where a banner shows: the home page's main and small rows, product pages, the mega menu. */
export type BannerSlot = 'main' | 'small' | 'product' | 'menu_aside';

/**
 * The active banners of `slots` in the store's language, each slot's in position order, with the
 * pharmacy's hours where one names them. A banner whose target is gone (a campaign not running
 * today, an inactive category or page) is left out rather than linking to a missing page. The
 * running campaigns' paths are read unless the caller has them.
 */
export async function loadBanners(
  db: Db,
  { storeCode, today }: { storeCode: StoreCode; today: IsoDate },
  slots: readonly BannerSlot[],
  campaignPaths?: ReadonlyMap<string, string>,
): Promise<Record<BannerSlot, HomeBanner[]>> {
  const rows = await db
    .select({
      id: banner.id,
      slot: banner.slot,
      color: banner.color,
      linkKind: banner.linkKind,
      linkTarget: banner.linkTarget,
      title: bannerText.title,
      subtitle: bannerText.subtitle,
      cta: bannerText.cta,
    })
    .from(banner)
    .innerJoin(bannerText, and(eq(bannerText.bannerId, banner.id), eq(bannerText.storeCode, storeCode)))
    .where(and(eq(banner.isActive, true), inArray(banner.slot, [...slots])))
    .orderBy(asc(banner.position), asc(banner.id));
  const [paths, hours] = await Promise.all([
    linkPaths(db, { storeCode, today }, rows, campaignPaths),
    openingHoursInContent(db, new Date()),
  ]);
  const bySlot: Record<BannerSlot, HomeBanner[]> = { main: [], small: [], product: [], menu_aside: [] };
  for (const row of rows) {
    const path = paths[row.linkKind].get(row.linkTarget);
    if (path === undefined) continue;
    const [title, subtitle, cta] = [row.title, row.subtitle, row.cta].map((text) => hours(text, storeCode));
    bySlot[row.slot].push({
      id: row.id,
      title: title!,
      subtitle: subtitle!,
      cta: cta!,
      color: row.color,
      path,
    });
  }
  return bySlot;
}

/**
 * One slot's banners for every page of a kind (the menu's, the product pages'), built once a
 * minute per store and day, as the home page is, and again after any announced change of the
 * catalogue or the content (a banner's text, the hours it names, the page it links to).
 */
export function slotBanners(
  { catalog }: StorefrontContext,
  slot: BannerSlot,
): (storeCode: StoreCode) => Promise<HomeBanner[]> {
  const cache = untilChanged<HomeBanner[]>(catalog, BANNERS_CACHE_MS);
  return (storeCode) => {
    const today = catalog.today();
    return cache(`${storeCode}/${today}`, async () => {
      const banners = await loadBanners(catalog.db, { storeCode, today }, [slot]);
      return banners[slot];
    });
  };
}

/** What a banner or a head image may link to: a running campaign, a category, a CMS page. */
export type LinkKind = 'campaign' | 'category' | 'page';

/**
 * The paths inside the store view of the links' targets, by kind and target; a target that is gone
 * (a campaign not running today, an inactive category or page) has none.
 */
export async function linkPaths(
  db: Db,
  { storeCode, today }: { storeCode: StoreCode; today: IsoDate },
  links: readonly { linkKind: LinkKind; linkTarget: string }[],
  campaignPaths?: ReadonlyMap<string, string>,
): Promise<Record<LinkKind, ReadonlyMap<string, string>>> {
  const targetsOf = (kind: LinkKind) =>
    links.filter((link) => link.linkKind === kind).map((link) => link.linkTarget);
  const [campaign, category, page] = await Promise.all([
    campaignPaths ?? runningCampaignPaths(db, storeCode, today, targetsOf('campaign')),
    categoryPathsByKey(db, storeCode, targetsOf('category')),
    pagePathsByIdentifier(db, storeCode, targetsOf('page')),
  ]);
  return { campaign, category, page };
}

async function runningCampaignPaths(db: Db, storeCode: StoreCode, today: IsoDate, codes: string[]) {
  if (codes.length === 0) return new Map<string, string>();
  const running = await activeCampaigns(db, { storeCode, today });
  return new Map(running.map((campaign) => [campaign.code, `/${campaign.urlPath}`]));
}

async function categoryPathsByKey(db: Db, storeCode: StoreCode, keys: string[]) {
  if (keys.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ key: category.key, urlKey: categoryText.urlKey })
    .from(category)
    .innerJoin(
      categoryText,
      and(eq(categoryText.categoryId, category.id), eq(categoryText.storeCode, storeCode)),
    )
    .where(and(inArray(category.key, keys), eq(category.isActive, true)));
  return new Map(rows.map((row) => [row.key, `/c/${row.urlKey}`]));
}

async function pagePathsByIdentifier(db: Db, storeCode: StoreCode, identifiers: string[]) {
  if (identifiers.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ identifier: cmsPage.identifier })
    .from(cmsPage)
    .innerJoin(cmsPageText, and(eq(cmsPageText.pageId, cmsPage.id), eq(cmsPageText.storeCode, storeCode)))
    .where(and(inArray(cmsPage.identifier, identifiers), eq(cmsPage.isActive, true)));
  return new Map(rows.map((row) => [row.identifier, cmsPagePath(row.identifier)]));
}
