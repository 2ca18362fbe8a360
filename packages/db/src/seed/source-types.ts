/**
 * Shapes of the committed seed (packages/db/src/seed/data). The loader turns these into rows;
 * authors write them in plain language keys and SKUs, never database ids. The demo's products and
 * categories are a feed (data/demo-feed, read into these shapes by demo-feed.ts).
 */
import type {
  AttributeCode,
  CustomOptionCode,
  Language,
  PharmacyTypeCode,
  ProductTypeId,
  StockStatus,
  Visibility,
} from '@apteek/domain';
import type { TileArt } from './home-art.ts';

/** A text in every store language. */
export type Localized = Record<Language, string>;

export type TaxClassCode = 'medicine' | 'standard' | 'food';

export interface SeedAttributeOption {
  /** Stable code, unique within the attribute (e.g. 'pfizer', 'N02BE01', 'tablet'). */
  code: string;
  label: Localized;
}

export interface SeedAttribute {
  code: AttributeCode;
  input: 'select' | 'multiselect' | 'text' | 'price' | 'number';
  label: Localized;
  isFilterable: boolean;
  isComparable: boolean;
  isVisible: boolean;
  /** Required for select and multiselect. */
  options?: SeedAttributeOption[];
}

export interface SeedCategory {
  /** Stable key, also used by products and banners to refer to the category. */
  key: string;
  /** Parent key; top-level categories sit under the root category (id 2). */
  parent?: string;
  name: Localized;
  /** URL key per language (lower-case, a-z0-9 and '-', unique among siblings). */
  urlKey: Localized;
  position: number;
  description?: Localized;
}

/** Values of a product's attributes: option codes for select, arrays for multiselect, numbers for prices. */
export type SeedAttributeValues = Partial<Record<AttributeCode, string | string[] | number | Localized>>;

export interface SeedImage {
  /** Pack-shot silhouette drawn by the image generator. */
  shape: 'box' | 'bottle' | 'tube' | 'jar' | 'blister' | 'spray' | 'sachet' | 'dropper' | 'device';
  /** Brand colour of the pack, '#rrggbb'. */
  color: string;
}

export interface SeedCustomOption {
  code: Extract<CustomOptionCode, 'ReasonForUse' | 'PatientAge'>;
  required: boolean;
  /** Choices; price is in euros and applies per price_type. */
  values: { title: Localized; price: number; priceType: 'fixed' | 'percent' }[];
}

export interface SeedBundleOption {
  title: Localized;
  type: 'select' | 'radio' | 'checkbox';
  required: boolean;
  selections: { sku: string; qty: number; isDefault: boolean }[];
}

export interface SeedProduct {
  sku: string;
  type: ProductTypeId;
  typeCode: PharmacyTypeCode;
  visibility: Visibility;
  /** 1 enabled, 2 disabled; defaults to 1. */
  status?: 1 | 2;
  name: Localized;
  shortDescription: Localized;
  description: Localized;
  /** Shelf price in euros including Estonian VAT (the catalogue's source prices include tax). */
  price: number;
  special?: { price: number; from?: string; to?: string };
  taxClass: TaxClassCode;
  isMedicine: boolean;
  /** Narcotic or psychotropic medicine: listed, never sold online. */
  isControlled?: boolean;
  /** A medicine's strength as prescriptions name it, in English ('20 mg'). */
  strength?: string;
  /** Category keys. */
  categories: string[];
  attributes: SeedAttributeValues;
  /** maxSaleQty: units one order may hold (common OTC medicines); absent, the store default. */
  stock: { qty: number; status: StockStatus; maxSaleQty?: number };
  /** ISO date-time; drives the "new products" ordering. */
  createdAt: string;
  image: SeedImage;
  /** Configurable: variant axes (attribute codes) and the SKUs of its children (visibility 1 products). */
  configurable?: { axes: AttributeCode[]; children: string[] };
  /** Grouped: the associated simple products with their default qty. */
  grouped?: { sku: string; qty: number }[];
  bundle?: SeedBundleOption[];
  customOptions?: SeedCustomOption[];
  /** Downloadable: the files a buyer gets. */
  downloads?: { title: Localized; fileName: string }[];
  /** Customer-group price tiers in euros incl. VAT, e.g. for the wholesale group. */
  tierPrices?: { group: 'general' | 'wholesale' | 'retailer'; qty: number; price: number }[];
}

/**
 * What the demo's products have beyond their feed rows (data/demo-feed/product-extras.jsonl):
 * attributes of the demo's own filters, prices and texts (option codes, numbers or translations),
 * its pack shot, custom options and downloads, group tiers, an order limit, its creation date.
 */
export interface SeedProductExtras {
  sku: string;
  createdAt: string;
  image: SeedImage;
  attributes: SeedAttributeValues;
  maxSaleQty?: number;
  customOptions?: SeedCustomOption[];
  downloads?: { title: Localized; fileName: string }[];
  tierPrices?: SeedProduct['tierPrices'];
}

export interface SeedCampaign {
  code: string;
  title: Localized;
  urlKey: Localized;
  description: Localized;
  /** ISO dates; open ends allowed. */
  from?: string;
  to?: string;
  position: number;
  color: string;
  skus: string[];
}

export interface SeedCmsPage {
  /** Route slug, e.g. 'about-us' (served at /about-us and /i/about-us). */
  identifier: string;
  title: Localized;
  /** Trusted HTML, paragraphs and lists only; no scripts or inline styles. */
  content: Localized;
  metaDescription: Localized;
  position: number;
}

export interface SeedCmsBlock {
  identifier: string;
  title: Localized;
  content: Localized;
}

export interface SeedBanner {
  slot: 'main' | 'small' | 'product' | 'menu_aside';
  position: number;
  title: Localized;
  subtitle: Localized;
  cta: Localized;
  /** What the banner links to. */
  link:
    | { kind: 'campaign'; code: string }
    | { kind: 'category'; key: string }
    | { kind: 'page'; identifier: string };
  color: string;
}

/**
 * A picture of the home page: the hero's head image (optionally linking like a banner) or an
 * Instagram tile linking to its post. `art` names the drawing, written to `content/{art}.svg`.
 */
export type SeedHomeImage =
  | { kind: 'head'; position: number; art: 'pharmacy'; alt: Localized; link?: SeedBanner['link'] }
  | { kind: 'instagram'; position: number; art: TileArt; alt: Localized; url: string };

/** A coupon's cart price rule (schema sales_rule); `amount` is percent or cents by `type`. */
export interface SeedSalesRule {
  code: string;
  description: string;
  type: 'percent' | 'fixed';
  scope: 'cart' | 'line';
  amount: number;
  skus: string[] | null;
  fromDate: string | null;
  toDate: string | null;
  usageLimit: number | null;
}
