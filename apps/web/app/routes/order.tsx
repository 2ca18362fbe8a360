import { useSearchParams } from 'react-router';
import { OrderPage } from '../features/orders/index.ts';
import { loaderMeta } from '../features/seo/index.ts';
import { noindexMeta } from '../features/seo/index.server.ts';
import type { Route } from './+types/order';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: noindexMeta(request, (t) => t('Order')) };
}

export const meta = loaderMeta;

/** /order/{orderId}: the customer's order, or anyone's with the order's code from its mails. */
export default function Order({ params }: Route.ComponentProps) {
  const [search] = useSearchParams();
  return <OrderPage orderId={params.orderId} orderCode={search.get('orderCode')} />;
}
