import { randomUUID } from 'node:crypto';
import type { NotificationHandler } from './postgres-pool.ts';

/** A settle mark's payload starts so; no handler ever sees one. */
const MARK = 'settled:';
/** How long a settle waits for its mark (its listener reconnecting, say) before going on without it. */
const SETTLE_TIMEOUT_MS = 2000;

type Listen = (channel: string, handler: NotificationHandler) => Promise<() => Promise<void>>;
type Notify = (channel: string, payload: string) => Promise<void>;

/**
 * An engine's listen and notify, with `settle(channel)`: it sends a mark on the channel and resolves
 * once this process has it back. PostgreSQL delivers a listener's notifications in the order their
 * transactions committed, so by then this process's handlers have had every notification committed
 * before the call: a change is seen at once by the instance that made it, as by its caller.
 */
export function settledNotifications(listen: Listen, notify: Notify) {
  const marks = new Map<string, () => void>();
  const listening = new Map<string, number>();
  return {
    notify,
    async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
      const stop = await listen(channel, (payload) => {
        if (!payload.startsWith(MARK)) return handler(payload);
        marks.get(payload)?.();
      });
      listening.set(channel, (listening.get(channel) ?? 0) + 1);
      return async () => {
        listening.set(channel, (listening.get(channel) ?? 1) - 1);
        await stop();
      };
    },
    async settle(channel: string): Promise<void> {
      if (!listening.get(channel)) return;
      const mark = `${MARK}${randomUUID()}`;
      let timer: NodeJS.Timeout | undefined;
      const back = new Promise<void>((resolve) => {
        marks.set(mark, resolve);
        timer = setTimeout(resolve, SETTLE_TIMEOUT_MS);
      });
      try {
        await notify(channel, mark);
        await back;
      } finally {
        clearTimeout(timer);
        marks.delete(mark);
      }
    },
  };
}
