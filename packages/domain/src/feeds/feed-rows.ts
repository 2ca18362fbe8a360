import * as z from 'zod/mini';
import { PRODUCT_TYPE_IDS } from '../catalog/product-types.ts';
import { FEED_IMAGE_ENTRY_PATTERN } from './feed-image-files.ts';
import { FEED_REASON_TEXTS as TEXTS } from './feed-reasons.ts';

/**
 * One row of each feed the pharmacy's systems send: products (JSON Lines), stock (JSON Lines or
 * CSV), prices and categories (JSON Lines). Every row stands alone: it is checked and applied by itself, and
 * a bad row is reported with its line and field while the others are applied. Unknown fields are
 * refused, so a misspelt field is reported instead of silently ignored.
 */

export const FEED_KINDS = ['products', 'stock', 'prices', 'categories'] as const;
export type FeedKind = (typeof FEED_KINDS)[number];

export const FEED_MODES = ['delta', 'full'] as const;
export type FeedMode = (typeof FEED_MODES)[number];

const SKU_PATTERN = /^[^\s]{1,64}$/;
const CODE_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;
/** A euro amount written with at most two decimals: 4, 4.9, 4.95. */
const AMOUNT_PATTERN = /^\d{1,7}(\.\d{1,2})?$/;
/** ATC codes of any level: N, N02, N02B, N02BE, N02BE01. */
const ATC_PATTERN = /^[A-Z](\d{2}([A-Z]([A-Z](\d{2})?)?)?)?$/;

export const FeedSkuSchema = z.string().check(z.regex(SKU_PATTERN, TEXTS.sku_format));
const CodeSchema = z.string().check(z.regex(CODE_PATTERN, TEXTS.code_format));
const TextSchema = z.string().check(z.minLength(1, TEXTS.text_empty), z.maxLength(20_000));
const HttpsUrlSchema = z.string().check(z.maxLength(255), z.regex(/^https:\/\/[^\s]+$/, TEXTS.https_address));
/**
 * A picture: an address, fetched once into the shop's media store (so plain http is taken too), or
 * `file:` and the name of a file uploaded before (feed-image-files.ts).
 */
const ImageSchema = z
  .string()
  .check(z.maxLength(255), z.regex(FEED_IMAGE_ENTRY_PATTERN, TEXTS.image_address));

function isAmount(value: number | string): boolean {
  if (typeof value === 'number') return Number.isFinite(value) && AMOUNT_PATTERN.test(String(value));
  return AMOUNT_PATTERN.test(value);
}

/** Euros including VAT, as a number or a string, never negative and never more than 2 decimals. */
export const FeedAmountSchema = z
  .union([z.number(), z.string()])
  .check(z.refine(isAmount, TEXTS.amount_format));
export type FeedAmount = z.output<typeof FeedAmountSchema>;

function isCalendarDate(value: string): boolean {
  if (!DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const FeedDateSchema = z.string().check(z.refine(isCalendarDate, TEXTS.date_format));

/** A special price and its window, either end open. */
export const FeedSpecialPriceSchema = z.strictObject({
  price: FeedAmountSchema,
  from: z.optional(FeedDateSchema),
  to: z.optional(FeedDateSchema),
});

/** A text per language; Estonian is required (the default store's), the others fall back to it. */
export const FeedRequiredTextSchema = z.strictObject({
  et: z.string({ error: TEXTS.estonian_text_required }).check(z.minLength(1, TEXTS.estonian_text_required)),
  fi: z.optional(TextSchema),
  en: z.optional(TextSchema),
  ru: z.optional(TextSchema),
});

const FeedOptionalTextSchema = z.strictObject({
  et: z.optional(z.string()),
  fi: z.optional(z.string()),
  en: z.optional(z.string()),
  ru: z.optional(z.string()),
});

const UrlKeySchema = z.string().check(z.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, TEXTS.url_key_format));

/** A URL key per language; a language left out takes one made from its name. */
const UrlKeysSchema = z.strictObject({
  et: z.optional(UrlKeySchema),
  fi: z.optional(UrlKeySchema),
  en: z.optional(UrlKeySchema),
  ru: z.optional(UrlKeySchema),
});

/** The medicine facts a pharmacy's register holds (Ravimiregister, Fimea). */
export const FeedProductAttributesSchema = z.strictObject({
  atc: z.optional(z.string().check(z.regex(ATC_PATTERN, TEXTS.atc_format))),
  substances: z.optional(z.array(CodeSchema).check(z.maxLength(20))),
  strength: z.optional(z.string().check(z.minLength(1), z.maxLength(32))),
  form: z.optional(CodeSchema),
  packageSize: z.optional(z.number().check(z.positive(TEXTS.positive_number), z.lte(1_000_000))),
  packageUnit: z.optional(CodeSchema),
  storage: z.optional(z.enum(['HKYLM', 'KUIVAS'])),
  leafletUrl: z.optional(HttpsUrlSchema),
  brand: z.optional(CodeSchema),
  manufacturer: z.optional(CodeSchema),
});

/** One choice of a bundle's option: a product (sent before the bundle) and how many of it. */
const FeedBundleSelectionSchema = z.strictObject({
  sku: FeedSkuSchema,
  qty: z._default(z.int().check(z.positive(), z.lte(100)), 1),
  /** Chosen until the shopper chooses otherwise; the bundle's price is that of its default choices. */
  default: z._default(z.boolean(), false),
  /** The shopper may change how many of it. */
  canChangeQty: z._default(z.boolean(), false),
});

/** One option of a bundle: its title per language, how it is chosen, and its choices. */
export const FeedBundleOptionSchema = z.strictObject({
  title: FeedRequiredTextSchema,
  type: z.enum(['select', 'radio', 'checkbox']),
  required: z._default(z.boolean(), true),
  selections: z.array(FeedBundleSelectionSchema).check(z.minLength(1), z.maxLength(50)),
});

/**
 * Links of the composite types: a configurable's children and axes, a grouped product's members,
 * a bundle's options.
 */
export const FeedProductLinksSchema = z.strictObject({
  children: z.optional(z.array(FeedSkuSchema).check(z.minLength(1), z.maxLength(200))),
  axes: z.optional(z.array(CodeSchema).check(z.minLength(1), z.maxLength(5))),
  grouped: z.optional(
    z
      .array(z.strictObject({ sku: FeedSkuSchema, qty: z.int().check(z.positive(), z.lte(100)) }))
      .check(z.minLength(1), z.maxLength(50)),
  ),
  bundle: z.optional(z.array(FeedBundleOptionSchema).check(z.minLength(1), z.maxLength(20))),
});

export const FeedProductRowSchema = z.strictObject({
  sku: FeedSkuSchema,
  type: z._default(z.enum(PRODUCT_TYPE_IDS), 'simple'),
  /** Nonmed 100, OTC 200, Prescription 300: a medicine's prescription status. */
  kind: z.enum(['nonmed', 'otc', 'prescription']),
  /** Narcotic or psychotropic: stored, listed as a prescription medicine, never sold online. */
  controlled: z.optional(z.nullable(z.enum(['narcotic', 'psychotropic']))),
  name: FeedRequiredTextSchema,
  shortDescription: z.optional(FeedOptionalTextSchema),
  description: z.optional(FeedOptionalTextSchema),
  urlKey: z.optional(UrlKeysSchema),
  categories: z._default(z.array(CodeSchema).check(z.maxLength(20)), []),
  attributes: z._default(FeedProductAttributesSchema, {}),
  /**
   * Pictures, the first the main one: by address, fetched into the media store (an unchanged one
   * once), or by an uploaded file's name (`file:algi-150.jpg`).
   */
  images: z._default(z.array(ImageSchema).check(z.maxLength(20)), []),
  vatClass: z.enum(['medicine', 'standard', 'food']),
  /** 1 not visible alone (a child), 2 catalogue, 3 search, 4 both. */
  visibility: z._default(z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]), 4),
  /** Disabled: off sale, gone from listings and search, refused by the cart. */
  status: z._default(z.enum(['enabled', 'disabled']), 'enabled'),
  /** The shelf price; required for a new product, kept as it is when an update leaves it out. */
  price: z.optional(FeedAmountSchema),
  special: z.optional(z.nullable(FeedSpecialPriceSchema)),
  links: z.optional(FeedProductLinksSchema),
});
export type FeedProductRow = z.output<typeof FeedProductRowSchema>;

const FeedFlagSchema = z.boolean();

export const FeedStockRowSchema = z.strictObject({
  sku: FeedSkuSchema,
  /** Units on hand (the level, not a change): sending a row twice changes nothing. */
  qty: z.int(TEXTS.whole_units).check(z.gte(0, TEXTS.not_negative), z.lte(10_000_000)),
  /** Out of stock when false, whatever the quantity; true by default while qty is above zero. */
  inStock: z.optional(FeedFlagSchema),
  /** Stock the shop cannot be sure of (a wholesaler's): sold with a warning. */
  volatile: z.optional(FeedFlagSchema),
});
export type FeedStockRow = z.output<typeof FeedStockRowSchema>;

export const FeedTierSchema = z.strictObject({
  qty: z.int().check(z.gte(1), z.lte(10_000)),
  price: FeedAmountSchema,
});

export const FeedPriceRowSchema = z.strictObject({
  sku: FeedSkuSchema,
  /** A customer group's code (general, wholesale, retailer); absent, the shelf price for everyone. */
  group: z.optional(CodeSchema),
  price: FeedAmountSchema,
  /** Only on the shelf price: a special price and its window; null removes it. */
  special: z.optional(z.nullable(FeedSpecialPriceSchema)),
  /** Only on a group's price: lower prices from a quantity up. */
  tiers: z.optional(z.array(FeedTierSchema).check(z.maxLength(20))),
});
export type FeedPriceRow = z.output<typeof FeedPriceRowSchema>;

/** The keys of the category tree's two roots, which are the shop's own and not the feed's. */
export const ROOT_CATEGORY_KEYS = ['root-catalog', 'default-category'] as const;

/**
 * A category of the shop's tree, by its key (what products name in `categories`): its parent
 * (absent or null, the top level), names and URL keys per language, position among its
 * siblings, whether it is shown.
 */
export const FeedCategoryRowSchema = z.strictObject({
  key: CodeSchema,
  parent: z.optional(z.nullable(CodeSchema)),
  name: FeedRequiredTextSchema,
  urlKey: z.optional(UrlKeysSchema),
  description: z.optional(FeedOptionalTextSchema),
  position: z._default(z.int().check(z.gte(0), z.lte(1_000_000)), 0),
  /** Inactive: gone from the menu and its page, its products still sold through other categories. */
  active: z._default(z.boolean(), true),
  /** Shown in the store's menu. */
  inMenu: z._default(z.boolean(), true),
});
export type FeedCategoryRow = z.output<typeof FeedCategoryRowSchema>;

export const FEED_ROW_SCHEMAS = {
  products: FeedProductRowSchema,
  stock: FeedStockRowSchema,
  prices: FeedPriceRowSchema,
  categories: FeedCategoryRowSchema,
} as const;
