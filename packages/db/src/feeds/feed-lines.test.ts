import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FEED_LINE_BYTES } from '@apteek/domain';
import { feedLines, type FeedLine } from './feed-lines.ts';

async function* chunks(parts: (Buffer | string)[]): AsyncGenerator<Buffer | string> {
  for (const part of parts) yield part;
}

async function read(parts: (Buffer | string)[]): Promise<FeedLine[]> {
  const lines: FeedLine[] = [];
  for await (const line of feedLines(chunks(parts))) lines.push(line);
  return lines;
}

describe('feedLines', () => {
  it('numbers lines as an editor does, skipping a byte-order mark, CRs and blank lines', async () => {
    expect(await read(['\uFEFFsku;qty\r\n', '\r\nA;1\r\nB;', '2'])).toEqual([
      { line: 1, text: 'sku;qty' },
      { line: 3, text: 'A;1' },
      { line: 4, text: 'B;2' },
    ]);
  });

  it('gives the same lines however the body is cut, a letter split between chunks included', async () => {
    const body = Buffer.from('{"name":"Külmetus"}\n\n{"name":"Ибупрофен"}\nlast', 'utf8');
    const whole = await read([body]);
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(fc.integer({ min: 1, max: body.length - 1 }), { maxLength: 8 }),
        async (cuts) => {
          const points = [0, ...cuts.sort((a, b) => a - b), body.length];
          const parts = points.slice(1).map((end, i) => body.subarray(points[i], end));
          expect(await read(parts)).toEqual(whole);
        },
      ),
    );
    expect(whole.map((line) => line.text)).toEqual(['{"name":"Külmetus"}', '{"name":"Ибупрофен"}', 'last']);
  });

  it('gives a line longer than the limit without its text and reads on after it', async () => {
    const long = 'x'.repeat(MAX_FEED_LINE_BYTES + 10);
    expect(await read(['A\n', long.slice(0, 1000), long.slice(1000), '\nB\n'])).toEqual([
      { line: 1, text: 'A' },
      { line: 2, text: null },
      { line: 3, text: 'B' },
    ]);
    expect(await read([`A\n${long}\nB`])).toEqual(await read(['A\n', long, '\nB']));
  });
});
