import {
  amountToCents,
  discountPercent,
  type ListingProduct,
  type PharmacyTypeCode,
  type ProductTypeId,
  type StockStatus,
  type StoreCode,
} from '@apteek/domain';
import type { CatalogMetadata } from '../catalog/catalog-metadata.ts';
import type { ProductDocument } from '../catalog/product-documents.ts';

/** Spec 000 §6: the medicine name shows in list views only in the Finnish store. */
const MEDICINE_NAME_STORES: readonly StoreCode[] = ['fi'];

/** A search document as a list card, prices in cents including the store's VAT. */
export function toListingProduct(
  document: Partial<ProductDocument>,
  storeCode: StoreCode,
  meta: CatalogMetadata,
): ListingProduct {
  const doc = document as ProductDocument;
  const final = amountToCents(doc.final_price_incl_tax);
  const regular = amountToCents(doc.original_price_incl_tax);
  const isSpecial = doc.special_price_incl_tax !== null && final < regular;
  return {
    id: doc.id,
    sku: doc.sku,
    typeId: doc.type_id as ProductTypeId,
    typeCode: doc.type_code as PharmacyTypeCode,
    name: doc.name,
    urlPath: doc.url_path,
    imageUrl: doc.image ?? '/media/placeholder.svg',
    price: { final, regular, special: isSpecial ? final : null, currency: 'EUR' },
    discountPercent: isSpecial ? discountPercent(final, regular) : null,
    stockStatus: doc.stock.stock_status as StockStatus,
    medicineName: MEDICINE_NAME_STORES.includes(storeCode) ? medicineName(doc, storeCode, meta) : null,
  };
}

/** A medicine's name is its active substances' international names. */
function medicineName(doc: ProductDocument, storeCode: StoreCode, meta: CatalogMetadata): string | null {
  const substances = doc.attributes.Substance;
  if (!doc.is_medicine || !Array.isArray(substances) || substances.length === 0) return null;
  const attribute = meta.attributes.get('Substance');
  const labels = substances.map((code) => {
    const optionId = attribute?.options.get(code);
    return (
      (optionId === undefined ? undefined : attribute?.optionLabels.get(optionId)?.labels[storeCode]) ?? code
    );
  });
  return labels.join(' + ');
}
