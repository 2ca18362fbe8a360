import { sitemapIndexXml, sitemapParts, sitemapXml } from '../features/content/index.ts';
import { originOf } from '../features/seo/index.ts';
import type { Route } from './+types/sitemap';

const HEADERS = { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' };

/** One urlset while the shop fits in one file; beyond that an index of ?part=1…n. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const origin = originOf(request);
  const parts = sitemapParts(await context.storefront.sitemap());
  const part = new URL(request.url).searchParams.get('part');
  if (part === null) {
    const xml = parts.length === 1 ? sitemapXml(origin, parts[0]!) : sitemapIndexXml(origin, parts.length);
    return new Response(xml, { headers: HEADERS });
  }
  const index = /^[1-9]\d{0,4}$/.test(part) ? Number(part) - 1 : -1;
  if (!parts[index]) return new Response('No such sitemap part', { status: 404 });
  return new Response(sitemapXml(origin, parts[index]), { headers: HEADERS });
}
