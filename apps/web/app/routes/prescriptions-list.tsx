import { CentreUnavailable } from '../features/prescription/CentreUnavailable.tsx';
import { PrescriptionListPage } from '../features/prescription/PrescriptionListPage.tsx';
import { prescriptionPageLoader } from '../features/prescription/prescription-route.server.ts';
import { loaderMeta } from '../features/seo/page-meta.ts';
import type { Route } from './+types/prescriptions-list';

export function loader({ request }: Route.LoaderArgs) {
  return prescriptionPageLoader(request);
}

export const meta = loaderMeta;

export default function PrescriptionsList({ loaderData }: Route.ComponentProps) {
  return loaderData.visible ? <PrescriptionListPage /> : <CentreUnavailable />;
}
