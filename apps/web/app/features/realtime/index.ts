// The hub connection and the events it brings (the cart's, the chat's).
// Other features, routes and the root use this feature only through what this face hands on.
export type { HubPhase } from './hub-client.ts';
export { hubPhase, useRealtimeEvents, useRealtimePhase } from './use-realtime.ts';
