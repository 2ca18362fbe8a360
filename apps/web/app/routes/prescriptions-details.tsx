import { useSearchParams } from 'react-router';
import { CentreUnavailable } from '../features/prescription/CentreUnavailable.tsx';
import { PrescriptionDetailsPage } from '../features/prescription/PrescriptionDetailsPage.tsx';
import { prescriptionPageLoader } from '../features/prescription/prescription-route.server.ts';
import { loaderMeta } from '../features/seo/page-meta.ts';
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
