import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  feedTypeCode,
  type FeedCategoryRow,
  type FeedKind,
  type FeedProductRow,
  type FeedStockRow,
  type Language,
} from '@apteek/domain';
import type {
  Localized,
  SeedAttributeValues,
  SeedCampaign,
  SeedCategory,
  SeedProduct,
  SeedProductExtras,
} from './source-types.ts';

/**
 * The demo shop's catalogue is a feed like any pharmacy's (docs/FEEDS.md): its categories,
 * products and stock as JSON Lines files, loaded by the feed importer on the first start. What the
 * feed formats cannot say (the demo's own attributes, pack-shot colours, custom options, downloads,
 * group tiers from ten units, order limits, dates) is in product-extras.jsonl, one line per SKU.
 */
export const DEMO_FEED_DIR = fileURLToPath(new URL('./data/demo-feed/', import.meta.url));

/** The feeds in the order they are imported: a product names its categories, stock its product. */
export const DEMO_FEEDS: { kind: Extract<FeedKind, 'categories' | 'products' | 'stock'>; file: string }[] = [
  { kind: 'categories', file: 'categories.jsonl' },
  { kind: 'products', file: 'products.jsonl' },
  { kind: 'stock', file: 'stock.jsonl' },
];

/** Where the leaflets drawn for the demo's medicines are served (their CustomerInfoUrl). */
export const LEAFLET_PATH = '/media/leaflets/';

/** A committed feed file's text (hashed into the seed's hash). */
export const demoFeedText = (file: string): string => readFileSync(`${DEMO_FEED_DIR}${file}`, 'utf8');

function jsonLines<T>(file: string): T[] {
  return demoFeedText(file)
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as T);
}

/** A feed text with every language: the demo feed names all four. */
function all(text: Partial<Record<Language, string>> | undefined): Localized {
  return { et: text?.et ?? '', fi: text?.fi ?? '', en: text?.en ?? '', ru: text?.ru ?? '' };
}

export function demoCategories(): SeedCategory[] {
  return jsonLines<FeedCategoryRow>('categories.jsonl').map((row) => ({
    key: row.key,
    ...(row.parent ? { parent: row.parent } : {}),
    name: all(row.name),
    urlKey: all(row.urlKey),
    position: row.position,
    ...(row.description ? { description: all(row.description) } : {}),
  }));
}

/** The demo's per-SKU facts beside its feed rows. */
export const demoExtras = (): SeedProductExtras[] => jsonLines<SeedProductExtras>('product-extras.jsonl');

/**
 * The demo products as the rest of the seed (pack shots, leaflets, campaigns) and the tests read
 * them: each feed row with its stock row and extras, its campaigns among its attributes.
 */
export function demoProducts(campaigns: SeedCampaign[]): SeedProduct[] {
  const stock = new Map(jsonLines<FeedStockRow>('stock.jsonl').map((row) => [row.sku, row]));
  const extras = new Map(demoExtras().map((row) => [row.sku, row]));
  return jsonLines<FeedProductRow>('products.jsonl').map((row) => {
    const extra = extras.get(row.sku);
    const level = stock.get(row.sku);
    if (!extra || !level) throw new Error(`The demo feed's ${row.sku} has no stock row or extras`);
    const typeCode = feedTypeCode(row);
    const facts = row.attributes ?? {};
    const codes = campaigns.filter((c) => c.skus.includes(row.sku)).map((c) => c.code);
    const attributes: SeedAttributeValues = {
      Type: String(typeCode),
      ...(facts.brand !== undefined && { Brand: facts.brand }),
      ...(facts.manufacturer !== undefined && { Manufacturer: facts.manufacturer }),
      ...(facts.packageUnit !== undefined && { Unit: facts.packageUnit }),
      ...(facts.packageSize !== undefined && { Amount: facts.packageSize }),
      ...(facts.storage !== undefined && { StorageRequirement: facts.storage }),
      ...(facts.atc !== undefined && { Atc: facts.atc }),
      ...(facts.substances !== undefined && { Substance: facts.substances }),
      ...(facts.form !== undefined && { MethodOfMedicine: facts.form }),
      ...extra.attributes,
      ...(codes.length > 0 && { Campaign: codes }),
    };
    const links = row.links;
    return {
      sku: row.sku,
      type: row.type ?? 'simple',
      typeCode,
      visibility: row.visibility ?? 4,
      ...(row.status === 'disabled' && { status: 2 as const }),
      name: all(row.name),
      shortDescription: all(row.shortDescription),
      description: all(row.description),
      price: Number(row.price),
      ...(row.special && {
        special: {
          price: Number(row.special.price),
          ...(row.special.from && { from: row.special.from }),
          ...(row.special.to && { to: row.special.to }),
        },
      }),
      taxClass: row.vatClass,
      isMedicine: row.kind !== 'nonmed',
      ...(row.controlled && { isControlled: true }),
      ...(facts.strength !== undefined && { strength: facts.strength }),
      categories: row.categories ?? [],
      attributes,
      stock: {
        qty: level.qty,
        status: level.inStock === false ? 'out_of_stock' : level.volatile ? 'volatile' : 'ok',
        ...(extra.maxSaleQty !== undefined && { maxSaleQty: extra.maxSaleQty }),
      },
      createdAt: extra.createdAt,
      image: extra.image,
      ...(links?.children && links.axes && { configurable: { axes: links.axes, children: links.children } }),
      ...(links?.grouped && { grouped: links.grouped }),
      ...(links?.bundle && {
        bundle: links.bundle.map((option) => ({
          title: all(option.title),
          type: option.type,
          required: option.required ?? true,
          selections: option.selections.map((choice) => ({
            sku: choice.sku,
            qty: choice.qty ?? 1,
            isDefault: choice.default ?? false,
          })),
        })),
      }),
      ...(extra.customOptions && { customOptions: extra.customOptions }),
      ...(extra.downloads && { downloads: extra.downloads }),
      ...(extra.tierPrices && { tierPrices: extra.tierPrices }),
    } as SeedProduct;
  });
}
