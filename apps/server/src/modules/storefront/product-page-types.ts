import {
  STORE_CODES,
  initialVariant,
  productPath,
  type ConfigurableAxis,
  type ConfigurablePart,
  type ProductTypePart,
  type ProductVariant,
  type StoreCode,
} from '@apteek/domain';
import {
  loadProductDocuments,
  type DocumentContext,
  type LoadedProduct,
  type ProductDocument,
} from '../catalog/index.ts';
import { downloadTitles, enabledChildIds, productIdsBySku } from './product-page-queries.ts';
import { mediaOf, memberOf, pagePrice, stockStatusOf, type AttributeLabels } from './product-page-view.ts';

export interface TypePartInput {
  product: LoadedProduct;
  documents: Omit<DocumentContext, 'withRelations'>;
  labels: AttributeLabels;
  slugs: Record<StoreCode, string>;
  /** The child the URL names, if any. */
  childSku: string | null;
}

/** What the page shows for the product's type: variants, grouped items, bundle options or files. */
export async function typePartOf(input: TypePartInput): Promise<ProductTypePart> {
  const { product, documents } = input;
  const type = product.type_id;
  switch (type) {
    case 'configurable':
      return configurablePart(input);
    case 'grouped': {
      const links = product.product_links ?? [];
      const members = await membersOf(
        documents,
        await productIdsBySku(
          documents.db,
          links.map((link) => link.linked_product_sku),
        ),
      );
      return {
        kind: 'grouped',
        items: links.flatMap((link) => {
          const member = members.find((candidate) => candidate.sku === link.linked_product_sku);
          return member ? [{ ...memberOf(member), qty: link.qty }] : [];
        }),
      };
    }
    case 'bundle': {
      const options = product.bundle_options ?? [];
      const members = await membersOf(
        documents,
        options.flatMap((option) => option.product_links.map((link) => link.id)),
      );
      return {
        kind: 'bundle',
        options: options.map((option) => ({
          optionId: option.option_id,
          title: option.title,
          type: option.type as 'select' | 'radio' | 'checkbox',
          required: option.required,
          links: option.product_links.flatMap((link) => {
            const member = members.find((candidate) => candidate.id === link.id);
            return member ? [{ ...memberOf(member), qty: link.qty, isDefault: link.is_default }] : [];
          }),
        })),
      };
    }
    case 'downloadable':
      return {
        kind: 'downloadable',
        files: await downloadTitles(documents.db, product.id, documents.storeCode),
      };
    case 'simple':
    case 'virtual':
      return { kind: type };
    default:
      throw new Error(`Unknown product type ${type}`);
  }
}

/** Only enabled members count (status 1 in bundle and grouped lookups). */
async function membersOf(documents: TypePartInput['documents'], ids: number[]): Promise<ProductDocument[]> {
  const loaded = await loadProductDocuments({ ...documents, withRelations: false }, ids);
  return loaded.filter((member) => member.status === 1);
}

async function configurablePart(input: TypePartInput): Promise<ConfigurablePart> {
  const { product, documents, slugs } = input;
  const available = product.configurable_children ?? [];
  const ids = await enabledChildIds(documents.db, product.id);
  const missing = ids.filter((id) => !available.some((child) => child.id === id));
  const others = await loadProductDocuments({ ...documents, withRelations: false }, missing);
  const children = ids.flatMap((id) => [...available, ...others].find((child) => child.id === id) ?? []);
  const codes = (product.configurable_options ?? []).map((axis) => axis.attribute_code);
  const variants = children.map((child): ProductVariant => {
    const prices = pagePrice(child);
    return {
      sku: child.sku,
      name: child.name,
      price: prices.final,
      prices,
      status: child.status,
      stock: { isInStock: child.stock.is_in_stock },
      stockStatus: stockStatusOf(child),
      options: Object.fromEntries(
        codes.flatMap((code) => {
          const value = child.attributes[code];
          return typeof value === 'string' ? [[code, value]] : [];
        }),
      ),
      media: mediaOf(child),
      paths: Object.fromEntries(
        STORE_CODES.map((code) => [code, productPath(product.sku, slugs[code], child.sku)]),
      ) as Record<StoreCode, string>,
    };
  });
  const requested = product.requested_sku ?? input.childSku;
  const initial = initialVariant(variants, requested);
  return {
    kind: 'configurable',
    axes: axesOf(product, variants, input.labels),
    variants,
    selectedSku: initial.child?.sku ?? null,
    variantsError: product.errors.variants ?? null,
    requestedVariantWarning:
      initial.isRequestedUnavailable && variants.some((variant) => variant.sku === requested)
        ? 'Selected variant is out of stock'
        : null,
  };
}

/** Every value some enabled child carries, in the children's order; the pickers mark unavailable ones. */
function axesOf(
  product: LoadedProduct,
  variants: ProductVariant[],
  labels: AttributeLabels,
): ConfigurableAxis[] {
  return (product.configurable_options ?? []).map((axis) => {
    const ids = [...new Set(variants.flatMap((variant) => variant.options[axis.attribute_code] ?? []))];
    return {
      attributeCode: axis.attribute_code,
      label: axis.label,
      values: ids.map((id) => ({ id, label: labels.option(axis.attribute_code, id) })),
    };
  });
}
