import { useEffect, useState } from 'react';

/** A change made offline waits in the queue; the customer is told it is not lost. */
export const SAVED_OFFLINE = 'Saved on this device: the changes will be sent when the connection is back.';

/**
 * Whether a form shows that its change waits for the connection. Back online the queue sends it
 * (a refusal then comes as a notification), so the note goes.
 */
export function useQueuedNote(): [boolean, (queued: boolean) => void] {
  const [queued, setQueued] = useState(false);
  useEffect(() => {
    const onOnline = () => setQueued(false);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);
  return [queued, setQueued];
}
