import {
  discountPercent,
  productImageUrl,
  type ListingProduct,
  type ProductCard,
  type StoreCode,
} from '@apteek/domain';
import type { CatalogMetadata, ListedProduct } from '../catalog/index.ts';

/** The medicine name shows in list views only in the Finnish store. */
const MEDICINE_NAME_STORES: readonly StoreCode[] = ['fi'];

/** A listed product as a card, prices in cents including the store's VAT. */
export function toProductCard(product: ListedProduct): ProductCard {
  const { final, regular } = product.price;
  const isSpecial = product.price.hasSpecialPrice && final < regular;
  return {
    id: product.id,
    sku: product.sku,
    typeId: product.typeId,
    typeCode: product.typeCode,
    name: product.name,
    urlPath: product.urlPath,
    imageUrl: productImageUrl(product.image, '310x300'),
    price: { final, regular, special: isSpecial ? final : null, currency: 'EUR' },
    discountPercent: isSpecial ? discountPercent(final, regular) : null,
    stockStatus: product.stockStatus,
  };
}

/** A listed product as a list card, with the medicine name where the store shows it. */
export function toListingProduct(
  product: ListedProduct,
  storeCode: StoreCode,
  meta: CatalogMetadata,
): ListingProduct {
  return {
    ...toProductCard(product),
    medicineName: MEDICINE_NAME_STORES.includes(storeCode) ? medicineName(product, storeCode, meta) : null,
  };
}

/** A medicine's name is its active substances' international names. */
function medicineName(product: ListedProduct, storeCode: StoreCode, meta: CatalogMetadata): string | null {
  if (!product.isMedicine || product.substances.length === 0) return null;
  const attribute = meta.attributes.get('Substance');
  const labels = product.substances.map((code) => {
    const optionId = attribute?.options.get(code);
    return (
      (optionId === undefined ? undefined : attribute?.optionLabels.get(optionId)?.labels[storeCode]) ?? code
    );
  });
  return labels.join(' + ');
}
