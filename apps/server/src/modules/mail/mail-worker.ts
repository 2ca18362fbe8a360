import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@apteek/db';
import { claimDueMails, markFailed, markSent } from './mail-outbox.ts';
import type { MailTransport } from './mail-transports.ts';

export interface MailWorker {
  /** Asks for a round soon (after a mail was queued); one round at a time per process. */
  kick(): void;
  /** Runs rounds until nothing is due (the local mailbox calls it before it lists the outbox). */
  drain(): Promise<void>;
  start(): void;
  /** No new rounds; waits for the one under way. */
  stop(): Promise<void>;
}

const POLL_MS = 5000;

/**
 * Sends the outbox in every server process: claims due mails, sends each, marks it sent or lets it
 * wait its back-off. A round also runs every few seconds, so mail queued by a process that died
 * before sending it, or whose sender died, goes out without anyone asking.
 */
export function mailWorker(deps: {
  db: Db;
  transport: MailTransport;
  log: FastifyBaseLogger;
  pollMs?: number;
}): MailWorker {
  let running: Promise<void> | null = null;
  let again = false;
  let started = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;

  async function round(): Promise<void> {
    for (;;) {
      const claimed = await claimDueMails(deps.db);
      if (claimed.length === 0) return;
      for (const mail of claimed) {
        try {
          await deps.transport(mail);
          await markSent(deps.db, mail.id);
        } catch (error) {
          // The reason only: a transport's message may quote the recipient.
          const reason = (error as NodeJS.ErrnoException).code ?? (error as Error).name ?? 'Error';
          deps.log.warn({ mailId: mail.id, attempts: mail.attempts, reason }, 'mail not sent; will retry');
          await markFailed(deps.db, mail, reason);
        }
      }
    }
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return running;
    }
    running = round()
      .catch((error: unknown) => {
        deps.log.error({ err: error }, 'mail outbox round failed');
      })
      .finally(() => {
        running = null;
        if (again && !stopped) {
          again = false;
          void run();
        }
      });
    return running;
  }

  return {
    kick() {
      if (started && !stopped) void run();
    },
    async drain() {
      if (!started || stopped) return;
      // A round under way may have claimed before the caller's mail committed: run one more after it.
      if (running) await running;
      await run();
    },
    start() {
      if (stopped || started) return;
      started = true;
      timer = setInterval(() => void run(), deps.pollMs ?? POLL_MS).unref();
      void run();
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
