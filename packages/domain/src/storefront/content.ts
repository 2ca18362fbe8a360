import type { StoreCode } from '../store/store-views.ts';

/** CMS and static pages, URL resolution of unknown paths, sitemap. */
export interface ContentServices {
  cmsPage(storeCode: StoreCode, identifier: string): Promise<unknown>;
}
