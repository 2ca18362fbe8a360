import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@apteek/db';
import { CHAT_RETENTION_DAYS } from '@apteek/domain';
import { deleteChatsBefore } from './chat-queries.ts';

const DAY_MS = 24 * 3600 * 1000;
/** How often every instance looks for transcripts past their year. */
export const CHAT_PURGE_INTERVAL_MS = 3600 * 1000;

/**
 * Deletes the chats (and their messages) whose last activity is more than CHAT_RETENTION_DAYS
 * before `now` (transcripts are kept one year); answers how many. Idempotent: any
 * number of instances may run it at once.
 */
export function purgeOldChats(db: Db, now: Date): Promise<number> {
  return deleteChatsBefore(db, new Date(now.getTime() - CHAT_RETENTION_DAYS * DAY_MS));
}

/**
 * Runs the purge at start and hourly while the app is up (unref'd; one run at a time; stopped when
 * the app closes). A run with nothing to delete is one indexed query (chat_last_activity_idx).
 */
export function scheduleChatPurge(
  db: Db,
  options: { now: () => Date; log: FastifyBaseLogger; intervalMs?: number },
): { stop(): Promise<void> } {
  let running: Promise<unknown> | null = null;
  const run = () => {
    if (running) return;
    running = purgeOldChats(db, options.now())
      .catch((error: unknown) => options.log.error({ err: error }, 'chat purge failed'))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, 1000);
  first.unref();
  const timer = setInterval(run, options.intervalMs ?? CHAT_PURGE_INTERVAL_MS);
  timer.unref();
  return {
    async stop() {
      clearTimeout(first);
      clearInterval(timer);
      await running;
    },
  };
}
