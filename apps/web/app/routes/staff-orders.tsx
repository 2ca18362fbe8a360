import { StaffOrders } from '../features/staff/StaffOrders.tsx';
import { staffMeta } from '../features/staff/staff-meta.server.ts';
import type { Route } from './+types/staff-orders';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: staffMeta(request, (t) => t('Orders to check')) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function StaffOrdersRoute() {
  return <StaffOrders />;
}
