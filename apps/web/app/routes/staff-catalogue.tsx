import { StaffCatalogue } from '../features/staff/index.ts';
import { staffMeta } from '../features/staff/index.server.ts';
import type { Route } from './+types/staff-catalogue';

export function loader({ request }: Route.LoaderArgs) {
  return { meta: staffMeta(request, (t) => t('Catalogue')) };
}

export const meta = ({ loaderData }: Route.MetaArgs) => loaderData?.meta ?? [];

export default function StaffCatalogueRoute() {
  return <StaffCatalogue />;
}
