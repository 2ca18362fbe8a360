import { and, eq, inArray } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  availableChildren,
  bundleDefaultPrice,
  centsToAmount,
  decideProductLoad,
  groupedPrice,
  variantsError,
  type StoreCode,
} from '@apteek/domain';
import type { FastifyBaseLogger } from 'fastify';
import { NotFoundError } from '../../plugins/http-errors.ts';
import type { CatalogMetadata } from './catalog-metadata.ts';
import { loadProductDocuments, type ProductDocument } from './product-documents.ts';

export type ProductKey = 'sku' | 'id' | 'url_key';

export interface LoadedProduct extends ProductDocument {
  /** The SKU that was asked for, when it was a configurable child and its parent was returned. */
  requested_sku?: string;
  errors: { variants?: string };
}

export interface ProductLoadInput {
  key: ProductKey;
  value: string;
  storeCode: StoreCode;
  today: string;
  /** Spec 000 §4: direct access to configurable children goes to the parent. */
  preventDirectChildAccess: boolean;
}

/** Product by key with the product-load rules of spec 000 §4 and the type-specific prices. */
export async function loadProduct(
  db: Db,
  meta: CatalogMetadata,
  log: FastifyBaseLogger,
  input: ProductLoadInput,
): Promise<LoadedProduct> {
  const found = await findProduct(db, input);
  if (!found) throw new NotFoundError(`Product query returned empty result (${input.key}: ${input.value})`);
  const decision = decideProductLoad(found, { preventDirectChildAccess: input.preventDirectChildAccess });
  if (decision.kind === 'empty') throw new NotFoundError(decision.message);
  const id =
    decision.kind === 'use-parent'
      ? (await findProduct(db, { ...input, key: 'sku', value: decision.parentSku }))!.id
      : found.id;
  const context = {
    db,
    storeCode: input.storeCode,
    today: input.today,
    rates: meta.rates,
    withRelations: true,
  };
  const [document] = await loadProductDocuments(context, [id]);
  const product: LoadedProduct = { ...document!, errors: {} };
  if (decision.kind === 'use-parent') product.requested_sku = found.sku;
  const loadBySkus = async (skus: string[]) => {
    if (skus.length === 0) return [];
    const rows = await db
      .select({ id: schema.product.id })
      .from(schema.product)
      .where(inArray(schema.product.sku, skus));
    return loadProductDocuments(
      { ...context, withRelations: false },
      rows.map((row) => row.id),
    );
  };
  await applyTypeRules(product, log, loadBySkus);
  return product;
}

async function findProduct(db: Db, input: Pick<ProductLoadInput, 'key' | 'value' | 'storeCode'>) {
  const { product, productText, productConfigurableChild } = schema;
  const parent = db
    .select({ sku: product.sku })
    .from(productConfigurableChild)
    .innerJoin(product, eq(product.id, productConfigurableChild.parentId));
  const where =
    input.key === 'id'
      ? eq(product.id, Number(input.value))
      : input.key === 'sku'
        ? eq(product.sku, input.value)
        : and(eq(productText.urlKey, input.value), eq(productText.storeCode, input.storeCode));
  const [row] = await db
    .select({ id: product.id, sku: product.sku, status: product.status, visibility: product.visibility })
    .from(product)
    .innerJoin(
      productText,
      and(eq(productText.productId, product.id), eq(productText.storeCode, input.storeCode)),
    )
    .where(where)
    .limit(1);
  if (!row) return null;
  const [parentRow] = await parent.where(eq(productConfigurableChild.childId, row.id)).limit(1);
  return { ...row, parentSku: parentRow?.sku ?? null };
}

type DocumentLoader = (skus: string[]) => Promise<ProductDocument[]>;

async function applyTypeRules(
  product: LoadedProduct,
  log: FastifyBaseLogger,
  load: DocumentLoader,
): Promise<void> {
  switch (product.type_id) {
    case 'configurable': {
      const children = product.configurable_children ?? [];
      const available = availableChildren(
        children.map((doc) => ({
          sku: doc.sku,
          price: cents(doc.final_price_incl_tax),
          status: doc.status,
          stock: { isInStock: doc.stock.is_in_stock },
          options: {},
        })),
      );
      const skus = new Set(available.map((child) => child.sku));
      product.configurable_children = children.filter((doc) => skus.has(doc.sku));
      product.configurable_options = (product.configurable_options ?? []).map((axis) => ({
        ...axis,
        values: axis.values.filter((value) =>
          product.configurable_children!.some(
            (child) => child.attributes[axis.attribute_code] === value.value_data,
          ),
        ),
      }));
      const error = variantsError(product.stock.is_in_stock, available);
      if (error) product.errors.variants = error;
      return;
    }
    case 'grouped':
      return applyGroupedPrice(product, log, load);
    case 'bundle':
      return applyBundlePrice(product, log, load);
    default:
      return;
  }
}

async function applyGroupedPrice(product: LoadedProduct, log: FastifyBaseLogger, load: DocumentLoader) {
  const links = product.product_links ?? [];
  if (links.length === 0) {
    log.warn({ sku: product.sku }, 'Product with type grouped has no product_links set!');
    return;
  }
  const linked = await linkedDocuments(
    links.map((l) => l.linked_product_sku),
    product,
    log,
    load,
  );
  const sum = groupedPrice(
    linked.map((doc) => ({
      linkType: 'associated',
      linkedProductType: doc.type_id as 'simple',
      price: cents(doc.final_price_incl_tax),
      tax: cents(doc.final_price_incl_tax - doc.final_price),
    })),
  );
  setPrice(product, sum.price, sum.tax);
}

async function applyBundlePrice(product: LoadedProduct, log: FastifyBaseLogger, load: DocumentLoader) {
  const options = product.bundle_options ?? [];
  const linked = await linkedDocuments(
    options.flatMap((o) => o.product_links.map((l) => l.sku)),
    product,
    log,
    load,
  );
  const priceOf = (sku: string) => linked.find((doc) => doc.sku === sku);
  const bundle = (field: 'final_price_incl_tax' | 'final_price') =>
    bundleDefaultPrice(
      options.map((o) => ({
        optionId: o.option_id,
        links: o.product_links
          .filter((l) => priceOf(l.sku))
          .map((l) => ({ price: cents(priceOf(l.sku)![field]), qty: l.qty, isDefault: l.is_default })),
      })),
    );
  const gross = bundle('final_price_incl_tax');
  setPrice(product, gross, gross - bundle('final_price'));
}

/** Linked products that exist and are enabled; a missing one is logged, never shown to the shopper. */
async function linkedDocuments(
  skus: string[],
  product: LoadedProduct,
  log: FastifyBaseLogger,
  load: DocumentLoader,
) {
  const documents = await load(skus);
  for (const sku of skus) {
    if (!documents.some((doc) => doc.sku === sku))
      log.warn({ sku: product.sku, linked: sku }, 'Product link not found');
  }
  return documents.filter((doc) => doc.status === 1);
}

function setPrice(product: LoadedProduct, grossCents: number, taxCents: number) {
  product.price_incl_tax =
    product.final_price_incl_tax =
    product.original_price_incl_tax =
      centsToAmount(grossCents);
  product.price_tax = product.original_price_tax = centsToAmount(taxCents);
  product.price = product.final_price = product.original_price = centsToAmount(grossCents - taxCents);
  product.special_price = product.special_price_incl_tax = product.special_price_tax = null;
}

function cents(value: number): number {
  return Math.round(value * 100);
}
