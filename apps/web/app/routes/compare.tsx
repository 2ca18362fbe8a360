import { COMPARE_LIMITS } from '@apteek/domain';
import { ComparePage, skusOfUrl } from '../features/compare/index.ts';
import { loaderMeta } from '../features/seo/index.ts';
import { noindexMeta } from '../features/seo/index.server.ts';
import { storeViewOf } from '../shell/index.ts';
import type { Route } from './+types/compare';

/** The compare page: the products the URL names (the browser fills it from its compare list). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeCode } = storeViewOf(request);
  const skus = skusOfUrl(new URL(request.url), COMPARE_LIMITS.desktop);
  return {
    meta: noindexMeta(request, (t) => t('Compare products')),
    list: await context.storefront.savedListProducts(storeCode, skus),
  };
}

export const meta = loaderMeta;

export default function Compare({ loaderData }: Route.ComponentProps) {
  return <ComparePage data={loaderData.list} />;
}
