import { CentreUnavailable, PrescriptionCentrePage } from '../features/prescription/index.ts';
import { prescriptionPageLoader } from '../features/prescription/index.server.ts';
import { loaderMeta } from '../features/seo/index.ts';
import type { Route } from './+types/prescriptions';

export function loader({ request }: Route.LoaderArgs) {
  return prescriptionPageLoader(request);
}

export const meta = loaderMeta;

export default function Prescriptions({ loaderData }: Route.ComponentProps) {
  return loaderData.visible ? <PrescriptionCentrePage /> : <CentreUnavailable />;
}
