import { and, asc, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { cmsPagePath, type HomeBanner, type StoreCode } from '@apteek/domain';
import { openingHoursInContent } from '../opening-hours/index.ts';

const { banner, bannerText, category, categoryText, cmsPage, cmsPageText } = schema;

export interface HomeBanners {
  mainBanners: HomeBanner[];
  smallBanners: HomeBanner[];
}

/**
 * The home page's main and small banners in the store's language, with the pharmacy's hours where
 * one names them. A
 * banner whose target is gone (a campaign not running today, an inactive category or page) is
 * left out rather than linking to a missing page.
 */
export async function loadHomeBanners(
  db: Db,
  storeCode: StoreCode,
  campaignPaths: ReadonlyMap<string, string>,
): Promise<HomeBanners> {
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
    .where(and(eq(banner.isActive, true), inArray(banner.slot, ['main', 'small'])))
    .orderBy(asc(banner.position), asc(banner.id));
  const targetsOf = (kind: string) =>
    rows.filter((row) => row.linkKind === kind).map((row) => row.linkTarget);
  const [categoryPaths, pagePaths, hours] = await Promise.all([
    categoryPathsByKey(db, storeCode, targetsOf('category')),
    pagePathsByIdentifier(db, storeCode, targetsOf('page')),
    openingHoursInContent(db, new Date()),
  ]);
  const paths = { campaign: campaignPaths, category: categoryPaths, page: pagePaths };
  const banners = rows.flatMap((row) => {
    const path = paths[row.linkKind].get(row.linkTarget);
    if (path === undefined) return [];
    const [title, subtitle, cta] = [row.title, row.subtitle, row.cta].map((text) => hours(text, storeCode));
    return [
      {
        slot: row.slot,
        banner: { id: row.id, title: title!, subtitle: subtitle!, cta: cta!, color: row.color, path },
      },
    ];
  });
  return {
    mainBanners: banners.filter((b) => b.slot === 'main').map((b) => b.banner),
    smallBanners: banners.filter((b) => b.slot === 'small').map((b) => b.banner),
  };
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
