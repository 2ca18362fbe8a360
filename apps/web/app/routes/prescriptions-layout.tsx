import { Outlet } from 'react-router';
import { usePrescriptionFeed } from '../features/prescription/index.ts';

/** The prescription centre's pages: one realtime connection for all of them. */
export default function PrescriptionsLayout() {
  usePrescriptionFeed();
  return <Outlet />;
}
