import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { joinWithNonce, renderedPages, splitAtNonce, type RenderedPage } from './rendered-pages.ts';

const NONCE = 'QUJDREVGR0hJSktMTU5PUFFS';

function page(body: string): RenderedPage {
  return { status: 200, headers: [['content-type', 'text/html']], parts: [Buffer.from(body)] };
}

function store(options: { maxBytes?: number; ttlMs?: number } = {}) {
  let day = '2026-11-25';
  let clock = 0;
  const pages = renderedPages({
    today: () => day,
    maxBytes: options.maxBytes ?? 1000,
    ttlMs: options.ttlMs ?? 60_000,
    now: () => clock,
  });
  return {
    pages,
    setDay: (next: string) => (day = next),
    advance: (ms: number) => (clock += ms),
  };
}

const text = (kept: RenderedPage | undefined) => (kept ? Buffer.concat(kept.parts).toString() : undefined);

describe('a page kept as rendered', () => {
  it('is served again with the next request’s nonce wherever the first one’s stood', () => {
    const body = Buffer.from(`<script nonce="${NONCE}">a</script><p>é</p><style nonce="${NONCE}"></style>`);
    const parts = splitAtNonce(body, NONCE);
    expect(parts).toHaveLength(3);
    expect(joinWithNonce(parts, 'bmV4dA==').toString()).toBe(
      '<script nonce="bmV4dA==">a</script><p>é</p><style nonce="bmV4dA=="></style>',
    );
  });

  it('comes back byte for byte, for any body and nonce, with the new nonce in place of the old', () => {
    const nonce = fc.base64String({ minLength: 24, maxLength: 24 });
    fc.assert(
      fc.property(
        fc.array(fc.string({ unit: 'grapheme' }), { maxLength: 6 }),
        nonce,
        nonce,
        (pieces, old, next) => {
          // The old nonce stands only where it was put, not also inside or across the pieces.
          fc.pre(pieces.join(old).split(old).length === Math.max(pieces.length, 1));
          const body = Buffer.from(pieces.join(old));
          expect(joinWithNonce(splitAtNonce(body, old), next).equals(Buffer.from(pieces.join(next)))).toBe(
            true,
          );
        },
      ),
    );
  });

  it('is kept for its day and the time it may live, and dropped by a catalogue change', () => {
    const { pages, setDay, advance } = store({ ttlMs: 1000 });
    pages.put('/p/a', pages.version(), page('A'));
    expect(text(pages.get('/p/a'))).toBe('A');
    setDay('2026-11-26');
    expect(pages.get('/p/a'), 'another day').toBeUndefined();
    pages.put('/p/a', pages.version(), page('A2'));
    advance(1001);
    expect(pages.get('/p/a'), 'older than its time').toBeUndefined();
    pages.put('/p/a', pages.version(), page('A3'));
    pages.clear();
    expect(pages.get('/p/a'), 'after a change').toBeUndefined();
    expect(pages.stats()).toEqual({ entries: 0, bytes: 0 });
  });

  it('is not kept when the catalogue changed while it rendered', () => {
    const { pages } = store();
    const before = pages.version();
    pages.clear();
    pages.put('/p/a', before, page('stale'));
    expect(pages.get('/p/a')).toBeUndefined();
  });

  it('is bounded by bytes, the least recently served page going first', () => {
    const { pages } = store({ maxBytes: 10 });
    pages.put('a', 0, page('aaaa'));
    pages.put('b', 0, page('bbbb'));
    expect(text(pages.get('a'))).toBe('aaaa');
    pages.put('c', 0, page('cccc'));
    expect(pages.get('b'), 'least recently served').toBeUndefined();
    expect(text(pages.get('a'))).toBe('aaaa');
    expect(pages.stats()).toEqual({ entries: 2, bytes: 8 });
    pages.put('huge', 0, page('x'.repeat(11)));
    expect(pages.get('huge'), 'larger than the whole bound').toBeUndefined();
    expect(pages.stats().entries).toBe(2);
  });
});
