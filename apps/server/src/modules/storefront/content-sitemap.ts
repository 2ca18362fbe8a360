import { and, asc, eq, gte, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { STORE_CODES, cmsPagePath, type IsoDate, type SitemapEntry, type StoreCode } from '@apteek/domain';

const { product, productText, category, categoryText, cmsPage, cmsPageText, campaign, campaignText } = schema;

interface Row {
  id: number;
  storeCode: StoreCode;
  path: string;
  lastModified?: string | null;
}

/**
 * Every indexable page in every store view, for search engines: home, the campaign list, CMS pages,
 * active categories, running campaigns and enabled products a shopper can open, each with its
 * path per store view for the hreflang alternates.
 */
export async function listSitemapEntries(db: Db, today: IsoDate): Promise<SitemapEntry[]> {
  const [pages, categories, campaigns, products] = await Promise.all([
    pageRows(db),
    categoryRows(db),
    campaignRows(db, today),
    productRows(db),
  ]);
  const everywhere = (path: string): SitemapEntry => ({
    alternates: Object.fromEntries(STORE_CODES.map((code) => [code, path])),
    lastModified: null,
  });
  return [
    everywhere('/'),
    everywhere('/kampaania'),
    ...byEntity(pages),
    ...byEntity(categories),
    ...byEntity(campaigns),
    ...byEntity(products),
  ];
}

function byEntity(rows: Row[]): SitemapEntry[] {
  const entries = new Map<number, SitemapEntry>();
  for (const row of rows) {
    const entry = entries.get(row.id) ?? { alternates: {}, lastModified: row.lastModified ?? null };
    entry.alternates[row.storeCode] = row.path;
    entries.set(row.id, entry);
  }
  return [...entries.values()];
}

async function pageRows(db: Db): Promise<Row[]> {
  const rows = await db
    .select({
      id: cmsPage.id,
      storeCode: sql<StoreCode>`${cmsPageText.storeCode}`,
      identifier: cmsPage.identifier,
    })
    .from(cmsPage)
    .innerJoin(cmsPageText, eq(cmsPageText.pageId, cmsPage.id))
    .where(eq(cmsPage.isActive, true))
    .orderBy(asc(cmsPage.position), asc(cmsPage.id));
  return rows.map((row) => ({ ...row, path: cmsPagePath(row.identifier) }));
}

async function categoryRows(db: Db): Promise<Row[]> {
  const rows = await db
    .select({
      id: category.id,
      storeCode: sql<StoreCode>`${categoryText.storeCode}`,
      urlKey: categoryText.urlKey,
    })
    .from(category)
    .innerJoin(categoryText, eq(categoryText.categoryId, category.id))
    .where(and(eq(category.isActive, true), gte(category.level, 2)))
    .orderBy(asc(category.path));
  return rows.map((row) => ({ ...row, path: `/c/${row.urlKey}` }));
}

async function campaignRows(db: Db, today: IsoDate): Promise<Row[]> {
  const rows = await db
    .select({
      id: campaign.id,
      storeCode: sql<StoreCode>`${campaignText.storeCode}`,
      urlKey: campaignText.urlKey,
    })
    .from(campaign)
    .innerJoin(campaignText, eq(campaignText.campaignId, campaign.id))
    .where(
      and(
        eq(campaign.isActive, true),
        or(isNull(campaign.startsOn), lte(campaign.startsOn, today)),
        or(isNull(campaign.endsOn), gte(campaign.endsOn, today)),
      ),
    )
    .orderBy(asc(campaign.position), asc(campaign.id));
  return rows.map((row) => ({ ...row, path: `/kampaania/${row.urlKey}` }));
}

async function productRows(db: Db): Promise<Row[]> {
  const rows = await db
    .select({
      id: product.id,
      storeCode: sql<StoreCode>`${productText.storeCode}`,
      sku: product.sku,
      urlKey: productText.urlKey,
      lastModified: sql<string>`to_char(${product.updatedAt} at time zone 'UTC', 'YYYY-MM-DD')`,
    })
    .from(product)
    .innerJoin(productText, eq(productText.productId, product.id))
    .where(and(eq(product.status, 1), inArray(product.visibility, [2, 3, 4])))
    .orderBy(asc(product.id));
  return rows.map((row) => ({
    id: row.id,
    storeCode: row.storeCode,
    path: `/p/${encodeURIComponent(row.sku)}/${row.urlKey}`,
    lastModified: row.lastModified,
  }));
}
