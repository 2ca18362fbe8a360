import { OrderLookupPage } from '../features/orders/index.ts';
import { loaderMeta } from '../features/seo/index.ts';
import { noindexMeta } from '../features/seo/index.server.ts';
import type { Route } from './+types/order-lookup';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: noindexMeta(request, (t) => t('Find your order')) };
}

export const meta = loaderMeta;

/** /order-lookup: a guest finds an order by its number and e-mail address. */
export default function OrderLookup() {
  return <OrderLookupPage />;
}
