import { StaffHome } from '../features/staff/index.ts';
import { staffMeta } from '../features/staff/index.server.ts';
import type { Route } from './+types/staff-home';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: staffMeta(request, (t) => t('Home')) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function StaffHomeRoute() {
  return <StaffHome />;
}
