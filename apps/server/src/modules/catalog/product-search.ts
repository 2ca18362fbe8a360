import type { Db } from '@apteek/db';
import {
  PRICE_BUCKETS,
  STORE_VIEWS,
  priceBucketLabel,
  type AttributeCode,
  type StoreCode,
} from '@apteek/domain';
import type { CatalogMetadata } from './catalog-metadata.ts';
import { applyGroupPrices } from './group-prices.ts';
import { loadProductDocuments, type ProductDocument } from './product-documents.ts';
import { runProductSearch, type SearchContext, type SearchRows } from './search-queries.ts';
import type { ProductSearch } from './search-schemas.ts';

export interface Bucket {
  key: string;
  label: string;
  doc_count: number;
}

export interface ProductSearchResult {
  items: Partial<ProductDocument>[];
  total: number;
  perPage: number;
  start: number;
  aggregations: Record<string, { buckets: Bucket[] }>;
  attributeMetadata: {
    attribute_id: number;
    attribute_code: string;
    frontend_label: string;
    options: { value: string; label: string }[];
  }[];
}

export type RowsOf = (context: SearchContext, search: ProductSearch) => Promise<SearchRows>;

/** One facet value or price bucket with the number of matching products. */
export interface FacetCount {
  key: string;
  label: string;
  count: number;
}

export interface FacetCounts {
  facets: Partial<Record<AttributeCode, FacetCount[]>>;
  /** Counted whenever any facet is. */
  priceBuckets: FacetCount[] | null;
}

export function searchContextOf(
  db: Db,
  meta: CatalogMetadata,
  storeCode: StoreCode,
  today: string,
): SearchContext {
  return {
    db,
    storeCode,
    today,
    rates: meta.rates,
    textConfig: meta.textConfigs[storeCode],
    attributes: meta.attributes,
  };
}

/** The asked facets' counts, most products first, and the price buckets in the store's currency. */
export function facetCountsOf(meta: CatalogMetadata, search: ProductSearch, page: SearchRows): FacetCounts {
  const { storeCode } = search;
  const facets: FacetCounts['facets'] = {};
  for (const code of search.aggregations) {
    const attribute = meta.attributes.get(code)!;
    facets[code] = page.facets
      .filter((f) => attribute.optionLabels.has(f.optionId))
      .map((f) => {
        const option = attribute.optionLabels.get(f.optionId);
        return {
          key: option?.code ?? String(f.optionId),
          label: option?.labels[storeCode] ?? '',
          count: f.count,
        };
      })
      .sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
  }
  if (search.aggregations.length === 0) return { facets, priceBuckets: null };
  const sign = STORE_VIEWS[storeCode].i18n.currencySign;
  const priceBuckets = page.prices.map((p, i) => ({
    key: p.key,
    label: priceBucketLabel(PRICE_BUCKETS[i]!, sign),
    count: p.count,
  }));
  return { facets, priceBuckets };
}

/**
 * Products matching filters and a term, one page of documents, facet counts and price buckets, in
 * the search API's dialect. `rowsOf` finds the page's ids and the counts: the query
 * itself by default, or the result cache.
 */
export async function searchProducts(
  db: Db,
  meta: CatalogMetadata,
  search: ProductSearch,
  today: string,
  groupId: number,
  rowsOf: RowsOf = runProductSearch,
): Promise<ProductSearchResult> {
  const { storeCode } = search;
  const page = await rowsOf(searchContextOf(db, meta, storeCode, today), search);
  const listed = await loadProductDocuments(
    { db, storeCode, today, rates: meta.rates, withRelations: false },
    page.ids,
  );
  const documents = await applyGroupPrices(db, listed, { groupId, storeCode, rates: meta.rates });
  return {
    items: documents.map((document) => pickFields(document, search.includeFields, search.excludeFields)),
    total: page.total,
    perPage: search.size,
    start: search.from,
    aggregations: aggregationsOf(facetCountsOf(meta, search, page)),
    attributeMetadata: search.aggregations.map((code) => {
      const attribute = meta.attributes.get(code)!;
      return {
        attribute_id: attribute.id,
        attribute_code: code,
        frontend_label: attribute.labels[storeCode] ?? code,
        options: [...attribute.optionLabels.values()].map((o) => ({
          value: o.code,
          label: o.labels[storeCode] ?? o.code,
        })),
      };
    }),
  };
}

function aggregationsOf({ facets, priceBuckets }: FacetCounts): ProductSearchResult['aggregations'] {
  const toBucket = ({ key, label, count }: FacetCount): Bucket => ({ key, label, doc_count: count });
  const aggregations: ProductSearchResult['aggregations'] = {};
  for (const [code, counts] of Object.entries(facets)) aggregations[code] = { buckets: counts.map(toBucket) };
  if (priceBuckets) aggregations.price = { buckets: priceBuckets.map(toBucket) };
  return aggregations;
}

/** includeFields / excludeFields of the search call, on the document's top-level fields. */
export function pickFields<T extends object>(
  document: T,
  include?: string[],
  exclude?: string[],
): Partial<T> {
  const entries = Object.entries(document).filter(
    ([key]) => (!include || include.includes(key)) && !(exclude ?? []).includes(key),
  );
  return Object.fromEntries(entries) as Partial<T>;
}
