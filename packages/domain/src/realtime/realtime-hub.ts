/**
 * The realtime hub's connection, which brings the prescription service's callbacks: a WebSocket to /cb
 * keyed by the cart token, none while the token is null, restarted when it changes, and opened
 * again 5 s after any failure or close. The decisions live here; the browser performs the effects.
 */

/**
 * The realtime feed events: the prescription service's three, and the live chat's (a new message,
 * result 'Message', or the chat closed, result 'Closed'; the widget then fetches the messages).
 */
export const REALTIME_EVENT_TYPES = [
  'PrescriptionListCallback',
  'PrescriptionDetailCallback',
  'PrescriptionCompensationCallback',
  'ChatCallback',
] as const;
export type RealtimeEventType = (typeof REALTIME_EVENT_TYPES)[number];

/** The realtime feed callback message: cartCode, result, reasonCode, prescriptionNumber. */
export interface RealtimeEvent {
  type: RealtimeEventType;
  /** The cart's code (derived from the cart token; never the token itself). */
  cartCode: string;
  /** 'Success', 'NotFound', … as the prescription service answered; 'Message' or 'Closed' for a chat. */
  result: string;
  reasonCode: string | null;
  prescriptionNumber: string | null;
}

/** Realtime reconnect delay. */
export const REALTIME_RECONNECT_MS = 5000;

/** A socket message as an event; null for anything that is not one (it is outside input). */
export function parseRealtimeEvent(text: string): RealtimeEvent | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const { type, cartCode, result, reasonCode, prescriptionNumber } = value as Record<string, unknown>;
  const isText = (field: unknown) => typeof field === 'string';
  const isTextOrNull = (field: unknown) => field === null || field === undefined || isText(field);
  if (!REALTIME_EVENT_TYPES.includes(type as RealtimeEventType)) return null;
  if (!isText(cartCode) || !isText(result) || !isTextOrNull(reasonCode) || !isTextOrNull(prescriptionNumber))
    return null;
  return {
    type: type as RealtimeEventType,
    cartCode,
    result,
    reasonCode: reasonCode ?? null,
    prescriptionNumber: prescriptionNumber ?? null,
  };
}

export interface HubConnection {
  /** The cart token followed; null: no connection. */
  key: string | null;
  phase: 'idle' | 'connecting' | 'open' | 'waiting';
  /** Numbers each connection, so what a replaced socket or timer reports late changes nothing. */
  attempt: number;
}

export const IDLE_HUB: HubConnection = { key: null, phase: 'idle', attempt: 0 };

export type HubInput =
  /** The cart token is known, changed, or gone (null). */
  | { type: 'key'; key: string | null }
  | { type: 'opened'; attempt: number }
  /** The socket failed or closed (a refused upgrade is both). */
  | { type: 'closed'; attempt: number }
  /** The reconnect delay of `attempt` ran out. */
  | { type: 'retry'; attempt: number };

export type HubEffect =
  | { type: 'connect'; key: string; attempt: number }
  /** Close the current socket; its close event is stale by then. */
  | { type: 'disconnect' }
  | { type: 'wait'; ms: number; attempt: number }
  | { type: 'cancel-wait' };

export interface HubStep {
  state: HubConnection;
  effects: HubEffect[];
}

/** The next state of the connection and what the browser must do about it. */
export function stepHub(state: HubConnection, input: HubInput): HubStep {
  const unchanged = { state, effects: [] };
  switch (input.type) {
    case 'key': {
      if (input.key === state.key) return unchanged;
      const stop: HubEffect[] =
        state.phase === 'waiting'
          ? [{ type: 'cancel-wait' }]
          : state.phase === 'idle'
            ? []
            : [{ type: 'disconnect' }];
      if (input.key === null) return { state: { ...state, key: null, phase: 'idle' }, effects: stop };
      return connect({ ...state, key: input.key }, stop);
    }
    case 'opened':
      if (input.attempt !== state.attempt || state.phase !== 'connecting') return unchanged;
      return { state: { ...state, phase: 'open' }, effects: [] };
    case 'closed':
      if (input.attempt !== state.attempt || (state.phase !== 'connecting' && state.phase !== 'open'))
        return unchanged;
      return {
        state: { ...state, phase: 'waiting' },
        effects: [{ type: 'wait', ms: REALTIME_RECONNECT_MS, attempt: state.attempt }],
      };
    case 'retry':
      if (input.attempt !== state.attempt || state.phase !== 'waiting') return unchanged;
      return connect(state, []);
  }
}

function connect(state: HubConnection, before: HubEffect[]): HubStep {
  const attempt = state.attempt + 1;
  const key = state.key!;
  return {
    state: { key, phase: 'connecting', attempt },
    effects: [...before, { type: 'connect', key, attempt }],
  };
}
