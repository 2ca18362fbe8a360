import { and, eq, inArray, isNull, lte, or, gte } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  STORE_CODES,
  cmsPagePath,
  resolveStorePath,
  type IsoDate,
  type StoreCode,
  type UrlRedirect,
} from '@apteek/domain';
import { categoryKeyInStore } from '../catalog/index.ts';

const { urlRewrite, product, productText, productConfigurableChild, category, categoryText } = schema;
const { cmsPage, cmsPageText, campaign, campaignText } = schema;

/** Products a shopper can open on their own (visibility 2, 3 or 4). */
const LISTED = [2, 3, 4] as const;
/** Old paths that point at other old paths are followed this far, then given up as a loop. */
const MAX_HOPS = 3;

/** The check constraint on url_rewrite.store_code keeps it one of the store codes. */
type Rewrite = typeof urlRewrite.$inferSelect & { storeCode: StoreCode };

/**
 * The URL dispatcher for paths no route matched: the URL map names a product,
 * category, CMS page or campaign, answered with its canonical route. The store prefix picks the
 * store view; a path known only in another store's language still leads to the entity, in the
 * prefixed view, or without a prefix in the store whose path it is.
 */
export async function resolveUrl(db: Db, pathname: string, today: IsoDate): Promise<UrlRedirect | null> {
  const resolved = resolveStorePath(pathname);
  const slug = categoryRouteSlug(resolved.path);
  if (slug !== null) return categoryInStore(db, slug, resolved.storeView.storeCode);
  let requestPath = decodePath(resolved.path);
  for (let hop = 0; requestPath && hop < MAX_HOPS; hop++) {
    const rewrite = await findRewrite(db, requestPath, resolved.storeView.storeCode);
    if (!rewrite) return null;
    if (rewrite.redirectType === 301 && rewrite.targetPath) {
      requestPath = rewrite.targetPath.replace(/^\/+|\/+$/g, '');
      continue;
    }
    const storeCode =
      resolved.hasPrefix || rewrite.storeCode === resolved.storeView.storeCode
        ? resolved.storeView.storeCode
        : rewrite.storeCode;
    const path = await canonicalPath(db, rewrite, storeCode, today);
    return path === null ? null : { entity: rewrite.entityType, storeCode, path };
  }
  return null;
}

/** The slug of a category route path ('/c/ravimid'), or null for any other path. */
function categoryRouteSlug(path: string): string | null {
  const match = /^\/c\/([^/]+)\/?$/.exec(path);
  return match ? decodePath(match[1]!) : null;
}

/**
 * A category route with another store view's slug ('/fi/c/ravimid') leads to the same
 * category in the asked store; its own slug, or one no active category has, is no redirect.
 */
async function categoryInStore(db: Db, slug: string, storeCode: StoreCode): Promise<UrlRedirect | null> {
  const key = await categoryKeyInStore(db, slug, storeCode);
  return key === null || key === slug ? null : { entity: 'category', storeCode, path: `/c/${key}` };
}

/** The path inside the store, without surrounding slashes, as the URL map stores it. */
function decodePath(path: string): string | null {
  try {
    return decodeURIComponent(path).replace(/^\/+|\/+$/g, '');
  } catch {
    return null;
  }
}

/** The rewrite of the store view first, otherwise the same path in another store view. */
async function findRewrite(db: Db, requestPath: string, storeCode: StoreCode): Promise<Rewrite | null> {
  const candidates = [...new Set([requestPath, requestPath.toLowerCase()])];
  const rows = (await db
    .select()
    .from(urlRewrite)
    .where(inArray(urlRewrite.requestPath, candidates))) as Rewrite[];
  const rank = (row: Rewrite) =>
    (row.storeCode === storeCode ? 0 : 10) +
    (row.requestPath === requestPath ? 0 : 5) +
    STORE_CODES.indexOf(row.storeCode);
  return rows.sort((a, b) => rank(a) - rank(b))[0] ?? null;
}

async function canonicalPath(db: Db, rewrite: Rewrite, storeCode: StoreCode, today: IsoDate) {
  switch (rewrite.entityType) {
    case 'product':
      return productPath(db, rewrite.entityId, storeCode);
    case 'category':
      return categoryPath(db, rewrite.entityId, storeCode);
    case 'cms_page':
      return pagePath(db, rewrite.entityId, storeCode);
    case 'campaign':
      return campaignPath(db, rewrite.entityId, storeCode, today);
    default: {
      const unknown: never = rewrite.entityType;
      throw new Error(`Unknown URL map entity ${String(unknown)}`);
    }
  }
}

async function productRow(db: Db, id: number, storeCode: StoreCode) {
  const [row] = await db
    .select({
      sku: product.sku,
      visibility: product.visibility,
      status: product.status,
      urlKey: productText.urlKey,
    })
    .from(product)
    .innerJoin(productText, and(eq(productText.productId, product.id), eq(productText.storeCode, storeCode)))
    .where(eq(product.id, id));
  return row && row.status === 1 ? row : null;
}

/** A configurable child's URL leads to its parent with the child selected. */
async function productPath(db: Db, id: number, storeCode: StoreCode): Promise<string | null> {
  const row = await productRow(db, id, storeCode);
  if (!row) return null;
  const ownPath = `/p/${encodeURIComponent(row.sku)}/${row.urlKey}`;
  if ((LISTED as readonly number[]).includes(row.visibility)) return ownPath;
  const [link] = await db
    .select({ parentId: productConfigurableChild.parentId })
    .from(productConfigurableChild)
    .where(eq(productConfigurableChild.childId, id));
  const parent = link ? await productRow(db, link.parentId, storeCode) : null;
  if (!parent || !(LISTED as readonly number[]).includes(parent.visibility)) return null;
  return `/p/${encodeURIComponent(parent.sku)}/${parent.urlKey}/${encodeURIComponent(row.sku)}`;
}

async function categoryPath(db: Db, id: number, storeCode: StoreCode): Promise<string | null> {
  const [row] = await db
    .select({ urlKey: categoryText.urlKey })
    .from(category)
    .innerJoin(
      categoryText,
      and(eq(categoryText.categoryId, category.id), eq(categoryText.storeCode, storeCode)),
    )
    .where(and(eq(category.id, id), eq(category.isActive, true)));
  return row ? `/c/${row.urlKey}` : null;
}

async function pagePath(db: Db, id: number, storeCode: StoreCode): Promise<string | null> {
  const [row] = await db
    .select({ identifier: cmsPage.identifier })
    .from(cmsPage)
    .innerJoin(cmsPageText, and(eq(cmsPageText.pageId, cmsPage.id), eq(cmsPageText.storeCode, storeCode)))
    .where(and(eq(cmsPage.id, id), eq(cmsPage.isActive, true)));
  return row ? cmsPagePath(row.identifier) : null;
}

async function campaignPath(
  db: Db,
  id: number,
  storeCode: StoreCode,
  today: IsoDate,
): Promise<string | null> {
  const [row] = await db
    .select({ urlKey: campaignText.urlKey })
    .from(campaign)
    .innerJoin(
      campaignText,
      and(eq(campaignText.campaignId, campaign.id), eq(campaignText.storeCode, storeCode)),
    )
    .where(
      and(
        eq(campaign.id, id),
        eq(campaign.isActive, true),
        or(isNull(campaign.startsOn), lte(campaign.startsOn, today)),
        or(isNull(campaign.endsOn), gte(campaign.endsOn, today)),
      ),
    );
  return row ? `/kampaania/${row.urlKey}` : null;
}
