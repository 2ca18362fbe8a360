import type { AnalyticsEvent } from '@apteek/domain';
import { useEffect, useEffectEvent, useRef } from 'react';
import { track } from './data-layer.ts';

/**
 * Tracks `build()`'s event once per `key` (a product id, a list's products): after hydration, and
 * again only when the key changes; a null key waits.
 */
export function useTrackOnce(key: string | null, build: () => AnalyticsEvent | null): void {
  const sent = useRef<string | null>(null);
  const send = useEffectEvent(() => {
    const event = build();
    if (event) track(event);
  });
  useEffect(() => {
    if (key === null || sent.current === key) return;
    sent.current = key;
    send();
  }, [key]);
}
