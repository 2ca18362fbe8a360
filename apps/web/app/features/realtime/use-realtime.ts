import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { RealtimeEvent } from '@apteek/domain';
import { useSession } from '../account/index.ts';
import { useCart } from '../cart/index.ts';
import { createHubClient, hubOrigin, type HubClient, type HubPhase } from './hub-client.ts';

let hub: HubClient | null = null;
/** The access token the next connection sends; kept current by the components that follow the hub. */
let accessToken: string | null = null;
let followers = 0;

/** The page's one hub client, made on first use in the browser. */
function pageHub(): HubClient {
  hub ??= createHubClient({
    open: (url) => new WebSocket(url),
    origin: hubOrigin(window.location),
    accessToken: () => accessToken,
  });
  return hub;
}

/**
 * The realtime feed of the current cart while the component is mounted: connected
 * once the cart token is known, restarted when it changes, closed when the last follower goes.
 * `onEvent` gets every PrescriptionList/Detail/CompensationCallback of this cart.
 */
export function useRealtimeEvents(onEvent: (event: RealtimeEvent) => void): void {
  const key = useCart().state.cartId;
  const token = useSession().session?.token ?? null;
  const latest = useRef(onEvent);
  useEffect(() => {
    latest.current = onEvent;
  }, [onEvent]);
  useEffect(() => {
    accessToken = token;
  }, [token]);
  useEffect(() => {
    const client = pageHub();
    followers++;
    const unsubscribe = client.subscribe((event) => latest.current(event));
    return () => {
      unsubscribe();
      followers--;
      if (followers === 0) client.setKey(null);
    };
  }, []);
  useEffect(() => {
    pageHub().setKey(key);
  }, [key]);
}

/** The hub connection's phase and its changes, for code outside React (the checkout's compensation). */
export const hubPhase = {
  subscribe: (listener: () => void) => pageHub().onPhase(listener),
  current: (): HubPhase => pageHub().phase(),
};
const idle = (): HubPhase => 'idle';

/** The hub connection's phase ('idle' during server rendering), e.g. to say it is reconnecting. */
export function useRealtimePhase(): HubPhase {
  return useSyncExternalStore(hubPhase.subscribe, hubPhase.current, idle);
}
