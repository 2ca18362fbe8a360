import { CentreUnavailable, PrescriptionCentrePage } from '../features/prescription/index.ts';
import { prescriptionCentreLoader } from '../features/prescription/index.server.ts';
import { loaderMeta } from '../features/seo/index.ts';
import type { Route } from './+types/prescriptions';

export function loader({ request, context }: Route.LoaderArgs) {
  return prescriptionCentreLoader(request, context);
}

export const meta = loaderMeta;

export default function Prescriptions({ loaderData }: Route.ComponentProps) {
  return loaderData.visible ? (
    <PrescriptionCentrePage openingTimes={loaderData.openingTimes} />
  ) : (
    <CentreUnavailable />
  );
}
