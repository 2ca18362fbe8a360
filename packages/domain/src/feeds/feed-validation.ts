import { PHARMACY_TYPE_CODES, type PharmacyTypeCode, type StockStatus } from '../catalog/product-types.ts';
import type { Cents } from '../pricing/money.ts';
import {
  FEED_ROW_SCHEMAS,
  type FeedAmount,
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
    : FeedPriceRow;

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
  const sku = skuOf(value);
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

/** What makes two rows of one batch the same: the SKU, and for prices the customer group too. */
export function feedRowKey<K extends FeedKind>(kind: K, row: FeedRowOf<K>): string {
  if (kind === 'prices') return `${row.sku} ${(row as FeedPriceRow).group ?? ''}`;
  return row.sku;
}

function skuOf(value: unknown): string | null {
  if (typeof value !== 'object' || value === null || !('sku' in value)) return null;
  const sku = (value as { sku: unknown }).sku;
  return typeof sku === 'string' && sku.length > 0 && sku.length <= 64 ? sku : null;
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
      problems.push({ field: 'type', reason: 'Bundles are not taken from the feed' });
      break;
    default:
      if (row.links)
        problems.push({ field: 'links', reason: 'Only configurable and grouped products have links' });
  }
  problems.push(...windowProblems('special', row.special));
  return problems;
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
