import type { StoreCode } from '../store/store-views.ts';
import type { Breadcrumb } from './product-page.ts';

/**
 * Static content pages. Each is the CMS page whose identifier equals its path
 * ('/about-us' shows the page 'about-us').
 */
export const STATIC_PAGE_IDENTIFIERS = [
  'legal',
  'about-us',
  'open-positions',
  'faq',
  'medicine-logistics',
  'non-medicine-logistics',
  'prescription-module-guide',
  'privacy',
  'cookie-policy',
  'customer-service',
  'store-locator',
  'size-guide',
  'delivery',
  'returns',
  'contact',
  'accessibility',
] as const;

export function isStaticPage(identifier: string): boolean {
  return (STATIC_PAGE_IDENTIFIERS as readonly string[]).includes(identifier);
}

/** A CMS page's canonical path inside a store view: its static path, otherwise '/i/{identifier}'. */
export function cmsPagePath(identifier: string): string {
  return isStaticPage(identifier) ? `/${identifier}` : `/i/${encodeURIComponent(identifier)}`;
}

export interface CmsPageView {
  identifier: string;
  title: string;
  metaDescription: string;
  /** Sanitised HTML: only text markup and safe links, internal links already in the store view. */
  contentHtml: string;
  /** Parent pages from the CMS hierarchy, outermost first, then the page itself. */
  breadcrumbs: Breadcrumb[];
  /** The page's path in every store view that has it (the first entry of each is canonical). */
  alternates: Partial<Record<StoreCode, string>>;
}

/** Where an unknown path moved to: a route of the storefront, answered with a 301. */
export interface UrlRedirect {
  entity: 'product' | 'category' | 'cms_page' | 'campaign';
  storeCode: StoreCode;
  /** Path inside the store view, e.g. '/c/kulmetus'; storePath(storeCode, path) gives the URL. */
  path: string;
}

/** One page of the sitemap with its path in every store view that has it. */
export interface SitemapEntry {
  alternates: Partial<Record<StoreCode, string>>;
  /** 'YYYY-MM-DD' when the data knows when the page last changed. */
  lastModified: string | null;
}

/** CMS and static pages, URL resolution of unknown paths, sitemap. */
export interface ContentServices {
  /** A CMS page by identifier; null when there is no active page. */
  cmsPage(storeCode: StoreCode, identifier: string): Promise<CmsPageView | null>;
  /** Resolves a full request path ('/fi/kylma-ja-flunssa') through the URL map; null if nothing. */
  resolveUrl(pathname: string): Promise<UrlRedirect | null>;
  sitemap(): Promise<SitemapEntry[]>;
}
