// CMS pages and blocks, status contents, the sitemap and robots.txt.
// Other features, routes and the root use this feature only through what this face hands on.
export { CmsContent } from './CmsContent.tsx';
export { ContentStatus, NotFoundStatus } from './ContentStatus.tsx';
export { InfoPagesNav } from './InfoPagesNav.tsx';
export { robotsTxt } from './robots-txt.ts';
export { sitemapIndexXml, sitemapParts, sitemapXml } from './sitemap-xml.ts';
