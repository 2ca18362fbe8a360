// The prescription centre: its pages, the watch over prescription lines, compensation, the line note.
// Other features, routes and the root use this feature only through what this face hands on.
export { CentreUnavailable } from './CentreUnavailable.tsx';
export type { CheckoutCompensationPart } from './checkout-compensation.ts';
export { isPrescriptionLine } from './prescription-line.ts';
export type { SessionEnd } from './prescription-logout.ts';
export { PrescriptionCentrePage } from './PrescriptionCentrePage.tsx';
export { PrescriptionDetailsPage } from './PrescriptionDetailsPage.tsx';
export { PrescriptionLineNote } from './PrescriptionLineNote.tsx';
export { PrescriptionListPage } from './PrescriptionListPage.tsx';
export { usePrescriptionFeed } from './use-prescription-centre.ts';
export { usePrescriptionWatchNeeded } from './use-watch-needed.ts';
export { loadCheckoutCompensation, loadPrescriptionWatch, loadPrescriptionsReset } from './lazy-parts.ts';
export { prescription } from './session-port.ts';
export type { SessionEndContext } from './session-port.ts';
