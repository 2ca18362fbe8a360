import type { ContentServices } from './content.ts';
import type { HomeServices } from './home.ts';
import type { LayoutServices } from './layout.ts';
import type { ListingServices } from './listing.ts';
import type { ProductPageServices } from './product-page.ts';
import type { SavedListServices } from './saved-lists.ts';
import type { ReviewServices } from '../reviews/review-view.ts';

/** Services the storefront's loaders call in-process through the React Router load context. */
export interface StorefrontServices
  extends
    HomeServices,
    LayoutServices,
    ListingServices,
    ProductPageServices,
    ContentServices,
    SavedListServices,
    ReviewServices {}
