import type { Db } from '@apteek/db';
import { PRICE_BUCKETS, STORE_VIEWS, priceBucketLabel } from '@apteek/domain';
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

/**
 * Products matching filters and a term, one page of documents, facet counts and price buckets.
 * `rowsOf` finds the page's ids and the counts: the query itself by default, or the result cache.
 */
export async function searchProducts(
  db: Db,
  meta: CatalogMetadata,
  search: ProductSearch,
  today: string,
  groupId: number,
  rowsOf: (context: SearchContext, search: ProductSearch) => Promise<SearchRows> = runProductSearch,
): Promise<ProductSearchResult> {
  const { storeCode } = search;
  const context: SearchContext = {
    db,
    storeCode,
    today,
    rates: meta.rates,
    textConfig: meta.textConfigs[storeCode],
    attributes: meta.attributes,
  };
  const page = await rowsOf(context, search);
  const listed = await loadProductDocuments(
    { db, storeCode, today, rates: meta.rates, withRelations: false },
    page.ids,
  );
  const documents = await applyGroupPrices(db, listed, { groupId, storeCode, rates: meta.rates });
  const { facets, prices } = page;
  const sign = STORE_VIEWS[storeCode].i18n.currencySign;
  const aggregations: ProductSearchResult['aggregations'] = {};
  for (const code of search.aggregations) {
    const attribute = meta.attributes.get(code)!;
    aggregations[code] = {
      buckets: facets
        .filter((f) => attribute.optionLabels.has(f.optionId))
        .map((f) => {
          const option = attribute.optionLabels.get(f.optionId);
          return {
            key: option?.code ?? String(f.optionId),
            label: option?.labels[storeCode] ?? '',
            doc_count: f.count,
          };
        })
        .sort((a, b) => b.doc_count - a.doc_count || a.label.localeCompare(b.label)),
    };
  }
  if (search.aggregations.length > 0) {
    aggregations.price = {
      buckets: prices.map((p, i) => ({
        key: p.key,
        label: priceBucketLabel(PRICE_BUCKETS[i]!, sign),
        doc_count: p.count,
      })),
    };
  }
  return {
    items: documents.map((document) => pickFields(document, search.includeFields, search.excludeFields)),
    total: page.total,
    perPage: search.size,
    start: search.from,
    aggregations,
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
