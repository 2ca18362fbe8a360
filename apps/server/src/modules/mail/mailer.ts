import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@apteek/db';
import { enqueueMail, type MailMessage } from './mail-outbox.ts';
import { fileTransport, readOutboxFolder, smtpTransport } from './mail-transports.ts';
import { mailWorker } from './mail-worker.ts';

export interface MailboxMail {
  id: string;
  createdAt: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** True when this viewer sees the mail without its secret (another browser asked for it). */
  withheld: boolean;
}

export interface Mailer {
  readonly usesSmtp: boolean;
  /**
   * Queues a mail. Given `db` (a transaction), it commits with the caller's writes, and the caller
   * calls `kick()` after the commit; without, the mail is queued and the worker woken at once.
   * `viewerHash` names the browser that may see its secret in the local mailbox.
   */
  send(message: MailMessage, options?: { db?: Db; viewerHash?: string | null }): Promise<string>;
  /** Wakes the worker after a transaction that queued mail has committed. */
  kick(): void;
  /** The local mailbox as this viewer may see it (everything due is sent first); empty with SMTP. */
  mailbox(viewerHash: string | null): Promise<MailboxMail[]>;
  start(): void;
  stop(): Promise<void>;
}

/**
 * E-mail through the outbox table, sent by a worker in every process: through SMTP when SMTP_URL is
 * set, otherwise as files in an outbox folder that the local mailbox page lists, so a person can
 * follow a reset link without a mail server.
 */
export function createMailer(options: {
  db: Db;
  smtpUrl: string | null;
  outboxDir: string;
  log: FastifyBaseLogger;
  /** False: mail is queued but this process never sends it (tests play a process that died). */
  worker?: boolean;
}): Mailer {
  const transport = options.smtpUrl ? smtpTransport(options.smtpUrl) : fileTransport(options.outboxDir);
  const worker = mailWorker({ db: options.db, transport, log: options.log });
  return {
    usesSmtp: options.smtpUrl !== null,
    async send(message, { db, viewerHash = null } = {}) {
      const id = await enqueueMail(db ?? options.db, message, viewerHash);
      if (!db) worker.kick();
      return id;
    },
    kick: () => worker.kick(),
    async mailbox(viewerHash) {
      if (options.smtpUrl) return [];
      await worker.drain();
      const stored = await readOutboxFolder(options.outboxDir);
      return stored.map(({ viewerHash: owner, withheldText, withheldHtml, ...mail }) => {
        const withheld = Boolean(owner) && owner !== viewerHash;
        return {
          ...mail,
          text: withheld ? (withheldText ?? '') : mail.text,
          html: withheld ? (withheldHtml ?? '') : mail.html,
          withheld,
        };
      });
    },
    start: () => {
      if (options.worker !== false) worker.start();
    },
    stop: () => worker.stop(),
  };
}
