import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@apteek/db';
import type { StoreCode } from '@apteek/domain';
import type { TaxRates } from '../pricing/index.ts';
import { preparedRows } from './prepared-rows.ts';
import { priceFields, type PriceFields } from './product-prices.ts';
import {
  customOptionsColumn,
  customOptionsOf,
  loadRelations,
  type CustomOptionsJson,
  type ProductRelations,
} from './product-relations.ts';

export type AttributeValue = string | string[] | number;

export interface ProductDocument extends PriceFields, Partial<ProductRelations> {
  id: number;
  sku: string;
  type_id: string;
  type_code: number;
  name: string;
  slug: string;
  url_key: string;
  url_path: string;
  visibility: number;
  status: number;
  is_medicine: boolean;
  tax_class_id: number;
  short_description: string;
  description: string;
  image: string | null;
  thumbnail: string | null;
  small_image: string | null;
  media_gallery: { typ: 'image' | 'video'; image: string; pos: number; vid: string | null }[];
  stock: { product_id: number; qty: number; is_in_stock: boolean; stock_status: string };
  category_ids: number[];
  created_at: string;
  /** Attribute values by code: option codes for select attributes. */
  attributes: Record<string, AttributeValue>;
}

export interface DocumentContext {
  db: Db;
  storeCode: StoreCode;
  today: string;
  rates: TaxRates;
  /** Configurable, grouped, bundle and custom-option details; product pages need them, lists do not. */
  withRelations: boolean;
}

/** One product's row of documentRows(): the document's own fields, before prices and relations. */
export interface DocumentRow {
  id: number;
  sku: string;
  type_id: string;
  type_code: number;
  visibility: number;
  status: number;
  is_medicine: boolean;
  tax_class_id: number;
  price_cents: number;
  special_price_cents: number | null;
  special_from_date: string | null;
  special_to_date: string | null;
  image: string | null;
  created_at: string;
  name: string;
  url_key: string;
  short_description: string;
  description: string;
  qty: number | null;
  reserved_qty: number | null;
  is_in_stock: boolean | null;
  stock_status: string | null;
  /** [code, frontend input, option code, text, number], global values before store ones. */
  attribute_values: [string, string, string | null, string | null, number | null][];
  category_ids: number[];
  /** [type, file, position, video id] of enabled media, by position. */
  media: ['image' | 'video', string, number, string | null][];
  /** The configurable parent's SKU, when asked for (`withParent`). */
  parent_sku?: string | null;
  custom_options?: CustomOptionsJson;
}

/**
 * The rows of the products matching `where` (over `product p` and its text `t` in the store view),
 * with attribute values, categories, media and, on request, custom options and the configurable
 * parent, in one round trip. The text's shape depends only on the options, so it is a prepared
 * statement (`where` must take its values as parameters, lists as one array).
 */
export async function documentRows(
  context: Pick<DocumentContext, 'db' | 'storeCode'> & { withRelations: boolean },
  where: SQL,
  options: { withParent?: boolean; limit?: number; manyProducts?: boolean } = {},
): Promise<DocumentRow[]> {
  const { storeCode } = context;
  // Option codes: a join would hash the whole option table once per product, and the table is so
  // small that PostgreSQL scans it for every value rather than use its key (for a list of 50
  // products, 6 of its 10 ms). A list builds one map of all codes per query instead (0.3 ms); a
  // single product keeps its few lookups.
  const optionCode = options.manyProducts
    ? sql`(select jsonb_object_agg(o.id, o.code) from attribute_option o) ->> v.option_id::text`
    : sql`(select o.code from attribute_option o where o.id = v.option_id)`;
  return preparedRows<DocumentRow>(
    context.db,
    sql`select p.id, p.sku, p.type_id, p.type_code, p.visibility, p.status, p.is_medicine, p.tax_class_id,
        p.price_cents, p.special_price_cents, p.special_from_date::text as special_from_date,
        p.special_to_date::text as special_to_date, p.image,
        to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as created_at,
        t.name, t.url_key, t.short_description, t.description,
        s.qty, s.reserved_qty, s.is_in_stock, s.stock_status,
        coalesce((select json_agg(json_build_array(a.code, a.frontend_input, ${optionCode},
                                    v.value_text, v.value_number)
                                  order by v.store_code is not null, v.id)
                  from product_attribute_value v
                  join attribute a on a.id = v.attribute_id
                  where v.product_id = p.id and (v.store_code is null or v.store_code = ${storeCode})),
                 '[]'::json) as attribute_values,
        coalesce((select array_agg(cp.category_id order by cp.category_id)
                  from category_product cp where cp.product_id = p.id), '{}') as category_ids,
        coalesce((select json_agg(json_build_array(m.media_type, m.file, m.position, m.video_id)
                                  order by m.position, m.id)
                  from product_media m where m.product_id = p.id and not m.disabled), '[]'::json) as media
        ${options.withParent ? sql`, (select pp.sku from product_configurable_child cc join product pp on pp.id = cc.parent_id where cc.child_id = p.id limit 1) as parent_sku` : sql``}
        ${context.withRelations ? sql`, ${customOptionsColumn(storeCode)} as custom_options` : sql``}
      from product p
      join product_text t on t.product_id = p.id and t.store_code = ${storeCode}
      left join stock_item s on s.product_id = p.id
      where ${where}
      ${options.limit ? sql`limit ${options.limit}` : sql``}`,
  );
}

/** The rows of products in the order of `ids`, for one store view. */
export async function documentRowsByIds(
  context: Pick<DocumentContext, 'db' | 'storeCode' | 'withRelations'>,
  ids: number[],
): Promise<DocumentRow[]> {
  if (ids.length === 0) return [];
  const rows = await documentRows(
    context,
    sql`p.id = any(${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[])`,
    { manyProducts: true },
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

/** Product documents in the order of `ids`, for one store view. */
export async function loadProductDocuments(
  context: DocumentContext,
  ids: number[],
): Promise<ProductDocument[]> {
  return documentsOf(context, await documentRowsByIds(context, ids));
}

/** Documents of loaded rows, with the relations of configurable, grouped and bundle products when asked. */
export async function documentsOf(context: DocumentContext, rows: DocumentRow[]): Promise<ProductDocument[]> {
  const relations = context.withRelations
    ? await loadRelations(
        context,
        rows.map((row) => ({ id: row.id, sku: row.sku, typeId: row.type_id })),
        (childIds) => loadProductDocuments({ ...context, withRelations: false }, childIds),
      )
    : new Map<number, Partial<ProductRelations>>();
  return rows.map((row) => {
    const document = documentOf(context, row);
    const customOptions = context.withRelations ? customOptionsOf(row.custom_options) : [];
    return {
      ...document,
      ...(customOptions.length > 0 ? { custom_options: customOptions } : {}),
      ...relations.get(row.id),
    };
  });
}

function documentOf(context: DocumentContext, row: DocumentRow): ProductDocument {
  const image = row.image ? `/media/${row.image}` : null;
  return {
    id: row.id,
    sku: row.sku,
    type_id: row.type_id,
    type_code: row.type_code,
    name: row.name,
    slug: row.url_key,
    url_key: row.url_key,
    url_path: `/p/${encodeURIComponent(row.sku)}/${row.url_key}`,
    visibility: row.visibility,
    status: row.status,
    is_medicine: row.is_medicine,
    tax_class_id: row.tax_class_id,
    short_description: row.short_description,
    description: row.description,
    ...priceFields(
      {
        price: row.price_cents,
        specialPrice: row.special_price_cents,
        specialFromDate: row.special_from_date,
        specialToDate: row.special_to_date,
        taxClassId: row.tax_class_id,
      },
      context.storeCode,
      context.rates,
      context.today,
    ),
    image,
    thumbnail: image,
    small_image: image,
    media_gallery: row.media.map(([typ, file, pos, vid]) => ({ typ, image: `/media/${file}`, pos, vid })),
    stock: {
      product_id: row.id,
      qty: Math.max(0, (row.qty ?? 0) - (row.reserved_qty ?? 0)),
      is_in_stock: row.is_in_stock ?? false,
      stock_status: row.stock_status ?? 'out_of_stock',
    },
    category_ids: row.category_ids,
    created_at: row.created_at,
    attributes: attributesOf(row.attribute_values),
  };
}

export function attributesOf(values: DocumentRow['attribute_values']): Record<string, AttributeValue> {
  const own: Record<string, AttributeValue> = {};
  for (const [code, input, option, text, number] of values) {
    if (input === 'multiselect') own[code] = [...((own[code] as string[] | undefined) ?? []), option!];
    else own[code] = option ?? (number !== null ? Number(number) : (text ?? ''));
  }
  return own;
}
