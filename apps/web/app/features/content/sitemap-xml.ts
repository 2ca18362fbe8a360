import { STORE_CODES, storePath, type SitemapEntry, type StoreCode } from '@apteek/domain';
import { HREFLANG } from '../seo/index.ts';

/** The sitemap protocol allows 50,000 URLs per file; larger catalogues get a sitemap index. */
export const MAX_URLS_PER_SITEMAP = 50_000;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
}

function urlCount(entry: SitemapEntry): number {
  return STORE_CODES.filter((code) => entry.alternates[code] !== undefined).length;
}

/** Splits the entries into sitemap files of at most `maxUrls` URLs, keeping an entry's URLs together. */
export function sitemapParts(entries: SitemapEntry[], maxUrls = MAX_URLS_PER_SITEMAP): SitemapEntry[][] {
  const parts: SitemapEntry[][] = [[]];
  let used = 0;
  for (const entry of entries) {
    const count = urlCount(entry);
    if (used + count > maxUrls && parts.at(-1)!.length > 0) {
      parts.push([]);
      used = 0;
    }
    parts.at(-1)!.push(entry);
    used += count;
  }
  return parts;
}

/** A sitemap index naming `/sitemap.xml?part=1` … `?part=count`. */
export function sitemapIndexXml(origin: string, count: number): string {
  const parts = Array.from(
    { length: count },
    (_, i) => `<sitemap><loc>${escapeXml(`${origin}/sitemap.xml?part=${i + 1}`)}</loc></sitemap>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...parts,
    '</sitemapindex>',
    '',
  ].join('\n');
}

/**
 * sitemap.xml with one <url> per page and store view, each listing the page in every store view
 * as xhtml:link alternates (Google's hreflang-in-sitemap form); URLs are absolute from `origin`.
 */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const url = (code: StoreCode, path: string) => escapeXml(`${origin}${storePath(code, path)}`);
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
  ];
  for (const entry of entries) {
    const stores = STORE_CODES.filter((code) => entry.alternates[code] !== undefined);
    const links = stores.map(
      (code) =>
        `<xhtml:link rel="alternate" hreflang="${HREFLANG[code]}" href="${url(code, entry.alternates[code]!)}"/>`,
    );
    const lastModified = entry.lastModified ? `<lastmod>${entry.lastModified}</lastmod>` : '';
    for (const code of stores)
      lines.push(
        `<url><loc>${url(code, entry.alternates[code]!)}</loc>${lastModified}${links.join('')}</url>`,
      );
  }
  lines.push('</urlset>');
  return `${lines.join('\n')}\n`;
}
