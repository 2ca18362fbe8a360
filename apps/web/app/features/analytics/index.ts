export { AnalyticsConsent } from './AnalyticsConsent.tsx';
export { track } from './data-layer.ts';
export { useTrackOnce } from './use-track.ts';
