import { STORE_CODES } from '@apteek/domain';

/** Pages with no value in search results: the API, checkout, the account and product search results. */
const PRIVATE_PATHS = ['/checkout', '/my-account', '/products'];

/** robots.txt: the shop is open to crawlers except the private paths in every store prefix. */
export function robotsTxt(origin: string): string {
  const prefixes = ['', ...STORE_CODES.map((code) => `/${code}`)];
  const disallowed = [
    '/api/',
    ...prefixes.flatMap((prefix) => PRIVATE_PATHS.map((path) => `${prefix}${path}`)),
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
