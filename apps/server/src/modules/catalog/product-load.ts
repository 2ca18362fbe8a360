import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '@apteek/db';
import {
  availableChildren,
  bundleDefaultPrice,
  centsToAmount,
  DomainError,
  decideProductLoad,
  groupedPrice,
  variantsError,
  type StoreCode,
  type Visibility,
} from '@apteek/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { CatalogMetadata } from './catalog-metadata.ts';
import { documentRows, documentsOf, type ProductDocument } from './product-documents.ts';

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
  /** When set, a configurable child that is not visible on its own loads its parent instead. */
  preventDirectChildAccess: boolean;
}

/**
 * Product by key with the type-specific prices. A status of 2 or more is not found, nor is a product
 * not visible on its own, unless it is a configurable child that loads its parent.
 */
export async function loadProduct(
  db: Db,
  meta: CatalogMetadata,
  log: FastifyBaseLogger,
  input: ProductLoadInput,
): Promise<LoadedProduct> {
  const context = {
    db,
    storeCode: input.storeCode,
    today: input.today,
    rates: meta.rates,
    withRelations: true,
  };
  const notFound = () =>
    new DomainError('empty_result', { entity: 'Product', field: input.key, value: input.value });
  const where = keyCondition(input);
  if (!where) throw notFound();
  // The product and everything its document needs in one round trip; the rules may swap in the parent.
  const [found] = await documentRows(context, where, { withParent: true, limit: 1 });
  if (!found) throw notFound();
  const decision = decideProductLoad(
    {
      status: found.status,
      visibility: found.visibility as Visibility,
      parentSku: found.parent_sku ?? null,
    },
    { preventDirectChildAccess: input.preventDirectChildAccess },
  );
  if (decision.kind === 'empty') {
    throw new DomainError('empty_result', {
      entity: 'Product',
      field: decision.reason,
      value: found[decision.reason],
    });
  }
  let row = found;
  if (decision.kind === 'use-parent') {
    const [parent] = await documentRows(context, sql`p.sku = ${decision.parentSku}`, { limit: 1 });
    if (!parent)
      throw new DomainError('empty_result', { entity: 'Product', field: 'sku', value: decision.parentSku });
    row = parent;
  }
  const [document] = await documentsOf(context, [row]);
  const product: LoadedProduct = { ...document!, errors: {} };
  if (decision.kind === 'use-parent') product.requested_sku = found.sku;
  const loadBySkus = async (skus: string[]) =>
    skus.length === 0
      ? []
      : documentsOf(
          { ...context, withRelations: false },
          await documentRows({ ...context, withRelations: false }, sql`p.sku = any(${textArray(skus)})`),
        );
  await applyTypeRules(product, log, loadBySkus);
  return product;
}

// PostgreSQL integer ids; a larger number names no product.
const MAX_ID = 2_147_483_647;

/** The product the key names, over `p` and its text `t` in the store view; null when it cannot name one. */
function keyCondition(input: Pick<ProductLoadInput, 'key' | 'value'>): SQL | null {
  switch (input.key) {
    case 'id': {
      const id = Number(input.value);
      return Number.isSafeInteger(id) && id >= 0 && id <= MAX_ID ? sql`p.id = ${id}` : null;
    }
    case 'sku':
      return sql`p.sku = ${input.value}`;
    case 'url_key':
      return sql`t.url_key = ${input.value}`;
  }
}

/** A text array parameter: one parameter however many values, so the statement keeps its shape. */
function textArray(values: string[]): SQL {
  const quoted = values.map((value) => `"${value.replace(/["\\]/g, '\\$&')}"`);
  return sql`${`{${quoted.join(',')}}`}::text[]`;
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
