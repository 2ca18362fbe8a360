import { CheckoutPage } from '../features/checkout/CheckoutPage.tsx';
import { noindexMeta } from '../features/seo/noindex-meta.server.ts';
import type { Route } from './+types/checkout';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: noindexMeta(request, (t) => t('Checkout')) };
}

export function meta({ data }: Route.MetaArgs) {
  return data?.meta ?? [];
}

export default function Checkout() {
  return <CheckoutPage />;
}
