import type { ContentServices } from '@apteek/domain';
import { loadCmsPage } from './content-cms-page.ts';
import { listSitemapEntries } from './content-sitemap.ts';
import { resolveUrl } from './content-url.ts';
import type { StorefrontContext } from './context.ts';

export function contentServices({ catalog }: StorefrontContext): ContentServices {
  return {
    cmsPage: (storeCode, identifier) => loadCmsPage(catalog.db, storeCode, identifier, new Date()),
    resolveUrl: (pathname) => resolveUrl(catalog.db, pathname, catalog.today()),
    sitemap: () => listSitemapEntries(catalog.db, catalog.today()),
  };
}
