import { StaffFulfilment } from '../features/staff/index.ts';
import { staffMeta } from '../features/staff/index.server.ts';
import type { Route } from './+types/staff-fulfilment';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: staffMeta(request, (t) => t('Fulfilment')) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function StaffFulfilmentRoute() {
  return <StaffFulfilment />;
}
