import type * as z from 'zod/mini';
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
import { feedReason, feedReasonOfText, type FeedReason } from './feed-reasons.ts';

/** What is wrong with a row: the field (dotted path, `line` for the line itself) and why. */
export interface FeedProblem extends FeedReason {
  field: string;
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
    return { ok: false, sku: null, problems: [{ field: 'line', ...feedReason('json_invalid') }] };
  }
  return readFeedRecord(kind, value);
}

/** Checks one row already parsed from JSON or CSV. */
export function readFeedRecord<K extends FeedKind>(kind: K, value: unknown): FeedLineResult<K> {
  const sku = identityOf(value, kind === 'categories' ? 'key' : 'sku');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, sku, problems: [{ field: 'line', ...feedReason('row_not_object') }] };
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

type Issue = z.core.$ZodIssue;

function problemOf(issue: Issue): FeedProblem {
  const field = issue.path.map(String).join('.');
  if (issue.code === 'unrecognized_keys') {
    const prefix = field ? `${field}.` : '';
    return { field: issue.keys.map((key) => prefix + key).join(', '), ...feedReason('field_unknown') };
  }
  return { field: field || 'line', ...(feedReasonOfText(issue.message) ?? reasonOfIssue(issue)) };
}

/** A check's own reason (one the row schemas give no text of), with its limit or choices. */
function reasonOfIssue(issue: Issue): FeedReason {
  switch (issue.code) {
    case 'invalid_type':
      return feedReason('value_wrong_type', { expected: issue.expected });
    case 'invalid_value':
      return feedReason('value_not_allowed', { values: issue.values.map(String).join(', ') });
    case 'too_small': {
      const minimum = Number(issue.minimum);
      if (issue.origin === 'string') return feedReason('text_too_short', { minimum });
      if (issue.origin === 'array') return feedReason('list_too_short', { minimum });
      return feedReason(issue.inclusive === false ? 'number_above' : 'number_at_least', { minimum });
    }
    case 'too_big': {
      const maximum = Number(issue.maximum);
      if (issue.origin === 'string') return feedReason('text_too_long', { maximum });
      if (issue.origin === 'array') return feedReason('list_too_long', { maximum });
      return feedReason(issue.inclusive === false ? 'number_below' : 'number_at_most', { maximum });
    }
    default:
      return feedReason('value_invalid');
  }
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
      if (!links.children) problems.push({ field: 'links.children', ...feedReason('configurable_children') });
      if (!links.axes) problems.push({ field: 'links.axes', ...feedReason('configurable_axes') });
      if (links.children?.includes(row.sku))
        problems.push({ field: 'links.children', ...feedReason('own_child') });
      break;
    case 'grouped':
      if (!links.grouped) problems.push({ field: 'links.grouped', ...feedReason('grouped_members') });
      break;
    case 'bundle':
      if (!links.bundle) problems.push({ field: 'links.bundle', ...feedReason('bundle_options') });
      for (const [i, option] of (links.bundle ?? []).entries()) {
        if (option.selections.some((selection) => selection.sku === row.sku))
          problems.push({ field: `links.bundle.${i}.selections`, ...feedReason('bundle_holds_itself') });
      }
      break;
    default:
      if (row.links)
        problems.push({
          field: 'links',
          ...feedReason('links_not_taken'),
        });
  }
  const taken = LINKS_OF_TYPE[row.type];
  for (const [field, given] of Object.entries(links)) {
    if (taken && given !== undefined && !taken.includes(field))
      problems.push({ field: `links.${field}`, ...feedReason('link_of_other_type', { type: row.type }) });
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
  if (roots.includes(row.key)) return [{ field: 'key', ...feedReason('category_root') }];
  if (row.parent === row.key) return [{ field: 'parent', ...feedReason('category_own_parent') }];
  if (row.parent === ROOT_CATEGORY_KEYS[0])
    return [{ field: 'parent', ...feedReason('category_parent_root') }];
  return [];
}

function priceProblems(row: FeedPriceRow): FeedProblem[] {
  const problems: FeedProblem[] = [];
  if (row.group !== undefined && row.special)
    problems.push({ field: 'special', ...feedReason('special_on_group') });
  if (row.group === undefined && row.tiers)
    problems.push({ field: 'tiers', ...feedReason('tiers_without_group') });
  const quantities = (row.tiers ?? []).map((tier) => tier.qty);
  if (new Set(quantities).size !== quantities.length)
    problems.push({ field: 'tiers', ...feedReason('tier_quantity_twice') });
  problems.push(...windowProblems('special', row.special));
  return problems;
}

function windowProblems(field: string, special: { from?: string; to?: string } | null | undefined) {
  if (special?.from && special.to && special.from > special.to)
    return [{ field: `${field}.to`, ...feedReason('window_reversed') }];
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
