import {
  STORE_CODES,
  isDomainError,
  productPath,
  type Breadcrumb,
  type ProductCard,
  type ProductPageData,
  type ProductPageServices,
  type ProductTypePart,
  type StoreCode,
} from '@apteek/domain';
import { loadProduct, type CatalogContext, type LoadedProduct } from '../catalog/index.ts';
import { slotBanners } from './banners.ts';
import type { StorefrontContext } from './context.ts';
import { categoryTrail, primaryCategory, slugsByStore } from './product-page-queries.ts';
import { typePartOf } from './product-page-types.ts';
import { toProductCard } from './listing-cards.ts';
import { AttributeLabels, productDetails } from './product-page-view.ts';

/** Related products: one row of cards from the product's first category. */
const RELATED_COUNT = 4;

export function productPageServices(context: StorefrontContext): ProductPageServices {
  const { catalog, log } = context;
  const productBanners = slotBanners(context, 'product');
  return {
    async productPage(storeCode: StoreCode, sku: string, childSku?: string): Promise<ProductPageData | null> {
      const meta = await catalog.metadata();
      const today = catalog.today();
      const product = await loadOrNull(() =>
        // Direct access to configurable children is prevented: a child's SKU loads its parent.
        loadProduct(catalog.db, meta, log, {
          key: 'sku',
          value: sku,
          storeCode,
          today,
          preventDirectChildAccess: true,
        }),
      );
      if (product === null) return null;
      const labels = new AttributeLabels(meta, storeCode);
      const documents = { db: catalog.db, storeCode, today, rates: meta.rates };
      const slugs = await slugsByStore(catalog.db, product.id);
      const [type, surroundings, banners] = await Promise.all([
        typePartOf({ product, documents, labels, slugs, childSku: childSku ?? null }),
        surroundingsOf(catalog, storeCode, product.id),
        productBanners(storeCode),
      ]);
      const urlChild = product.requested_sku ?? (isChildOf(type, childSku) ? childSku : null);
      return {
        ...productDetails(product, labels),
        type,
        ...surroundings,
        paths: Object.fromEntries(
          STORE_CODES.map((code) => [code, productPath(product.sku, slugs[code], urlChild)]),
        ) as Record<StoreCode, string>,
        requestedChildSku: product.requested_sku ?? null,
        banners,
      };
    },
  };
}

async function loadOrNull(load: () => Promise<LoadedProduct>): Promise<LoadedProduct | null> {
  try {
    return await load();
  } catch (error) {
    if (isDomainError(error, 'empty_result')) return null;
    throw error;
  }
}

function isChildOf(type: ProductTypePart, sku: string | undefined): sku is string {
  return type.kind === 'configurable' && type.variants.some((variant) => variant.sku === sku);
}

/** Breadcrumbs and related products, both from the product's first category. */
async function surroundingsOf(
  catalog: CatalogContext,
  storeCode: StoreCode,
  productId: number,
): Promise<{ breadcrumbs: Breadcrumb[]; related: ProductCard[] }> {
  const category = await primaryCategory(catalog.db, productId);
  if (category === null) return { breadcrumbs: [], related: [] };
  const [breadcrumbs, related] = await Promise.all([
    categoryTrail(catalog.db, category.path, storeCode),
    relatedCards(catalog, storeCode, category.id, productId),
  ]);
  return { breadcrumbs, related };
}

async function relatedCards(
  catalog: CatalogContext,
  storeCode: StoreCode,
  categoryId: number,
  productId: number,
): Promise<ProductCard[]> {
  const found = await catalog.listing({
    storeCode,
    categoryIds: [categoryId],
    facets: [],
    from: 0,
    size: RELATED_COUNT + 1,
    sort: 'position:asc',
  });
  return found.products
    .filter((product) => product.id !== productId)
    .map(toProductCard)
    .slice(0, RELATED_COUNT);
}
