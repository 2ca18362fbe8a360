export { CmsContent } from './CmsContent.tsx';
export { ContentStatus, NotFoundStatus } from './ContentStatus.tsx';
export { InfoPagesNav } from './InfoPagesNav.tsx';
export { robotsTxt } from './robots-txt.ts';
export { sitemapIndexXml, sitemapParts, sitemapXml } from './sitemap-xml.ts';
