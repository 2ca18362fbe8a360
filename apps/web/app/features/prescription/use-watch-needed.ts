import { useLocation } from 'react-router';
import { useStoreView } from '../../shell/index.ts';

/**
 * The prescription rules that run on every page (opening hours, the compensation)
 * concern a customer with prescription lines or in the prescription centre, in a store that sells
 * prescription medicine. The layout loads the watch's code when this first holds; the watch follows
 * the hours while it holds.
 */
export function usePrescriptionWatchNeeded(hasPrescriptionLines: boolean): boolean {
  const { prescriptionsVisible } = useStoreView();
  const inCentre = useLocation().pathname.includes('/prescriptions');
  return prescriptionsVisible && (hasPrescriptionLines || inCentre);
}
