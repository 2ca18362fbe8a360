import { StringDecoder } from 'node:string_decoder';
import { MAX_FEED_LINE_BYTES } from '@apteek/domain';

/** A line of a feed with its number from 1; `text` null when the line was longer than allowed. */
export interface FeedLine {
  line: number;
  text: string | null;
}

/**
 * The lines of a body as it arrives, never holding more than one line and one chunk: a file of
 * any size reads in the same memory. A byte-order mark, CR before LF and blank lines are skipped
 * (blank lines still count, so reported line numbers match an editor's). A line longer than
 * MAX_FEED_LINE_BYTES is given without its text and the rest of it skipped.
 */
export async function* feedLines(body: AsyncIterable<Buffer | string>): AsyncGenerator<FeedLine> {
  const decoder = new StringDecoder('utf8');
  let pending = '';
  let tooLong = false;
  let line = 0;
  const finish = (text: string): FeedLine | null => {
    line += 1;
    if (tooLong || text.length > MAX_FEED_LINE_BYTES) {
      tooLong = false;
      return { line, text: null };
    }
    const clean = (line === 1 ? text.replace(/^\uFEFF/, '') : text).replace(/\r$/, '');
    return clean.trim() === '' ? null : { line, text: clean };
  };
  for await (const chunk of body) {
    const text = typeof chunk === 'string' ? chunk : decoder.write(chunk);
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      const result = finish(pending + text.slice(start, end));
      pending = '';
      start = end + 1;
      if (result) yield result;
    }
    pending += text.slice(start);
    if (pending.length > MAX_FEED_LINE_BYTES) {
      tooLong = true;
      pending = '';
    }
  }
  const last = finish(pending + decoder.end());
  if (last) yield last;
}
