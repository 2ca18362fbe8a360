import { randomUUID } from 'node:crypto';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { MAIL_LEASE_MS, mailRetryDelayMs } from '@apteek/domain';

const { mailOutbox } = schema;

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /**
   * The same mail with its secret (a reset link) left out. A mail that has it is shown whole in the
   * local mailbox only to the browser whose mailbox key is given with it; everyone else sees this.
   */
  withheld?: { text: string; html: string };
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

/** How many mails one claim takes; the worker claims again until nothing is due. */
const BATCH = 10;

/**
 * Writes a mail into the outbox, in the caller's transaction when `db` is one (so it commits, or
 * not, with what it tells about). Answers the mail's id.
 */
export async function enqueueMail(db: Db, message: MailMessage, viewerHash: string | null): Promise<string> {
  const id = randomUUID();
  const secret = viewerHash !== null && message.withheld ? message.withheld : null;
  await db.insert(mailOutbox).values({
    id,
    recipient: message.to,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    viewerHash: secret ? viewerHash : null,
    withheldText: secret?.text ?? null,
    withheldHtml: secret?.html ?? null,
  });
  return id;
}

/**
 * Claims due mails for one attempt: one statement that skips rows another process holds
 * (`FOR UPDATE SKIP LOCKED`) and leases the claimed ones (`next_attempt_at` a lease ahead), so
 * several processes on one database never send the same mail at the same time, and a mail whose
 * sender died is tried again once the lease is over.
 */
export async function claimDueMails(db: Db): Promise<OutboxRow[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, sql`now()`)))
    .orderBy(asc(mailOutbox.nextAttemptAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  return db
    .update(mailOutbox)
    .set({
      attempts: sql`${mailOutbox.attempts} + 1`,
      nextAttemptAt: sql`now() + ${`${MAIL_LEASE_MS} milliseconds`}::interval`,
    })
    .where(and(inArray(mailOutbox.id, due), isNull(mailOutbox.sentAt)))
    .returning();
}

export async function markSent(db: Db, id: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: sql`now()`, lastError: null })
    .where(eq(mailOutbox.id, id));
}

/** A failed attempt waits its back-off; `reason` names the failure without the mail's content. */
export async function markFailed(db: Db, mail: OutboxRow, reason: string): Promise<void> {
  await db
    .update(mailOutbox)
    .set({
      nextAttemptAt: sql`now() + ${`${mailRetryDelayMs(mail.attempts)} milliseconds`}::interval`,
      lastError: reason,
    })
    .where(and(eq(mailOutbox.id, mail.id), isNull(mailOutbox.sentAt)));
}
