import type { Db } from '@apteek/db';
import {
  CATEGORY_LIST_VISIBILITY,
  LISTED_STATUSES,
  STORE_VIEWS,
  activeSpecialPrice,
  type AttributeCode,
  type PharmacyTypeCode,
  type ProductIdentity,
  type ProductTypeId,
  type StockStatus,
  type StoreCode,
} from '@apteek/domain';
import { storeAmount, type TaxRates } from '../pricing/index.ts';
import type { CatalogMetadata } from './catalog-metadata.ts';
import { attributesOf, documentRowsByIds, type DocumentRow } from './product-documents.ts';
import { facetCountsOf, searchContextOf, type FacetCount, type RowsOf } from './product-search.ts';
import type { ProductSearch } from './search-schemas.ts';

/** What a storefront page lists: listed products only (visibility 2 to 4, status 0 or 1), prices in cents. */
export interface ListingSearch {
  storeCode: StoreCode;
  term?: string;
  categoryIds?: number[];
  attributes?: Partial<Record<AttributeCode, string[]>>;
  /** The final price with the store's VAT, in cents: `from` included, `to` excluded. */
  price?: { from: number; to?: number };
  /** Facets to count; counting any of them counts the price buckets too. */
  facets: readonly AttributeCode[];
  from: number;
  size: number;
  sort?: NonNullable<ProductSearch['sort']>;
}

/** A product as a list shows it, at guest prices. */
export interface ListedProduct extends ProductIdentity {
  slug: string;
  urlPath: string;
  image: string | null;
  /** Cents with the store's VAT; `final` is the special price while it applies. */
  price: { final: number; regular: number; hasSpecialPrice: boolean };
  stockStatus: StockStatus;
  isMedicine: boolean;
  /** Option codes of the active substances. */
  substances: string[];
}

export interface ProductListing {
  products: ListedProduct[];
  total: number;
  facets: Partial<Record<AttributeCode, FacetCount[]>>;
  /** Counted whenever any facet is. */
  priceBuckets: FacetCount[] | null;
}

/** One page of a listing with its counts; `rowsOf` finds the ids and counts (the result cache). */
export async function listProducts(
  db: Db,
  meta: CatalogMetadata,
  listing: ListingSearch,
  today: string,
  rowsOf: RowsOf,
): Promise<ProductListing> {
  const { storeCode } = listing;
  const search = productSearchOf(listing);
  const page = await rowsOf(searchContextOf(db, meta, storeCode, today), search);
  const rows = await documentRowsByIds({ db, storeCode, withRelations: false }, page.ids);
  return {
    products: rows.map((row) => listedProductOf(row, { storeCode, today, rates: meta.rates })),
    total: page.total,
    ...facetCountsOf(meta, search, page),
  };
}

/** The search the API would run for the listing; its price filter is in euros. */
function productSearchOf(listing: ListingSearch): ProductSearch {
  const { price, attributes, categoryIds } = listing;
  return {
    storeCode: listing.storeCode,
    term: listing.term,
    filters: {
      visibility: [...CATEGORY_LIST_VISIBILITY],
      status: [...LISTED_STATUSES] as (0 | 1)[],
      ...(attributes && Object.keys(attributes).length > 0 ? { attributes } : {}),
      ...(categoryIds ? { categoryIds } : {}),
      ...(price ? { price: { from: price.from / 100, ...(price.to ? { to: price.to / 100 } : {}) } } : {}),
    },
    aggregations: [...listing.facets],
    from: listing.from,
    size: listing.size,
    sort: listing.sort,
  };
}

function listedProductOf(
  row: DocumentRow,
  context: { storeCode: StoreCode; today: string; rates: TaxRates },
): ListedProduct {
  const substances = attributesOf(row.attribute_values).Substance;
  return {
    id: row.id,
    sku: row.sku,
    typeId: row.type_id as ProductTypeId,
    typeCode: row.type_code as PharmacyTypeCode,
    name: row.name,
    slug: row.url_key,
    urlPath: `/p/${encodeURIComponent(row.sku)}/${row.url_key}`,
    image: row.image ? `/media/${row.image}` : null,
    price: listedPrice(row, context),
    stockStatus: (row.stock_status ?? 'out_of_stock') as StockStatus,
    isMedicine: row.is_medicine,
    substances: Array.isArray(substances) ? substances : [],
  };
}

function listedPrice(
  row: DocumentRow,
  { storeCode, today, rates }: { storeCode: StoreCode; today: string; rates: TaxRates },
): ListedProduct['price'] {
  const country = STORE_VIEWS[storeCode].tax.defaultCountry;
  const gross = (cents: number) => storeAmount(cents, row.tax_class_id, country, rates).gross;
  const special = activeSpecialPrice(
    {
      price: row.price_cents,
      specialPrice: row.special_price_cents,
      specialFromDate: row.special_from_date,
      specialToDate: row.special_to_date,
    },
    today,
  );
  const regular = gross(row.price_cents);
  return { final: special === null ? regular : gross(special), regular, hasSpecialPrice: special !== null };
}
