import type { ConfigurableAxis, ConfigurableChild } from '../catalog/configurable-selection.ts';
import type { HomeBanner } from './home.ts';
import type { ProductCard, ProductIdentity } from '../catalog/product-card.ts';
import type { StockStatus } from '../catalog/product-types.ts';
import type { CustomOption, CustomOptionValue } from '../pricing/option-prices.ts';
import type { StoreCode } from '../store/store-views.ts';

/** Prices in integer cents including the store country's VAT (`taxRate` percent). */
export interface ProductPagePrice {
  final: number;
  regular: number;
  /** Set only while a special price applies. */
  special: number | null;
  discountPercent: number | null;
  taxRate: number;
  currency: 'EUR';
}

export interface ProductStock {
  status: StockStatus;
  isInStock: boolean;
  /** Units free to sell (stock minus reservations); 0 for products without managed stock. */
  qty: number;
}

/** One gallery entry; images go through the image proxy in the gallery and thumbnail sizes. */
export interface ProductMediaItem {
  kind: 'image' | 'video';
  /** 600x744. */
  imageUrl: string;
  /** 150x150. */
  thumbnailUrl: string;
  /** The video's id at the provider, for kind 'video'. */
  videoId: string | null;
}

/** A labelled value of the product's attributes, already in the store language. */
export interface ProductFact {
  code: string;
  label: string;
  value: string;
}

/** A medicine's attributes; labels are in the store language. */
export interface MedicineInfo {
  atc: { code: string; label: string } | null;
  substances: string[];
  methodOfUse: string | null;
  /** Patient information leaflet (CustomerInfoUrl). */
  leafletUrl: string | null;
}

/** A configurable product's child as the option pickers need it; `price` is its final price. */
export interface ProductVariant extends ConfigurableChild {
  name: string;
  prices: ProductPagePrice;
  stockStatus: StockStatus;
  media: ProductMediaItem[];
  /** '/p/{parentSku}/{slug}/{childSku}' inside each store view. */
  paths: Record<StoreCode, string>;
}

export interface ConfigurablePart {
  kind: 'configurable';
  axes: ConfigurableAxis[];
  /** Enabled children, in stock or not: the selection rules decide which are selectable. */
  variants: ProductVariant[];
  /** The child the page opens with: the one asked for in the URL, else the rules' default. */
  selectedSku: string | null;
  /** 'No available product variants' when no child can be bought. */
  variantsError: string | null;
  /** Set when the URL asked for a child that cannot be selected. */
  requestedVariantWarning: 'Selected variant is out of stock' | null;
}

/** A product shown inside a grouped or bundle product. */
export interface ProductMember {
  sku: string;
  name: string;
  /** Path inside the store view, or null when the product is not shown on its own. */
  urlPath: string | null;
  thumbnailUrl: string;
  /** Price per unit. */
  price: ProductPagePrice;
  stockStatus: StockStatus;
}

export interface GroupedPart {
  kind: 'grouped';
  items: (ProductMember & { qty: number })[];
}

export interface BundleOptionView {
  optionId: number;
  title: string;
  type: 'select' | 'radio' | 'checkbox';
  required: boolean;
  links: (ProductMember & { qty: number; isDefault: boolean })[];
}

export interface BundlePart {
  kind: 'bundle';
  options: BundleOptionView[];
}

export interface DownloadablePart {
  kind: 'downloadable';
  files: string[];
}

export type ProductTypePart =
  { kind: 'simple' } | { kind: 'virtual' } | DownloadablePart | ConfigurablePart | GroupedPart | BundlePart;

export interface CustomOptionView extends CustomOption {
  title: string;
  type: 'drop_down' | 'radio' | 'field';
  required: boolean;
  values: (CustomOptionValue & { title: string })[];
}

export interface Breadcrumb {
  name: string;
  /** Path inside the store view. */
  path: string;
}

/** Everything the product page of any type draws. */
export interface ProductPageData extends ProductIdentity {
  slug: string;
  brand: string | null;
  shortDescription: string;
  description: string;
  price: ProductPagePrice;
  stock: ProductStock;
  media: ProductMediaItem[];
  facts: ProductFact[];
  /** Set for medicines (OTC and prescription). */
  medicine: MedicineInfo | null;
  /** Storage requirement; cold storage restricts the shipping methods. */
  storage: { label: string; isCold: boolean } | null;
  isPrescriptionOnly: boolean;
  customOptions: CustomOptionView[];
  type: ProductTypePart;
  breadcrumbs: Breadcrumb[];
  related: ProductCard[];
  /** The page's path inside each store view (slugs differ per language), child included. */
  paths: Record<StoreCode, string>;
  /** The SKU in the URL when it was a configurable child and the parent was loaded instead. */
  requestedChildSku: string | null;
  /** The banners every product page shows below the product (slot `product`). */
  banners: HomeBanner[];
}

/** The product page of every product type. */
export interface ProductPageServices {
  /** Null when the SKU is unknown, disabled (status ≥ 2) or not visible on its own. */
  productPage(storeCode: StoreCode, sku: string, childSku?: string): Promise<ProductPageData | null>;
}
