import { useSearchParams } from 'react-router';
import { CentreUnavailable, PrescriptionDetailsPage } from '../features/prescription/index.ts';
import { prescriptionPageLoader } from '../features/prescription/index.server.ts';
import { loaderMeta } from '../features/seo/index.ts';
import type { Route } from './+types/prescriptions-details';

export function loader({ request }: Route.LoaderArgs) {
  return prescriptionPageLoader(request);
}

export const meta = loaderMeta;

export default function PrescriptionsDetails({ loaderData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  return loaderData.visible ? (
    <PrescriptionDetailsPage number={params.get('number')} />
  ) : (
    <CentreUnavailable />
  );
}
