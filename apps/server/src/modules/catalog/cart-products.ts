import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  STORAGE_CODES,
  STORE_VIEWS,
  activeSpecialPrice,
  amountToCents,
  tierPriceAt,
  withTierPrice,
  type CustomOption,
  type IsoDate,
  type PharmacyTypeCode,
  type ProductTypeId,
  type StockStatus,
  type StoreCode,
  type TierPrice,
} from '@apteek/domain';
import { rateFor, storeAmount, type TaxRates } from '../pricing/index.ts';
import { loadBundleParts, type BundlePart } from './bundle-parts.ts';
import { groupTierLists } from './group-prices.ts';

/** What the cart needs to know of a product, priced for one store view in integer cents. */
export interface CartProduct {
  id: number;
  sku: string;
  name: string;
  typeId: ProductTypeId;
  typeCode: PharmacyTypeCode;
  status: number;
  isMedicine: boolean;
  /** Final unit price (special price, then the group's tier applied) with the store country's VAT. */
  unitGross: number | null;
  /** The customer group's tiers with the store country's VAT: a line reaching one's quantity pays it. */
  tiers: TierPrice[];
  taxRate: number;
  /** The configurable parent's SKU for a configurable child. */
  parentSku: string | null;
  isVirtual: boolean;
  isColdStorage: boolean;
  stock: { available: number; isInStock: boolean; status: StockStatus; manageStock: boolean };
  /** Fixed option prices in store gross cents, percent ones in percent. */
  customOptions: CustomOption[];
  /** Bundle selections by selection id. */
  bundleSelections: Map<
    number,
    { optionId: number; productId: number; sku: string; defaultQty: number; isDefault: boolean }
  >;
  /** For a configurable parent: its children with their option id per attribute id. */
  children: { sku: string; options: Map<number, number> }[];
}

export interface CatalogueScope {
  storeCode: StoreCode;
  today: IsoDate;
  rates: TaxRates;
  /** The cart customer's group (guests: 0), whose single-unit tier prices apply. */
  groupId: number;
}

/** Products by SKU for cart lines; bundle members are loaded too so their prices are known. */
export async function loadCartProducts(
  db: Db,
  scope: CatalogueScope,
  skus: readonly string[],
): Promise<Map<string, CartProduct>> {
  const found = new Map<string, CartProduct>();
  await loadInto(db, scope, [...new Set(skus)], found);
  const bundleMembers = [...found.values()].flatMap((p) =>
    [...p.bundleSelections.values()].map((s) => s.sku),
  );
  const missing = bundleMembers.filter((sku) => !found.has(sku));
  if (missing.length > 0) await loadInto(db, scope, missing, found);
  return found;
}

type CartProductsById = Map<string, CartProduct>;

async function loadInto(db: Db, scope: CatalogueScope, skus: string[], found: CartProductsById) {
  if (skus.length === 0) return;
  const rows = await productRows(db, scope.storeCode, skus);
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.p.id);
  const [optionValues, selections, children, tiers] = await Promise.all([
    customOptionValues(db, ids),
    loadBundleParts(db, ids),
    configurableChildren(db, ids),
    groupTierLists(db, ids, scope.groupId),
  ]);
  const country = STORE_VIEWS[scope.storeCode].tax.defaultCountry;
  for (const row of rows) {
    const { p } = row;
    const gross = (cents: number) => storeAmount(cents, p.taxClassId, country, scope.rates).gross;
    const tierList = tiers.get(p.id) ?? [];
    found.set(p.sku, {
      ...productOf(row, scope, gross, tierPriceAt(tierList, 1) ?? undefined),
      tiers: tierList.map((tier) => ({ qty: tier.qty, cents: gross(tier.cents) })),
      taxRate: rateFor(scope.rates, p.taxClassId, country),
      customOptions: customOptionsOf(
        optionValues.filter((v) => v.productId === p.id),
        gross,
      ),
      bundleSelections: selectionsOf(selections.filter((sel) => sel.bundleId === p.id)),
      children: childrenOf(children.filter((c) => c.parentId === p.id && c.optionId !== null)),
    });
  }
}

type ProductRow = Awaited<ReturnType<typeof productRows>>[number];

function productRows(db: Db, storeCode: StoreCode, skus: string[]) {
  const s = schema;
  return db
    .select({
      p: s.product,
      name: s.productText.name,
      stock: s.stockItem,
      parentSku: sql<string | null>`(
        select parent.sku from ${s.productConfigurableChild} link
        join ${s.product} parent on parent.id = link.parent_id
        where link.child_id = ${s.product.id} limit 1)`,
      isColdStorage: sql<boolean>`exists (
        select 1 from ${s.productAttributeValue} v
        join ${s.attribute} a on a.id = v.attribute_id and a.code = 'StorageRequirement'
        join ${s.attributeOption} o on o.id = v.option_id and o.code = ${STORAGE_CODES.cold}
        where v.product_id = ${s.product.id})`,
    })
    .from(s.product)
    .leftJoin(
      s.productText,
      and(eq(s.productText.productId, s.product.id), eq(s.productText.storeCode, storeCode)),
    )
    .leftJoin(s.stockItem, eq(s.stockItem.productId, s.product.id))
    .where(inArray(s.product.sku, skus));
}

function customOptionValues(db: Db, ids: number[]) {
  const { customOptionValue } = schema;
  return db
    .select({
      productId: customOptionValue.productId,
      optionId: customOptionValue.optionId,
      valueId: customOptionValue.id,
      price: customOptionValue.price,
      priceType: customOptionValue.priceType,
    })
    .from(customOptionValue)
    .where(inArray(customOptionValue.productId, ids));
}

function configurableChildren(db: Db, ids: number[]) {
  const {
    productConfigurableChild: link,
    product,
    productConfigurableAttribute,
    productAttributeValue,
  } = schema;
  return db
    .select({
      parentId: link.parentId,
      sku: product.sku,
      attributeId: productAttributeValue.attributeId,
      optionId: productAttributeValue.optionId,
    })
    .from(link)
    .innerJoin(product, eq(product.id, link.childId))
    .innerJoin(productConfigurableAttribute, eq(productConfigurableAttribute.productId, link.parentId))
    .innerJoin(
      productAttributeValue,
      and(
        eq(productAttributeValue.productId, link.childId),
        eq(productAttributeValue.attributeId, productConfigurableAttribute.attributeId),
      ),
    )
    .where(inArray(link.parentId, ids));
}

function productOf(
  { p, name, stock, parentSku, isColdStorage }: ProductRow,
  scope: CatalogueScope,
  gross: (cents: number) => number,
  tierPrice: number | undefined,
): Omit<CartProduct, 'taxRate' | 'customOptions' | 'bundleSelections' | 'children' | 'tiers'> {
  const special = activeSpecialPrice(
    {
      price: p.priceCents,
      specialPrice: p.specialPriceCents,
      specialFromDate: p.specialFromDate,
      specialToDate: p.specialToDate,
    },
    scope.today,
  );
  return {
    id: p.id,
    sku: p.sku,
    name: name ?? p.sku,
    typeId: p.typeId,
    typeCode: p.typeCode,
    status: p.status,
    isMedicine: p.isMedicine,
    unitGross: p.typeId === 'bundle' ? null : gross(withTierPrice(special ?? p.priceCents, tierPrice)),
    parentSku,
    isVirtual: p.typeId === 'virtual' || p.typeId === 'downloadable',
    isColdStorage,
    stock: {
      available: stock ? Math.max(0, stock.qty - stock.reservedQty) : 0,
      isInStock: stock ? stock.isInStock && stock.stockStatus !== 'out_of_stock' : false,
      status: stock?.stockStatus ?? 'out_of_stock',
      manageStock: stock?.manageStock ?? true,
    },
  };
}

function customOptionsOf(
  values: Awaited<ReturnType<typeof customOptionValues>>,
  gross: (cents: number) => number,
): CustomOption[] {
  const options = new Map<number, CustomOption>();
  for (const value of values) {
    const option = options.get(value.optionId) ?? { optionId: value.optionId, values: [] };
    const price =
      value.priceType === 'fixed' ? gross(amountToCents(Number(value.price))) : Number(value.price);
    options.set(value.optionId, {
      ...option,
      values: [...option.values, { optionTypeId: value.valueId, price, priceType: value.priceType }],
    });
  }
  return [...options.values()];
}

function selectionsOf(selections: BundlePart[]): CartProduct['bundleSelections'] {
  return new Map(
    selections.map((sel) => [
      sel.selectionId,
      {
        optionId: sel.optionId,
        productId: sel.productId,
        sku: sel.sku,
        defaultQty: sel.qty,
        isDefault: sel.isDefault,
      },
    ]),
  );
}

function childrenOf(children: Awaited<ReturnType<typeof configurableChildren>>): CartProduct['children'] {
  const childOptions = new Map<string, Map<number, number>>();
  for (const child of children) {
    const options = childOptions.get(child.sku) ?? new Map<number, number>();
    options.set(child.attributeId, child.optionId!);
    childOptions.set(child.sku, options);
  }
  return [...childOptions.entries()].map(([sku, options]) => ({ sku, options }));
}
