import { WISHLIST_LIMIT } from '@apteek/domain';
import { skusOfUrl } from '../features/compare/index.ts';
import { loaderMeta } from '../features/seo/index.ts';
import { noindexMeta } from '../features/seo/index.server.ts';
import { storeViewOf } from '../shell/index.ts';
import { WishlistPage } from '../features/wishlist/index.ts';
import type { Route } from './+types/wishlist';

/** The wishlist page: the products the URL names (the browser fills it from the wishlist). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeCode } = storeViewOf(request);
  const skus = skusOfUrl(new URL(request.url), WISHLIST_LIMIT);
  return {
    meta: noindexMeta(request, (t) => t('Wishlist')),
    list: await context.storefront.savedListProducts(storeCode, skus),
  };
}

export const meta = loaderMeta;

export default function Wishlist({ loaderData }: Route.ComponentProps) {
  return <WishlistPage data={loaderData.list} />;
}
