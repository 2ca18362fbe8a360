import { CheckoutPage } from '../features/checkout/CheckoutPage.tsx';
import { loaderMeta } from '../features/seo/page-meta.ts';
import { noindexMeta } from '../features/seo/noindex-meta.server.ts';
import type { Route } from './+types/checkout';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: noindexMeta(request, (t) => t('Checkout')) };
}

export const meta = loaderMeta;

export default function Checkout() {
  return <CheckoutPage />;
}
