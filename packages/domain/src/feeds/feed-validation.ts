import { PHARMACY_TYPE_CODES, type PharmacyTypeCode, type StockStatus } from '../catalog/product-types.ts';
import type { Cents } from '../pricing/money.ts';
import {
  FEED_ROW_SCHEMAS,
  ROOT_CATEGORY_KEYS,
  type FeedAmount,
  type FeedCategoryRow,
  type FeedKind,
  type FeedPriceRow,
  type FeedProductRow,
  type FeedStockRow,
} from './feed-rows.ts';

/** What is wrong with a row: the field (dotted path, `line` for the line itself) and why. */
export interface FeedProblem {
  field: string;
  reason: string;
}

export type FeedRowOf<K extends FeedKind> = K extends 'products'
  ? FeedProductRow
  : K extends 'stock'
    ? FeedStockRow
    : K extends 'prices'
      ? FeedPriceRow
      : FeedCategoryRow;

export type FeedLineResult<K extends FeedKind> =
  { ok: true; row: FeedRowOf<K>; key: string } | { ok: false; sku: string | null; problems: FeedProblem[] };

/** A line longer than this is refused without being read: no real product needs 256 KB. */
export const MAX_FEED_LINE_BYTES = 256 * 1024;

/** Reads one JSON Lines row of a feed: its shape, then the rules that join its fields. */
export function readFeedLine<K extends FeedKind>(kind: K, text: string): FeedLineResult<K> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, sku: null, problems: [{ field: 'line', reason: 'Not valid JSON' }] };
  }
  return readFeedRecord(kind, value);
}

/** Checks one row already parsed from JSON or CSV. */
export function readFeedRecord<K extends FeedKind>(kind: K, value: unknown): FeedLineResult<K> {
  const sku = identityOf(value, kind === 'categories' ? 'key' : 'sku');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, sku, problems: [{ field: 'line', reason: 'A row is a JSON object' }] };
  }
  const parsed = FEED_ROW_SCHEMAS[kind].safeParse(value);
  if (!parsed.success) return { ok: false, sku, problems: parsed.error.issues.map(problemOf) };
  const row = parsed.data as FeedRowOf<K>;
  const problems = crossFieldProblems(kind, row);
  if (problems.length > 0) return { ok: false, sku, problems };
  return { ok: true, row, key: feedRowKey(kind, row) };
}

/**
 * What makes two rows of one batch the same: the SKU (for prices with the customer group), a
 * category's key.
 */
export function feedRowKey<K extends FeedKind>(kind: K, row: FeedRowOf<K>): string {
  if (kind === 'prices') return `${(row as FeedPriceRow).sku} ${(row as FeedPriceRow).group ?? ''}`;
  return feedRowIdentity(row);
}

/** The identity a report names a row by: its SKU, or a category's key. */
export function feedRowIdentity(row: FeedRowOf<FeedKind>): string {
  return 'key' in row ? row.key : row.sku;
}

function identityOf(value: unknown, field: 'sku' | 'key'): string | null {
  if (typeof value !== 'object' || value === null || !(field in value)) return null;
  const identity = (value as Record<string, unknown>)[field];
  return typeof identity === 'string' && identity.length > 0 && identity.length <= 64 ? identity : null;
}

function problemOf(issue: {
  code: string;
  path: PropertyKey[];
  message: string;
  keys?: string[];
}): FeedProblem {
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys' && issue.keys) {
    const prefix = field ? `${field}.` : '';
    return { field: issue.keys.map((key) => prefix + key).join(', '), reason: 'Unknown field' };
  }
  return { field: field || 'line', reason: issue.message };
}

function crossFieldProblems(kind: FeedKind, row: FeedRowOf<FeedKind>): FeedProblem[] {
  switch (kind) {
    case 'products':
      return productProblems(row as FeedProductRow);
    case 'prices':
      return priceProblems(row as FeedPriceRow);
    case 'categories':
      return categoryProblems(row as FeedCategoryRow);
    case 'stock':
      return [];
    default: {
      const never: never = kind;
      return never;
    }
  }
}

function productProblems(row: FeedProductRow): FeedProblem[] {
  const problems: FeedProblem[] = [];
  const links = row.links ?? {};
  switch (row.type) {
    case 'configurable':
      if (!links.children)
        problems.push({ field: 'links.children', reason: 'A configurable product names its children' });
      if (!links.axes)
        problems.push({ field: 'links.axes', reason: 'A configurable product names its axes' });
      if (links.children?.includes(row.sku))
        problems.push({ field: 'links.children', reason: 'A product is not its own child' });
      break;
    case 'grouped':
      if (!links.grouped)
        problems.push({ field: 'links.grouped', reason: 'A grouped product names its members' });
      break;
    case 'bundle':
      if (!links.bundle) problems.push({ field: 'links.bundle', reason: 'A bundle names its options' });
      for (const [i, option] of (links.bundle ?? []).entries()) {
        if (option.selections.some((selection) => selection.sku === row.sku))
          problems.push({ field: `links.bundle.${i}.selections`, reason: 'A bundle does not hold itself' });
      }
      break;
    default:
      if (row.links)
        problems.push({
          field: 'links',
          reason: 'Only configurable, grouped and bundle products have links',
        });
  }
  const taken = LINKS_OF_TYPE[row.type];
  for (const [field, given] of Object.entries(links)) {
    if (taken && given !== undefined && !taken.includes(field))
      problems.push({ field: `links.${field}`, reason: `Not a link of a ${row.type} product` });
  }
  problems.push(...windowProblems('special', row.special));
  return problems;
}

/** Which links each composite type takes. */
const LINKS_OF_TYPE: Partial<Record<FeedProductRow['type'], string[]>> = {
  configurable: ['children', 'axes'],
  grouped: ['grouped'],
  bundle: ['bundle'],
};

function categoryProblems(row: FeedCategoryRow): FeedProblem[] {
  const roots: readonly string[] = ROOT_CATEGORY_KEYS;
  if (roots.includes(row.key)) return [{ field: 'key', reason: "The tree's roots are the shop's own" }];
  if (row.parent === row.key) return [{ field: 'parent', reason: 'A category is not its own parent' }];
  if (row.parent === ROOT_CATEGORY_KEYS[0])
    return [{ field: 'parent', reason: 'A top-level category has no parent' }];
  return [];
}

function priceProblems(row: FeedPriceRow): FeedProblem[] {
  const problems: FeedProblem[] = [];
  if (row.group !== undefined && row.special)
    problems.push({ field: 'special', reason: 'A special price belongs to the shelf price, not a group' });
  if (row.group === undefined && row.tiers)
    problems.push({ field: 'tiers', reason: 'Tiers belong to a customer group' });
  const quantities = (row.tiers ?? []).map((tier) => tier.qty);
  if (new Set(quantities).size !== quantities.length)
    problems.push({ field: 'tiers', reason: 'Each tier quantity comes once' });
  problems.push(...windowProblems('special', row.special));
  return problems;
}

function windowProblems(field: string, special: { from?: string; to?: string } | null | undefined) {
  if (special?.from && special.to && special.from > special.to)
    return [{ field: `${field}.to`, reason: 'The window ends before it starts' }];
  return [];
}

/** An amount the row schema accepted, in cents: exact, since it has at most two decimals. */
export function feedCents(amount: FeedAmount): Cents {
  const [whole, fraction = ''] = String(amount).split('.');
  return (Number(whole) * 100 + Number(fraction.padEnd(2, '0'))) as Cents;
}

/**
 * The type code a product is stored with. A narcotic or psychotropic medicine is never sold
 * online: it is kept as a prescription medicine, which the cart takes only through the
 * prescription centre, and the centre never offers one, whatever the feed says of it.
 */
export function feedTypeCode(row: Pick<FeedProductRow, 'kind' | 'controlled'>): PharmacyTypeCode {
  if (row.controlled) return PHARMACY_TYPE_CODES.prescription;
  return PHARMACY_TYPE_CODES[row.kind];
}

/** A stock row as stored: out of stock when the feed says so or no unit is left. */
export function feedStockState(row: FeedStockRow): { isInStock: boolean; stockStatus: StockStatus } {
  const isInStock = row.inStock ?? row.qty > 0;
  if (!isInStock) return { isInStock: false, stockStatus: 'out_of_stock' };
  return { isInStock: true, stockStatus: row.volatile ? 'volatile' : 'ok' };
}
