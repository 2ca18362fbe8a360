import { StaffHome } from '../features/staff/StaffHome.tsx';
import { staffMeta } from '../features/staff/staff-meta.server.ts';
import type { Route } from './+types/staff-home';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: staffMeta(request, (t) => t('Home')) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function StaffHomeRoute() {
  return <StaffHome />;
}
