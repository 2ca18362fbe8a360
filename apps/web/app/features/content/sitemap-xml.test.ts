import { describe, expect, it } from 'vitest';
import { sitemapIndexXml, sitemapParts, sitemapXml } from './sitemap-xml.ts';

describe('sitemapXml', () => {
  it('writes one url per store view with every view as an hreflang alternate', () => {
    const xml = sitemapXml('https://apteek.example', [
      { alternates: { ee: '/c/valuvaigistid', fi: '/c/kipulaakkeet' }, lastModified: '2026-11-20' },
    ]);
    expect(xml).toContain('<loc>https://apteek.example/c/valuvaigistid</loc><lastmod>2026-11-20</lastmod>');
    expect(xml).toContain('<loc>https://apteek.example/fi/c/kipulaakkeet</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(2);
    expect(xml.match(/hreflang="fi-FI" href="https:\/\/apteek.example\/fi\/c\/kipulaakkeet"/g)).toHaveLength(
      2,
    );
  });

  it('escapes characters XML does not allow in text', () => {
    const xml = sitemapXml('http://x', [{ alternates: { en: "/p/A&B/it's" }, lastModified: null }]);
    expect(xml).toContain('<loc>http://x/en/p/A&#38;B/it&#39;s</loc>');
    expect(xml).not.toContain('<lastmod>');
  });
});

describe('sitemapParts', () => {
  const entry = (path: string) => ({ alternates: { ee: path, fi: path }, lastModified: null });

  it('keeps a small sitemap in one file', () => {
    expect(sitemapParts([entry('/a'), entry('/b')], 10)).toHaveLength(1);
  });

  it('splits at the URL limit without separating a page from its alternates', () => {
    const parts = sitemapParts([entry('/a'), entry('/b'), entry('/c')], 5);
    expect(parts.map((part) => part.length)).toEqual([2, 1]);
    expect(sitemapIndexXml('http://x', parts.length)).toContain('<loc>http://x/sitemap.xml?part=2</loc>');
  });
});
