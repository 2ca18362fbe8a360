import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { schema } from '@apteek/db';
import type { StoreCode } from '@apteek/domain';
import type { DocumentContext, ProductDocument } from './product-documents.ts';

const s = schema;

export interface ProductRelations {
  configurable_options: {
    attribute_id: number;
    attribute_code: string;
    label: string;
    position: number;
    values: { value_index: number; label: string; value_data: string }[];
  }[];
  configurable_children: ProductDocument[];
  product_links: {
    link_type: 'associated';
    sku: string;
    linked_product_sku: string;
    linked_product_type: string;
    qty: number;
    position: number;
  }[];
  bundle_options: {
    option_id: number;
    title: string;
    type: string;
    required: boolean;
    position: number;
    product_links: {
      id: number;
      sku: string;
      qty: number;
      is_default: boolean;
      can_change_quantity: boolean;
      position: number;
    }[];
  }[];
  custom_options: {
    option_id: number;
    title: string;
    type: string;
    is_require: boolean;
    sort_order: number;
    values: {
      option_type_id: number;
      title: string;
      price: number;
      price_type: 'fixed' | 'percent';
      sort_order: number;
    }[];
  }[];
}

type ChildLoader = (ids: number[]) => Promise<ProductDocument[]>;
type ProductRow = { id: number; sku: string; typeId: string };

/** Details of configurable, grouped and bundle products, keyed by product id (custom options come with the document row). */
export async function loadRelations(
  context: DocumentContext,
  products: ProductRow[],
  loadChildren: ChildLoader,
): Promise<Map<number, Partial<ProductRelations>>> {
  const result = new Map<number, Partial<ProductRelations>>(products.map((p) => [p.id, {}]));
  const ofType = (type: string) => products.filter((p) => p.typeId === type).map((p) => p.id);
  await Promise.all([
    loadConfigurables(context, ofType('configurable'), result, loadChildren),
    loadGroupedLinks(context, products, ofType('grouped'), result),
    loadBundles(context, ofType('bundle'), result),
  ]);
  return result;
}

async function loadConfigurables(
  context: DocumentContext,
  ids: number[],
  result: Map<number, Partial<ProductRelations>>,
  loadChildren: ChildLoader,
) {
  if (ids.length === 0) return;
  const { db, storeCode } = context;
  const [axes, links] = await Promise.all([
    db
      .select({
        productId: s.productConfigurableAttribute.productId,
        attributeId: s.attribute.id,
        code: s.attribute.code,
        position: s.productConfigurableAttribute.position,
        label: s.attributeLabel.label,
      })
      .from(s.productConfigurableAttribute)
      .innerJoin(s.attribute, eq(s.attribute.id, s.productConfigurableAttribute.attributeId))
      .innerJoin(
        s.attributeLabel,
        and(eq(s.attributeLabel.attributeId, s.attribute.id), eq(s.attributeLabel.storeCode, storeCode)),
      )
      .where(inArray(s.productConfigurableAttribute.productId, ids)),
    db
      .select()
      .from(s.productConfigurableChild)
      .where(inArray(s.productConfigurableChild.parentId, ids))
      .orderBy(asc(s.productConfigurableChild.position)),
  ]);
  const children = await loadChildren(links.map((l) => l.childId));
  const options = await optionLabels(
    context,
    axes.map((a) => a.attributeId),
  );
  for (const parentId of ids) {
    const own = children.filter((child) =>
      links.some((l) => l.parentId === parentId && l.childId === child.id),
    );
    result.get(parentId)!.configurable_children = own;
    result.get(parentId)!.configurable_options = axes
      .filter((axis) => axis.productId === parentId)
      .sort((a, b) => a.position - b.position)
      .map((axis) => ({
        attribute_id: axis.attributeId,
        attribute_code: axis.code,
        label: axis.label,
        position: axis.position,
        values: options
          .filter(
            (o) =>
              o.attributeId === axis.attributeId &&
              own.some((child) => child.attributes[axis.code] === o.code),
          )
          .map((o) => ({ value_index: o.id, label: o.label, value_data: o.code })),
      }));
  }
}

async function optionLabels(context: DocumentContext, attributeIds: number[]) {
  if (attributeIds.length === 0) return [];
  return context.db
    .select({
      id: s.attributeOption.id,
      attributeId: s.attributeOption.attributeId,
      code: s.attributeOption.code,
      label: s.attributeOptionLabel.label,
    })
    .from(s.attributeOption)
    .innerJoin(s.attributeOptionLabel, optionText(s.attributeOptionLabel, s.attributeOption.id, context))
    .where(inArray(s.attributeOption.attributeId, attributeIds))
    .orderBy(asc(s.attributeOption.position));
}

/** Joins an option's label row in the document's store view. */
function optionText(
  text: { optionId: AnyPgColumn; storeCode: AnyPgColumn },
  optionId: AnyPgColumn,
  { storeCode }: Pick<DocumentContext, 'storeCode'>,
) {
  return and(eq(text.optionId, optionId), eq(text.storeCode, storeCode));
}

async function loadGroupedLinks(
  context: DocumentContext,
  products: ProductRow[],
  ids: number[],
  result: Map<number, Partial<ProductRelations>>,
) {
  if (ids.length === 0) return;
  const rows = await context.db
    .select({
      productId: s.productLink.productId,
      qty: s.productLink.qty,
      position: s.productLink.position,
      sku: s.product.sku,
      type: s.product.typeId,
    })
    .from(s.productLink)
    .innerJoin(s.product, eq(s.product.id, s.productLink.linkedProductId))
    .where(
      and(
        inArray(s.productLink.productId, ids),
        eq(s.productLink.linkType, 'associated'),
        eq(s.product.status, 1),
      ),
    )
    .orderBy(asc(s.productLink.position));
  for (const id of ids) {
    const parentSku = products.find((p) => p.id === id)!.sku;
    result.get(id)!.product_links = rows
      .filter((r) => r.productId === id)
      .map((r) => ({
        link_type: 'associated',
        sku: parentSku,
        linked_product_sku: r.sku,
        linked_product_type: r.type,
        qty: r.qty,
        position: r.position,
      }));
  }
}

async function loadBundles(
  context: DocumentContext,
  ids: number[],
  result: Map<number, Partial<ProductRelations>>,
) {
  if (ids.length === 0) return;
  const options = await context.db
    .select({ o: s.bundleOption, title: s.bundleOptionTitle.title })
    .from(s.bundleOption)
    .innerJoin(s.bundleOptionTitle, optionText(s.bundleOptionTitle, s.bundleOption.id, context))
    .where(inArray(s.bundleOption.productId, ids))
    .orderBy(asc(s.bundleOption.position));
  const selections =
    options.length === 0
      ? []
      : await context.db
          .select({ sel: s.bundleSelection, sku: s.product.sku })
          .from(s.bundleSelection)
          .innerJoin(s.product, eq(s.product.id, s.bundleSelection.productId))
          .where(
            and(
              inArray(
                s.bundleSelection.optionId,
                options.map((o) => o.o.id),
              ),
              eq(s.product.status, 1),
            ),
          )
          .orderBy(asc(s.bundleSelection.position));
  for (const id of ids) {
    result.get(id)!.bundle_options = options
      .filter(({ o }) => o.productId === id)
      .map(({ o, title }) => ({
        option_id: o.id,
        title,
        type: o.type,
        required: o.required,
        position: o.position,
        product_links: selections
          .filter(({ sel }) => sel.optionId === o.id)
          .map(({ sel, sku }) => ({
            id: sel.productId,
            sku,
            qty: sel.qty,
            is_default: sel.isDefault,
            can_change_quantity: sel.canChangeQty,
            position: sel.position,
          })),
      }));
  }
}

/** [option id, title, type, required, position, [[value id, title, price, price type, position]]] */
export type CustomOptionsJson = [
  number,
  string,
  string,
  boolean,
  number,
  [number, string, number | string, 'fixed' | 'percent', number][],
][];

/** The product's custom options with their values, titled in the store view, as one JSON column of `p`. */
export function customOptionsColumn(storeCode: StoreCode): SQL {
  return sql`(select coalesce(json_agg(json_build_array(pco.option_id, cot.title, co.type, pco.is_require,
                  pco.position,
                  (select coalesce(json_agg(json_build_array(v.id, vt.title, v.price, v.price_type, v.position)
                                            order by v.position, v.id), '[]'::json)
                   from custom_option_value v
                   join custom_option_value_title vt on vt.value_id = v.id and vt.store_code = ${storeCode}
                   where v.product_id = p.id and v.option_id = pco.option_id))
                order by pco.position, pco.option_id), '[]'::json)
      from product_custom_option pco
      join custom_option co on co.id = pco.option_id
      join custom_option_title cot on cot.option_id = co.id and cot.store_code = ${storeCode}
      where pco.product_id = p.id)`;
}

export function customOptionsOf(json: CustomOptionsJson | undefined): ProductRelations['custom_options'] {
  return (json ?? []).map(([optionId, title, type, isRequire, sortOrder, values]) => ({
    option_id: optionId,
    title,
    type,
    is_require: isRequire,
    sort_order: sortOrder,
    values: values.map(([id, valueTitle, price, priceType, position]) => ({
      option_type_id: id,
      title: valueTitle,
      price: Number(price),
      price_type: priceType,
      sort_order: position,
    })),
  }));
}
