import { CentreUnavailable } from '../features/prescription/CentreUnavailable.tsx';
import { PrescriptionCentrePage } from '../features/prescription/PrescriptionCentrePage.tsx';
import { prescriptionPageLoader } from '../features/prescription/prescription-route.server.ts';
import { loaderMeta } from '../features/seo/page-meta.ts';
import type { Route } from './+types/prescriptions';

export function loader({ request }: Route.LoaderArgs) {
  return prescriptionPageLoader(request);
}

export const meta = loaderMeta;

export default function Prescriptions({ loaderData }: Route.ComponentProps) {
  return loaderData.visible ? <PrescriptionCentrePage /> : <CentreUnavailable />;
}
