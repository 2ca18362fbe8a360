import { and, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  STORAGE_CODES,
  STORE_VIEWS,
  activeSpecialPrice,
  amountToCents,
  type CustomOption,
  type IsoDate,
  type PharmacyTypeCode,
  type ProductTypeId,
  type StockStatus,
  type StoreCode,
} from '@apteek/domain';
import { rateFor, storeAmount, type TaxRates } from '../pricing/index.ts';

/** What the cart needs to know of a product, priced for one store view in integer cents. */
export interface CartProduct {
  id: number;
  sku: string;
  name: string;
  typeId: ProductTypeId;
  typeCode: PharmacyTypeCode;
  status: number;
  isMedicine: boolean;
  /** Final unit price (special price applied) with the store country's VAT. */
  unitGross: number | null;
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

async function loadInto(db: Db, scope: CatalogueScope, skus: string[], found: Map<string, CartProduct>) {
  if (skus.length === 0) return;
  const s = schema;
  const rows = await db
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
      and(eq(s.productText.productId, s.product.id), eq(s.productText.storeCode, scope.storeCode)),
    )
    .leftJoin(s.stockItem, eq(s.stockItem.productId, s.product.id))
    .where(inArray(s.product.sku, skus));
  if (rows.length === 0) return;
  const ids = rows.map((row) => row.p.id);
  const [optionValues, selections, children] = await Promise.all([
    db
      .select({
        productId: s.customOptionValue.productId,
        optionId: s.customOptionValue.optionId,
        valueId: s.customOptionValue.id,
        price: s.customOptionValue.price,
        priceType: s.customOptionValue.priceType,
      })
      .from(s.customOptionValue)
      .where(inArray(s.customOptionValue.productId, ids)),
    db
      .select({
        bundleId: s.bundleOption.productId,
        selectionId: s.bundleSelection.id,
        optionId: s.bundleSelection.optionId,
        productId: s.bundleSelection.productId,
        sku: s.product.sku,
        qty: s.bundleSelection.qty,
        isDefault: s.bundleSelection.isDefault,
        position: s.bundleSelection.position,
      })
      .from(s.bundleSelection)
      .innerJoin(s.bundleOption, eq(s.bundleOption.id, s.bundleSelection.optionId))
      .innerJoin(s.product, eq(s.product.id, s.bundleSelection.productId))
      .where(inArray(s.bundleOption.productId, ids))
      .orderBy(s.bundleSelection.optionId, s.bundleSelection.position),
    db
      .select({
        parentId: s.productConfigurableChild.parentId,
        sku: s.product.sku,
        attributeId: s.productAttributeValue.attributeId,
        optionId: s.productAttributeValue.optionId,
      })
      .from(s.productConfigurableChild)
      .innerJoin(s.product, eq(s.product.id, s.productConfigurableChild.childId))
      .innerJoin(
        s.productConfigurableAttribute,
        eq(s.productConfigurableAttribute.productId, s.productConfigurableChild.parentId),
      )
      .innerJoin(
        s.productAttributeValue,
        and(
          eq(s.productAttributeValue.productId, s.productConfigurableChild.childId),
          eq(s.productAttributeValue.attributeId, s.productConfigurableAttribute.attributeId),
        ),
      )
      .where(inArray(s.productConfigurableChild.parentId, ids)),
  ]);
  const country = STORE_VIEWS[scope.storeCode].tax.defaultCountry;
  for (const { p, name, stock, parentSku, isColdStorage } of rows) {
    const gross = (cents: number) => storeAmount(cents, p.taxClassId, country, scope.rates).gross;
    const special = activeSpecialPrice(
      {
        price: p.priceCents,
        specialPrice: p.specialPriceCents,
        specialFromDate: p.specialFromDate,
        specialToDate: p.specialToDate,
      },
      scope.today,
    );
    const customOptions = new Map<number, CustomOption>();
    for (const value of optionValues.filter((v) => v.productId === p.id)) {
      const option = customOptions.get(value.optionId) ?? { optionId: value.optionId, values: [] };
      const price =
        value.priceType === 'fixed' ? gross(amountToCents(Number(value.price))) : Number(value.price);
      customOptions.set(value.optionId, {
        ...option,
        values: [...option.values, { optionTypeId: value.valueId, price, priceType: value.priceType }],
      });
    }
    const childOptions = new Map<string, Map<number, number>>();
    for (const child of children.filter((c) => c.parentId === p.id && c.optionId !== null)) {
      const options = childOptions.get(child.sku) ?? new Map<number, number>();
      options.set(child.attributeId, child.optionId!);
      childOptions.set(child.sku, options);
    }
    found.set(p.sku, {
      id: p.id,
      sku: p.sku,
      name: name ?? p.sku,
      typeId: p.typeId,
      typeCode: p.typeCode,
      status: p.status,
      isMedicine: p.isMedicine,
      unitGross: p.typeId === 'bundle' ? null : gross(special ?? p.priceCents),
      taxRate: rateFor(scope.rates, p.taxClassId, country),
      parentSku,
      isVirtual: p.typeId === 'virtual' || p.typeId === 'downloadable',
      isColdStorage,
      stock: {
        available: stock ? Math.max(0, stock.qty - stock.reservedQty) : 0,
        isInStock: stock ? stock.isInStock && stock.stockStatus !== 'out_of_stock' : false,
        status: stock?.stockStatus ?? 'out_of_stock',
        manageStock: stock?.manageStock ?? true,
      },
      customOptions: [...customOptions.values()],
      bundleSelections: new Map(
        selections
          .filter((sel) => sel.bundleId === p.id)
          .map((sel) => [
            sel.selectionId,
            {
              optionId: sel.optionId,
              productId: sel.productId,
              sku: sel.sku,
              defaultQty: sel.qty,
              isDefault: sel.isDefault,
            },
          ]),
      ),
      children: [...childOptions.entries()].map(([sku, options]) => ({ sku, options })),
    });
  }
}
