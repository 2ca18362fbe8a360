import {
  IDLE_HUB,
  parseRealtimeEvent,
  stepHub,
  type HubConnection,
  type HubEffect,
  type HubInput,
  type RealtimeEvent,
} from '@apteek/domain';

/**
 * What the client needs of a WebSocket: the browser's, or a test's fake. The handlers take what the
 * browser passes (`never` here, so its event types fit); the client reads only a message's data.
 */
export interface HubSocket {
  onopen: ((event: never) => void) | null;
  onclose: ((event: never) => void) | null;
  onerror: ((event: never) => void) | null;
  onmessage: ((message: never) => void) | null;
  close(code?: number): void;
}

export interface HubClientOptions {
  /** Opens a socket to the URL (the browser: `new WebSocket(url)`). */
  open: (url: string) => HubSocket;
  /** ws(s)://host of the page: `wss:` under `https:`. */
  origin: string;
  /** The customer's access token at connect time, for a cart bound to a customer; null for a guest. */
  accessToken: () => string | null;
}

export type HubPhase = HubConnection['phase'];
type Listener<T> = (value: T) => void;

/** The /cb URL for a cart token: `token` carries the access token, as a WebSocket has no Authorization. */
export function hubUrl(origin: string, key: string, accessToken: string | null): string {
  const query = new URLSearchParams({ key, ...(accessToken ? { token: accessToken } : {}) });
  return `${origin}/cb?${query.toString()}`;
}

/** The page's hub origin: ws: or wss: to the page's own host. */
export function hubOrigin(location: Pick<Location, 'protocol' | 'host'>): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}`;
}

/**
 * The realtime hub client: follows one cart token (`setKey`), reconnects 5 s after
 * any failure or close, restarts when the token changes, stops at null; subscribers get typed events.
 */
export function createHubClient(options: HubClientOptions) {
  let state = IDLE_HUB;
  let socket: HubSocket | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  const listeners = new Set<Listener<RealtimeEvent>>();
  const phaseListeners = new Set<Listener<HubPhase>>();

  const apply = (input: HubInput) => {
    const step = stepHub(state, input);
    const phaseChanged = step.state.phase !== state.phase;
    state = step.state;
    for (const effect of step.effects) perform(effect);
    if (phaseChanged) for (const listener of phaseListeners) listener(state.phase);
  };

  const perform = (effect: HubEffect) => {
    switch (effect.type) {
      case 'connect':
        socket = connect(effect.key, effect.attempt);
        break;
      case 'disconnect': {
        const current = socket;
        socket = null;
        if (current) {
          // What the replaced socket still reports belongs to no connection any more.
          current.onopen = current.onclose = current.onerror = current.onmessage = null;
          current.close(1000);
        }
        break;
      }
      case 'wait':
        socket = null;
        timer = setTimeout(() => {
          timer = null;
          apply({ type: 'retry', attempt: effect.attempt });
        }, effect.ms);
        break;
      case 'cancel-wait':
        if (timer !== null) clearTimeout(timer);
        timer = null;
        break;
    }
  };

  const connect = (key: string, attempt: number): HubSocket => {
    const opened = options.open(hubUrl(options.origin, key, options.accessToken()));
    opened.onopen = () => apply({ type: 'opened', attempt });
    opened.onclose = () => apply({ type: 'closed', attempt });
    // A failure is followed by a close; either one schedules the one reconnect.
    opened.onerror = () => apply({ type: 'closed', attempt });
    opened.onmessage = ({ data }: { data: unknown }) => {
      if (attempt !== state.attempt || typeof data !== 'string') return;
      const event = parseRealtimeEvent(data);
      if (event) for (const listener of listeners) listener(event);
    };
    return opened;
  };

  return {
    /** The cart token to follow; null closes the connection and connects nothing. */
    setKey: (key: string | null) => apply({ type: 'key', key }),
    subscribe(listener: Listener<RealtimeEvent>): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Connection changes, e.g. for a "reconnecting" hint. */
    onPhase(listener: Listener<HubPhase>): () => void {
      phaseListeners.add(listener);
      return () => phaseListeners.delete(listener);
    },
    phase: (): HubPhase => state.phase,
  };
}

export type HubClient = ReturnType<typeof createHubClient>;
