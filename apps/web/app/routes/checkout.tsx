import { readCartCookie, readSessionCookie } from '@apteek/domain';
import { CheckoutPage } from '../features/checkout/index.ts';
import { loaderMeta } from '../features/seo/index.ts';
import { noindexMeta } from '../features/seo/index.server.ts';
import { storeViewOf } from '../shell/index.ts';
import type { Route } from './+types/checkout';

export function loader({ request }: Route.LoaderArgs) {
  const { storeCode } = storeViewOf(request);
  const cookies = request.headers.get('cookie');
  return {
    meta: noindexMeta(request, (t) => t('Checkout')),
    // The cart and the session live in the browser; their cookies say what the page renders.
    cartLines: readCartCookie(cookies, storeCode),
    loggedIn: readSessionCookie(cookies),
  };
}

export const meta = loaderMeta;

export default function Checkout({ loaderData }: Route.ComponentProps) {
  return <CheckoutPage cartLines={loaderData.cartLines} loggedIn={loaderData.loggedIn} />;
}
