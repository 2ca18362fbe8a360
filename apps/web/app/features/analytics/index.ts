// The data layer and its tracking, loaded only with the visitor's consent.
// Other features, routes and the root use this feature only through what this face hands on.
export { AnalyticsConsent } from './AnalyticsConsent.tsx';
export { track } from './data-layer.ts';
export { useTrackOnce } from './use-track.ts';
