import { CheckoutPage } from '../features/checkout/index.ts';
import { loaderMeta } from '../features/seo/index.ts';
import { noindexMeta } from '../features/seo/index.server.ts';
import type { Route } from './+types/checkout';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: noindexMeta(request, (t) => t('Checkout')) };
}

export const meta = loaderMeta;

export default function Checkout() {
  return <CheckoutPage />;
}
