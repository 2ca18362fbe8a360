import { createHash } from 'node:crypto';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brotliWindowBits,
  entityTag,
  hashSource,
  keepPage,
  keptForm,
  keptPageUrl,
  matchesEntityTag,
  pageBody,
  pageEncoding,
  productSkusOf,
  renderedPages,
  type RenderedPage,
} from './rendered-pages.ts';

const NONCE = 'QUJDREVGR0hJSktMTU5PUFFS';

/** A kept page whose stored bytes are `body` (standing for its Brotli form and its size). */
function page(body: string): RenderedPage {
  return {
    status: 200,
    headers: [['content-type', 'text/html']],
    br: Buffer.from(body),
    sources: { script: [], style: [] },
    etag: '"e"',
  };
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

const text = (kept: RenderedPage | undefined) => kept?.br.toString();
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('a page as it is kept', () => {
  it('carries no nonce, and its policy allows exactly the inline scripts and styles that carried one', () => {
    const body = Buffer.from(
      `<link nonce="${NONCE}" rel="stylesheet" href="/assets/a.css"/>` +
        `<script nonce="${NONCE}">run("é")</script><p>é</p><script>injected()</script>` +
        `<script type="application/ld+json">{}</script><style nonce="${NONCE}">p{}</style>` +
        `<script nonce="${NONCE}" type="module" src="/assets/b.js"></script><script nonce="${NONCE}">run("é")</script>`,
    );
    const form = keptForm(body, NONCE)!;
    expect(form.body.toString()).toBe(
      '<link rel="stylesheet" href="/assets/a.css"/><script>run("é")</script><p>é</p><script>injected()</script>' +
        '<script type="application/ld+json">{}</script><style>p{}</style>' +
        '<script type="module" src="/assets/b.js"></script><script>run("é")</script>',
    );
    expect(form.sources).toEqual({ script: [sha256('run("é")')], style: [sha256('p{}')] });
    expect(form.sources.script).not.toContain(sha256('injected()'));
  });

  it('is not kept when the nonce would be needed or stands elsewhere', () => {
    for (const body of [
      `<script nonce="${NONCE}" src="https://cdn.example/x.js"></script>`,
      `<script nonce="${NONCE}" src="//cdn.example/x.js"></script>`,
      `<link nonce="${NONCE}" rel="stylesheet" href="https://cdn.example/x.css">`,
      `<img nonce="${NONCE}" src="/a.png">`,
      `<script nonce="${NONCE}">a\r\nb</script>`,
      `<script nonce="${NONCE}">a\0b</script>`,
      `<script nonce="${NONCE}">a</script><p>${NONCE}</p>`,
    ]) {
      expect(keptForm(Buffer.from(body), NONCE), body).toBeNull();
    }
  });

  it('hashes every script that carried the nonce, and only those, for any script texts', () => {
    const scriptText = fc
      .string({ unit: 'grapheme' })
      .filter((t) => !/[\r\0<]/.test(t) && !t.includes(NONCE));
    fc.assert(
      fc.property(fc.array(fc.tuple(scriptText, fc.boolean()), { maxLength: 6 }), (scripts) => {
        const body = scripts
          .map(([script, nonced]) => `<script${nonced ? ` nonce="${NONCE}"` : ''}>${script}</script>`)
          .join('<p>x</p>');
        const form = keptForm(Buffer.from(body), NONCE)!;
        expect(form.body.toString()).toBe(body.replaceAll(` nonce="${NONCE}"`, ''));
        expect(new Set(form.sources.script)).toEqual(
          new Set(scripts.filter(([, nonced]) => nonced).map(([script]) => sha256(script))),
        );
      }),
    );
  });

  it('is stored compressed with Brotli, and every encoding decodes to the same bytes', async () => {
    const html = `<html><script nonce="${NONCE}">go()</script>${'<p>Ibuprofeen 400 mg – é</p>'.repeat(200)}</html>`;
    const kept = (await keepPage(
      200,
      [
        ['content-type', 'text/html'],
        ['content-length', '9'],
      ],
      Buffer.from(html),
      NONCE,
    ))!;
    const plain = html.replace(` nonce="${NONCE}"`, '');
    expect(brotliDecompressSync(kept.br).toString()).toBe(plain);
    expect(gunzipSync(pageBody(kept, 'gzip')).toString()).toBe(plain);
    expect(pageBody(kept, 'identity').toString()).toBe(plain);
    expect(pageBody(kept, 'br')).toBe(kept.br);
    expect(kept.br.length).toBeLessThan(plain.length / 4);
    expect(kept.headers, 'the length is the encoding’s').toEqual([['content-type', 'text/html']]);
    expect(kept.sources.script).toEqual([hashSource(Buffer.from('go()'))]);
    const tags = (['br', 'gzip', 'identity'] as const).map((encoding) => entityTag(kept, encoding));
    expect(new Set(tags).size).toBe(3);
    expect(tags.every((tag) => /^"[^"]+"$/.test(tag))).toBe(true);
  });

  it('is compressed in the smallest window that holds it', async () => {
    expect(brotliWindowBits(0)).toBe(10);
    expect(brotliWindowBits(150 * 1024)).toBe(18);
    expect(brotliWindowBits(2 ** 18 - 16)).toBe(18);
    expect(brotliWindowBits(2 ** 18 - 15)).toBe(19);
    expect(brotliWindowBits(100 * 2 ** 20)).toBe(24);
    // Longer than its window's first guess at every length: still whole when decompressed.
    for (const repeat of [1, 3_000, 9_000]) {
      const html = `<html>${Array.from({ length: repeat }, (_, i) => `<p>${i}</p>`).join('')}</html>`;
      const kept = (await keepPage(200, [], Buffer.from(html), NONCE))!;
      expect(brotliDecompressSync(kept.br).toString()).toBe(html);
    }
  });
});

describe('the encoding a kept page is sent in', () => {
  it('is Brotli or gzip as the request weighs them, else the body as it is', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('br')).toBe('br');
    expect(pageEncoding('gzip')).toBe('gzip');
    expect(pageEncoding('br;q=0.5, gzip')).toBe('gzip');
    expect(pageEncoding('br;q=0, gzip;q=0.1')).toBe('gzip');
    expect(pageEncoding('*')).toBe('br');
    expect(pageEncoding('*;q=0.5, br;q=0')).toBe('gzip');
    expect(pageEncoding('deflate')).toBe('identity');
    expect(pageEncoding('identity')).toBe('identity');
    expect(pageEncoding('')).toBe('identity');
    expect(pageEncoding(undefined)).toBe('identity');
    expect(pageEncoding(['gzip', 'br;q=0'])).toBe('gzip');
  });

  it('is answered 304 for an entity tag the request already holds', () => {
    expect(matchesEntityTag('"abc-br"', '"abc-br"')).toBe(true);
    expect(matchesEntityTag('W/"abc-br", "x"', '"abc-br"')).toBe(true);
    expect(matchesEntityTag('*', '"abc"')).toBe(true);
    expect(matchesEntityTag('"abc-gzip"', '"abc-br"')).toBe(false);
    expect(matchesEntityTag(undefined, '"abc"')).toBe(false);
  });
});

describe('the URL a kept page is found by', () => {
  it('leaves out where the visitor came from, and keeps every other parameter as it was sent', () => {
    const page = 'https://apteek.example/en/c/pain-relievers';
    expect(keptPageUrl(`${page}?gclid=Cj0KCQ&utm_source=news%20letter`)).toBe(page);
    expect(keptPageUrl(`${page}?brand=a&fbclid=IwAR1&brand=b&UTM_Campaign=x&sort=price`)).toBe(
      `${page}?brand=a&brand=b&sort=price`,
    );
    expect(keptPageUrl(`${page}?utm_source`)).toBe(page);
    // A parameter that only starts like one is another page's.
    expect(keptPageUrl(`${page}?utm=1&gclidx=2&page=2`)).toBe(`${page}?utm=1&gclidx=2&page=2`);
    // A name that does not decode is kept as it came.
    expect(keptPageUrl(`${page}?%E0%A4%A=1&srsltid=AfmB`)).toBe(`${page}?%E0%A4%A=1`);
    expect(keptPageUrl(page)).toBe(page);
  });

  it('is the same for a URL with tracking parameters anywhere among its own', () => {
    // Every parameter a kept page's URL leaves out, by name, besides the utm_ ones.
    const trackingNames = ['gclid', 'gclsrc', 'gbraid', 'wbraid', 'dclid', 'fbclid', 'msclkid', 'yclid'];
    trackingNames.push(
      'ttclid',
      'twclid',
      'li_fat_id',
      'igshid',
      'srsltid',
      'mc_cid',
      'mc_eid',
      '_ga',
      '_gl',
    );
    const name = fc
      .stringMatching(/^[a-z_][a-z0-9_]{0,8}$/)
      .filter((n) => !n.startsWith('utm_') && !trackingNames.includes(n));
    const own = fc.array(fc.tuple(name, fc.stringMatching(/^[a-z0-9%]{0,6}$/)), { maxLength: 5 });
    const tracking = fc.array(
      fc.tuple(fc.constantFrom('utm_source', 'utm_content', ...trackingNames), fc.string()),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(own, tracking, fc.nat(), (ownPairs, trackingPairs, seed) => {
        const pairs = ownPairs.map(([n, v]) => `${n}=${v}`);
        const mixed = [...pairs];
        trackingPairs.forEach(([n, v], index) => {
          mixed.splice((seed + index * 7) % (mixed.length + 1), 0, `${n}=${encodeURIComponent(v)}`);
        });
        const base = 'https://apteek.example/p/ABC/slug';
        const expected = pairs.length === 0 ? base : `${base}?${pairs.join('&')}`;
        const url = mixed.length === 0 ? base : `${base}?${mixed.join('&')}`;
        expect(keptPageUrl(url)).toBe(expected);
      }),
    );
  });
});

describe('the pages kept', () => {
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

  it("drops a changed product's pages and every other kind of page, keeping other products' pages", () => {
    const { pages } = store();
    const keys = {
      own: 'browser http://shop.test/en/p/IBU-400-20/ibuprofen',
      bare: 'browser notice http://shop.test/p/Ibu-400-20/any?x=1',
      child: 'crawler http://shop.test/fi/p/CONF-1/slug/IBU-400-20',
      other: 'browser http://shop.test/en/p/PARA-500/paracetamol',
      listing: 'browser http://shop.test/en/c/pain',
      home: 'browser http://shop.test/ru',
    };
    const putAll = () => {
      for (const key of Object.values(keys)) pages.put(key, pages.version(), page(key));
    };
    putAll();
    const before = pages.version();
    pages.dropProducts(new Set(['ibu-400-20']));
    const kept = Object.entries(keys).filter(([, key]) => pages.get(key) !== undefined);
    expect(kept.map(([name]) => name)).toEqual(['other']);
    // A page rendered from data read before the change is not kept after it.
    pages.put(keys.own, before, page('stale'));
    expect(pages.get(keys.own)).toBeUndefined();

    putAll();
    pages.dropLists();
    const left = Object.entries(keys).filter(([, key]) => pages.get(key) !== undefined);
    expect(left.map(([name]) => name)).toEqual(['own', 'bare', 'child', 'other']);
  });

  it('reads the SKUs of a product page from its key, and none from another page', () => {
    expect(productSkusOf('2026-11-25 browser http://h/en/p/A%20B/slug')).toEqual(['a b']);
    expect(productSkusOf('2026-11-25 browser http://h/p/P/slug/C?q=1')).toEqual(['p', 'c']);
    expect(productSkusOf('2026-11-25 browser http://h/en/p/P')).toBeNull();
    expect(productSkusOf('2026-11-25 browser http://h/en/c/p/x')).toBeNull();
    expect(productSkusOf('2026-11-25 browser http://h/en/products?p=1')).toBeNull();
    expect(productSkusOf('2026-11-25 browser http://h/en/p/%E0%A4%A/slug')).toEqual(['%e0%a4%a']);
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
