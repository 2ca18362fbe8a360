import {
  discountPercent,
  productPath,
  type ComparableAttribute,
  type PharmacyTypeCode,
  type ProductTypeId,
  type SavedListData,
  type SavedListProduct,
  type SavedListServices,
  type StoreCode,
  PLACEHOLDER_IMAGE,
} from '@apteek/domain';
import { loadProductDocuments, type CatalogMetadata, type ProductDocument } from '../catalog/index.ts';
import type { StorefrontContext } from './context.ts';
import { productIdsBySku } from './product-page-queries.ts';
import { AttributeLabels, mediaOf, pagePrice, stockStatusOf } from './product-page-view.ts';

/** More than any list holds (wishlist 100); a longer query is cut, not refused. */
const MAX_SKUS = 100;
/** Visibility 1: not shown on its own (a configurable's child), so never listed either. */
const NOT_VISIBLE = 1;

/** The compare page's and the wishlist's products. */
export function savedListServices({ catalog }: StorefrontContext): SavedListServices {
  return {
    async savedListProducts(storeCode: StoreCode, skus: readonly string[]): Promise<SavedListData> {
      const meta = await catalog.metadata();
      const labels = new AttributeLabels(meta, storeCode);
      const comparable = comparableAttributes(meta, labels);
      const wanted = [...new Set(skus)].slice(0, MAX_SKUS);
      const ids = await productIdsBySku(catalog.db, wanted);
      const documents = await loadProductDocuments(
        { db: catalog.db, storeCode, today: catalog.today(), rates: meta.rates, withRelations: false },
        ids,
      );
      const bySku = new Map(
        documents
          .filter((document) => document.status === 1 && document.visibility !== NOT_VISIBLE)
          .map((document) => [document.sku, document]),
      );
      return {
        products: wanted.flatMap((sku) => {
          const document = bySku.get(sku);
          return document ? [savedListProduct(document, labels, comparable)] : [];
        }),
        comparable,
      };
    },
  };
}

function comparableAttributes(meta: CatalogMetadata, labels: AttributeLabels): ComparableAttribute[] {
  return (
    [...meta.attributes.values()]
      // The unit is shown with the amount ('20 pcs'), not as a row of its own.
      .filter((attribute) => attribute.isComparable && attribute.code !== 'Unit')
      .sort((a, b) => a.position - b.position || a.code.localeCompare(b.code))
      .map((attribute) => ({ code: attribute.code, label: labels.attribute(attribute.code) }))
  );
}

function savedListProduct(
  document: ProductDocument,
  labels: AttributeLabels,
  comparable: readonly ComparableAttribute[],
): SavedListProduct {
  const price = pagePrice(document);
  return {
    id: document.id,
    sku: document.sku,
    typeId: document.type_id as ProductTypeId,
    typeCode: document.type_code as PharmacyTypeCode,
    name: document.name,
    urlPath: productPath(document.sku, document.slug),
    imageUrl: mediaOf(document)[0]?.thumbnailUrl ?? PLACEHOLDER_IMAGE,
    price: { final: price.final, regular: price.regular, special: price.special, currency: 'EUR' },
    discountPercent: price.special === null ? null : discountPercent(price.final, price.regular),
    stockStatus: stockStatusOf(document),
    brand: labels.value(document, 'Brand'),
    values: Object.fromEntries(
      comparable.map(({ code }) => {
        const value = labels.value(document, code);
        const unit = code === 'Amount' && value !== null ? labels.value(document, 'Unit') : null;
        return [code, unit ? `${value} ${unit}` : value];
      }),
    ),
  };
}
