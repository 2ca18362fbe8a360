import {
  MAX_FEED_LINE_BYTES,
  feedReason,
  isFeedProblem,
  readFeedLine,
  readFeedRecord,
  readStockCsvHeader,
  stockCsvRecord,
  type FeedKind,
  type FeedLineResult,
  type FeedProblem,
  type StockCsvHeader,
} from '@apteek/domain';
import type { FeedLine } from './feed-lines.ts';

export type FeedFormat = 'jsonl' | 'csv';

export interface ReadRow<K extends FeedKind = FeedKind> {
  line: number;
  result: FeedLineResult<K>;
}

const failed = (problem: FeedProblem): { ok: false; sku: null; problems: FeedProblem[] } => ({
  ok: false,
  sku: null,
  problems: [problem],
});

/** Each line of a feed read and checked as a row of its kind; a CSV's first line is its header. */
export async function* readFeedRows<K extends FeedKind>(
  kind: K,
  format: FeedFormat,
  lines: AsyncIterable<FeedLine>,
): AsyncGenerator<ReadRow<K>> {
  let header: StockCsvHeader | 'bad' | null = format === 'csv' ? null : 'bad';
  for await (const { line, text } of lines) {
    if (text === null) {
      yield {
        line,
        result: failed({ field: 'line', ...feedReason('line_too_long', { kb: MAX_FEED_LINE_BYTES / 1024 }) }),
      };
    } else if (format === 'jsonl') {
      yield { line, result: readFeedLine(kind, text) };
    } else if (header === null) {
      const read = readStockCsvHeader(text);
      header = isFeedProblem(read) ? 'bad' : read;
      if (isFeedProblem(read)) yield { line, result: failed(read) };
    } else if (header === 'bad') {
      yield { line, result: failed({ field: 'line', ...feedReason('csv_header_invalid') }) };
    } else {
      const record = stockCsvRecord(header, text);
      yield {
        line,
        result: isFeedProblem(record) ? failed(record) : readFeedRecord(kind, record),
      };
    }
  }
}

/** Groups an iterable into arrays of at most `size`. */
export async function* chunksOf<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let chunk: T[] = [];
  for await (const item of items) {
    chunk.push(item);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length > 0) yield chunk;
}
