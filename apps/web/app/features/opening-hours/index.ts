export { fetchOpeningTimes } from './opening-hours-api.ts';
