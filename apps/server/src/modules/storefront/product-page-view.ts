import {
  PHARMACY_TYPE_CODES,
  STORAGE_CODES,
  amountToCents,
  discountPercent,
  productPath,
  type CustomOptionView,
  type MedicineInfo,
  type PharmacyTypeCode,
  type ProductFact,
  type ProductMediaItem,
  type ProductMember,
  type ProductPageData,
  type ProductPagePrice,
  type ProductTypeId,
  type StockStatus,
  type StoreCode,
  productImageUrl,
} from '@apteek/domain';
import type { CatalogMetadata, ProductDocument } from '../catalog/index.ts';

/** Attribute values the page lists under 'Product details', in this order. */
const FACT_CODES = ['Manufacturer', 'MethodOfMedicine', 'Amount', 'PatientAge'] as const;

/** Labels of one store view's attributes and options, from the cached catalogue metadata. */
export class AttributeLabels {
  constructor(
    private readonly meta: CatalogMetadata,
    private readonly storeCode: StoreCode,
  ) {}

  attribute(code: string): string {
    return this.meta.attributes.get(code)?.labels[this.storeCode] ?? code;
  }

  option(code: string, optionCode: string): string {
    const attribute = this.meta.attributes.get(code);
    const id = attribute?.options.get(optionCode);
    const labels = id === undefined ? undefined : attribute?.optionLabels.get(id)?.labels;
    return labels?.[this.storeCode] ?? optionCode;
  }

  /** A select, multiselect or free value as text; null when the product has none. */
  value(document: Pick<ProductDocument, 'attributes'>, code: string): string | null {
    const value = document.attributes[code];
    if (value === undefined || value === '') return null;
    if (Array.isArray(value)) return value.map((option) => this.option(code, option)).join(', ');
    if (typeof value === 'number') return String(value);
    return this.meta.attributes.get(code)?.options.has(value) ? this.option(code, value) : value;
  }
}

/** The page fields that come straight from the product's own document. */
export function productDetails(
  product: ProductDocument,
  labels: AttributeLabels,
): Omit<ProductPageData, 'type' | 'breadcrumbs' | 'related' | 'paths' | 'requestedChildSku' | 'banners'> {
  return {
    id: product.id,
    sku: product.sku,
    typeId: product.type_id as ProductTypeId,
    typeCode: product.type_code as PharmacyTypeCode,
    name: product.name,
    slug: product.slug,
    brand: labels.value(product, 'Brand'),
    shortDescription: product.short_description,
    description: product.description,
    price: pagePrice(product),
    stock: { status: stockStatusOf(product), isInStock: product.stock.is_in_stock, qty: product.stock.qty },
    media: mediaOf(product),
    facts: factsOf(product, labels),
    medicine: medicineOf(product, labels),
    storage: storageOf(product, labels),
    isPrescriptionOnly: product.type_code === PHARMACY_TYPE_CODES.prescription,
    customOptions: customOptionsOf(product),
  };
}

export function pagePrice(document: ProductDocument): ProductPagePrice {
  const final = amountToCents(document.final_price_incl_tax);
  const regular = amountToCents(document.original_price_incl_tax);
  const special = document.special_price_incl_tax === null ? null : final;
  return {
    final,
    regular,
    special,
    discountPercent: special === null ? null : discountPercent(final, regular),
    taxRate: document.tax_rate,
    currency: 'EUR',
  };
}

export function stockStatusOf(document: ProductDocument): StockStatus {
  return knownStockStatus(document.stock.stock_status);
}

function knownStockStatus(status: string): StockStatus {
  return status === 'ok' || status === 'volatile' ? status : 'out_of_stock';
}

export function mediaOf(document: ProductDocument): ProductMediaItem[] {
  const entries =
    document.media_gallery.length > 0
      ? document.media_gallery
      : document.image
        ? [{ typ: 'image' as const, image: document.image, vid: null }]
        : [];
  return entries.map((entry) => ({
    kind: entry.typ,
    imageUrl: productImageUrl(entry.image, '600x744'),
    thumbnailUrl: productImageUrl(entry.image, '150x150'),
    videoId: entry.typ === 'video' ? entry.vid : null,
  }));
}

function factsOf(document: ProductDocument, labels: AttributeLabels): ProductFact[] {
  return FACT_CODES.flatMap((code) => {
    const value = labels.value(document, code);
    if (value === null) return [];
    const unit = code === 'Amount' ? labels.value(document, 'Unit') : null;
    return [{ code, label: labels.attribute(code), value: unit ? `${value} ${unit}` : value }];
  });
}

function medicineOf(document: ProductDocument, labels: AttributeLabels): MedicineInfo | null {
  if (!document.is_medicine) return null;
  const atc = document.attributes.Atc;
  const substances = document.attributes.Substance;
  const leaflet = document.attributes.CustomerInfoUrl;
  return {
    atc: typeof atc === 'string' ? { code: atc, label: labels.option('Atc', atc) } : null,
    substances: (Array.isArray(substances) ? substances : []).map((code) => labels.option('Substance', code)),
    methodOfUse: labels.value(document, 'MethodOfUse'),
    leafletUrl: typeof leaflet === 'string' && leaflet !== '' ? leaflet : null,
  };
}

function storageOf(document: ProductDocument, labels: AttributeLabels) {
  const code = document.attributes.StorageRequirement;
  if (typeof code !== 'string') return null;
  return { label: labels.option('StorageRequirement', code), isCold: code === STORAGE_CODES.cold };
}

function customOptionsOf(document: ProductDocument): CustomOptionView[] {
  return (document.custom_options ?? [])
    .sort((a, b) => a.sort_order - b.sort_order)
    .map((option) => ({
      optionId: option.option_id,
      title: option.title,
      type: option.type as CustomOptionView['type'],
      required: option.is_require,
      values: option.values.map((value) => ({
        optionTypeId: value.option_type_id,
        title: value.title,
        // Fixed prices are stored in euros, percentages as they are.
        price: value.price_type === 'fixed' ? amountToCents(value.price) : value.price,
        priceType: value.price_type,
      })),
    }));
}

/** Visible on their own (visibility 2, 3 or 4) products get a link. */
export function memberOf(document: ProductDocument): ProductMember {
  return {
    sku: document.sku,
    name: document.name,
    urlPath: document.visibility === 1 ? null : productPath(document.sku, document.slug),
    thumbnailUrl: productImageUrl(document.image, '150x150'),
    price: pagePrice(document),
    stockStatus: stockStatusOf(document),
  };
}
