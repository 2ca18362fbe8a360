import { readCartCookie } from '@apteek/domain';
import { CheckoutPage } from '../features/checkout/index.ts';
import { loaderMeta } from '../features/seo/index.ts';
import { noindexMeta } from '../features/seo/index.server.ts';
import { storeViewOf } from '../shell/index.ts';
import type { Route } from './+types/checkout';

export function loader({ request }: Route.LoaderArgs) {
  const { storeCode } = storeViewOf(request);
  return {
    meta: noindexMeta(request, (t) => t('Checkout')),
    // The cart lives in the browser; its cookie says whether the page has sections to render.
    cartLines: readCartCookie(request.headers.get('cookie'), storeCode),
  };
}

export const meta = loaderMeta;

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage cartLines={loaderData.cartLines} />;
}
