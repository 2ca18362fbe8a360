export type { HubPhase } from './hub-client.ts';
export { useRealtimeEvents, useRealtimePhase } from './use-realtime.ts';
