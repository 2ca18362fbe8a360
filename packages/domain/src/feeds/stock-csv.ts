import { feedReason } from './feed-reasons.ts';
import type { FeedProblem } from './feed-validation.ts';

/**
 * Stock as CSV: a header naming the columns (`sku`, `qty`, optionally `in_stock` and `volatile`,
 * in any order), then one product a line, separated by commas or semicolons as the header is
 * (the registers' exports use semicolons). Values hold no separators, so no quoting is read
 * beyond plain double quotes around a value.
 */
export interface StockCsvHeader {
  separator: ',' | ';';
  columns: string[];
}

const COLUMNS = { sku: 'sku', qty: 'qty', in_stock: 'inStock', volatile: 'volatile' } as const;
const TRUE_WORDS = new Set(['1', 'true', 'yes', 'y']);
const FALSE_WORDS = new Set(['0', 'false', 'no', 'n']);

export function readStockCsvHeader(line: string): StockCsvHeader | FeedProblem {
  const separator = line.includes(';') ? ';' : ',';
  const columns = splitCsv(line, separator).map((name) => name.toLowerCase());
  const unknown = columns.filter((name) => !(name in COLUMNS));
  if (unknown.length > 0) return { field: unknown.join(', '), ...feedReason('csv_columns_unknown') };
  if (!columns.includes('sku') || !columns.includes('qty'))
    return { field: 'line', ...feedReason('csv_header_incomplete') };
  return { separator, columns };
}

/**
 * One CSV line as the record the stock row schema reads: whole numbers become numbers and yes/no
 * words booleans; anything else stays text, so the schema names the field that is wrong.
 */
export function stockCsvRecord(header: StockCsvHeader, line: string): Record<string, unknown> | FeedProblem {
  const values = splitCsv(line, header.separator);
  if (values.length !== header.columns.length)
    return {
      field: 'line',
      ...feedReason('csv_value_count', { expected: header.columns.length, found: values.length }),
    };
  const record: Record<string, unknown> = {};
  header.columns.forEach((column, i) => {
    const value = values[i]!;
    if (value === '') return;
    const field = COLUMNS[column as keyof typeof COLUMNS];
    record[field] = field === 'sku' ? value : field === 'qty' ? wholeNumberOr(value) : flagOr(value);
  });
  return record;
}

function splitCsv(line: string, separator: string): string[] {
  return line.split(separator).map((value) => value.trim().replace(/^"(.*)"$/, '$1'));
}

function wholeNumberOr(value: string): number | string {
  return /^-?\d{1,12}$/.test(value) ? Number(value) : value;
}

function flagOr(value: string): boolean | string {
  const word = value.toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return value;
}

export function isFeedProblem(value: unknown): value is FeedProblem {
  return typeof value === 'object' && value !== null && 'reason' in value && 'field' in value;
}
