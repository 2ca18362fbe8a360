import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { schema, type Db } from '@apteek/db';
import { DomainError, STORE_CODES, resolveStorePath, type StoreCode } from '@apteek/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogMetadata } from './catalog-metadata.ts';
import { searchEntities } from './entity-search.ts';
import { categoryKeyInStore } from './category-slug.ts';
import { applyGroupPrices } from './group-prices.ts';
import { loadProduct } from './product-load.ts';
import { pickFields } from './product-search.ts';
import { encodedUrl, integer } from '../../plugins/validation.ts';

export const UrlMapSchema = z.strictObject({
  url: encodedUrl(1000),
  storeCode: z.enum(STORE_CODES).optional(),
  includeFields: z.array(z.string().max(64)).max(100).optional(),
  excludeFields: z.array(z.string().max(64)).max(100).optional(),
  options: z.record(z.string(), z.unknown()).optional(),
  filters: z.strictObject({ sku: z.string().max(64).optional() }).optional(),
  groupId: integer().optional(),
  groupToken: z.string().max(200).optional(),
});
export type UrlMapRequest = z.infer<typeof UrlMapSchema>;

export type UrlDocument =
  | { _type: 'product'; _source: object }
  | { _type: 'category'; _source: object }
  | { _type: 'cms_page'; _source: object }
  | { _type: 'campaign'; _source: { id: number; code: string; urlKey: string } };

interface Target {
  type: UrlDocument['_type'];
  key: string;
  childSku?: string;
}

/**
 * The URL dispatcher: a store path resolves to a product, category or CMS page
 * document for that store view (route shapes first, then the URL map); anything else is not found.
 */
export async function mapUrl(
  db: Db,
  meta: CatalogMetadata,
  log: FastifyBaseLogger,
  request: UrlMapRequest,
  today: string,
  groupId: number,
): Promise<UrlDocument> {
  const resolved = resolveStorePath(normalise(request.url));
  const storeCode = request.storeCode ?? resolved.storeView.storeCode;
  const found = routeTarget(resolved.path) ?? (await rewriteTarget(db, storeCode, resolved.path));
  // A category route may carry another store view's slug: the same category here.
  const key = found?.type === 'category' ? await categoryKeyInStore(db, found.key, storeCode) : found?.key;
  if (!found || !key) throw new DomainError('url_not_mapped', { url: request.url });
  const target = { ...found, key };
  const source = await loadTarget(
    db,
    meta,
    log,
    { ...target, childSku: request.filters?.sku ?? target.childSku },
    storeCode,
    today,
    groupId,
  );
  return {
    ...source,
    _source: pickFields(source._source, request.includeFields, request.excludeFields),
  } as UrlDocument;
}

function normalise(url: string): string {
  const path = url.split(/[?#]/)[0]!.replace(/\/+$/, '');
  return path.startsWith('/') ? path || '/' : `/${path}`;
}

function routeTarget(path: string): Target | null {
  const segments = path.split('/').filter(Boolean).map(decodeURIComponent);
  const [first, second, , fourth] = segments;
  if (first === 'p' && second && segments.length >= 3)
    return { type: 'product', key: second, childSku: fourth };
  if (first === 'c' && second && segments.length === 2) return { type: 'category', key: second };
  if (first === 'i' && second && segments.length === 2) return { type: 'cms_page', key: second };
  return null;
}

async function rewriteTarget(db: Db, storeCode: StoreCode, path: string): Promise<Target | null> {
  const { urlRewrite, product, category, categoryText, cmsPage, campaign } = schema;
  const requestPath = decodeURIComponent(path.replace(/^\//, ''));
  const [rewrite] = await db
    .select()
    .from(urlRewrite)
    .where(and(eq(urlRewrite.storeCode, storeCode), eq(urlRewrite.requestPath, requestPath)))
    .limit(1);
  if (!rewrite) return null;
  switch (rewrite.entityType) {
    case 'product': {
      const [row] = await db
        .select({ sku: product.sku })
        .from(product)
        .where(eq(product.id, rewrite.entityId));
      return row ? { type: 'product', key: row.sku } : null;
    }
    case 'category': {
      const [row] = await db
        .select({ key: categoryText.urlKey })
        .from(category)
        .innerJoin(
          categoryText,
          and(eq(categoryText.categoryId, category.id), eq(categoryText.storeCode, storeCode)),
        )
        .where(eq(category.id, rewrite.entityId));
      return row ? { type: 'category', key: row.key } : null;
    }
    case 'cms_page': {
      const [row] = await db
        .select({ identifier: cmsPage.identifier })
        .from(cmsPage)
        .where(eq(cmsPage.id, rewrite.entityId));
      return row ? { type: 'cms_page', key: row.identifier } : null;
    }
    case 'campaign': {
      const [row] = await db
        .select({ code: campaign.code })
        .from(campaign)
        .where(eq(campaign.id, rewrite.entityId));
      return row ? { type: 'campaign', key: row.code } : null;
    }
  }
}

async function loadTarget(
  db: Db,
  meta: CatalogMetadata,
  log: FastifyBaseLogger,
  target: Target,
  storeCode: StoreCode,
  today: string,
  groupId: number,
): Promise<UrlDocument> {
  switch (target.type) {
    case 'product': {
      const sku = target.childSku ?? target.key;
      const product = await loadProduct(db, meta, log, {
        key: 'sku',
        value: sku,
        storeCode,
        today,
        preventDirectChildAccess: true,
      });
      const [priced] = await applyGroupPrices(db, [product], { groupId, storeCode, rates: meta.rates });
      return { _type: 'product', _source: priced! };
    }
    case 'category': {
      const found = await searchEntities(db, meta, 'category', {
        storeCode,
        filters: { url_key: target.key },
        size: 1,
      });
      return { _type: 'category', _source: found.items[0]! };
    }
    case 'cms_page': {
      const found = await searchEntities(db, meta, 'cms_page', {
        storeCode,
        filters: { identifier: [target.key] },
      });
      return { _type: 'cms_page', _source: found.items[0]! };
    }
    case 'campaign': {
      const { campaign, campaignText } = schema;
      const [row] = await db
        .select({
          id: campaign.id,
          code: campaign.code,
          urlKey: campaignText.urlKey,
          title: campaignText.title,
        })
        .from(campaign)
        .innerJoin(
          campaignText,
          and(eq(campaignText.campaignId, campaign.id), eq(campaignText.storeCode, storeCode)),
        )
        .where(eq(campaign.code, target.key));
      if (!row) throw new DomainError('url_not_mapped', { url: `kampaania/${target.key}` });
      return { _type: 'campaign', _source: row };
    }
  }
}
