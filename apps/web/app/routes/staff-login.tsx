import { StaffLogin } from '../features/staff/index.ts';
import { staffMeta } from '../features/staff/index.server.ts';
import type { Route } from './+types/staff-login';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: staffMeta(request, (t) => t('Staff login')) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function StaffLoginRoute() {
  return <StaffLogin />;
}
