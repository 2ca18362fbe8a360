import type { ReviewServices, StorefrontServices } from '@apteek/domain';
import { contentServices } from './content.ts';
import type { StorefrontContext } from './context.ts';
import { homeServices } from './home.ts';
import { layoutServices } from './layout.ts';
import { listingServices } from './listing.ts';
import { productPageServices } from './product-page.ts';
import { savedListServices } from './saved-lists.ts';

export type { StorefrontContext } from './context.ts';
export { CATALOGUE_CHANGED_CHANNEL, pageCache, type PageCache } from './page-cache.ts';

/**
 * The storefront's loaders call these in-process, one slice per page family; the
 * reviews' slice comes from modules/reviews.
 */
export function storefrontServices(
  context: StorefrontContext,
): Omit<StorefrontServices, keyof ReviewServices> {
  return {
    ...homeServices(context),
    ...layoutServices(context),
    ...listingServices(context),
    ...productPageServices(context),
    ...contentServices(context),
    ...savedListServices(context),
  };
}
export { catalogueChangeHandler, type CatalogueCaches } from './catalogue-changes.ts';
