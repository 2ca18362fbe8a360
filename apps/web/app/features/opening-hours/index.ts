// The store's opening times, as the chat and the prescription centre read them.
// Other features, routes and the root use this feature only through what this face hands on.
export { fetchOpeningTimes } from './opening-hours-api.ts';
