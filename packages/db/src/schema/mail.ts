import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uuid, varchar } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns.ts';

/**
 * Mail waiting to go out, and mail sent. A message is written in the transaction of what it tells
 * about (an order's confirmation commits with the order), then a worker in any server process claims
 * it (`FOR UPDATE SKIP LOCKED`, with a lease in `next_attempt_at`) and sends it: at least once, and
 * the id is the message's identity (the outbox file's name, the SMTP Message-ID).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey(),
    recipient: varchar('recipient', { length: 320 }).notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /**
     * SHA-256 of the mailbox key (an HttpOnly cookie) of the browser that asked for this mail, for a
     * mail that carries a secret (a reset link): only that browser sees it in the local mailbox.
     */
    viewerHash: varchar('viewer_hash', { length: 64 }),
    /** The same mail with its secret left out: what every other viewer of the local mailbox sees. */
    withheldText: text('withheld_text'),
    withheldHtml: text('withheld_html'),
    createdAt: createdAt(),
    attempts: integer('attempts').notNull().default(0),
    /** When the worker may (re)try: now for a new mail, the lease's end while one sends it, or a back-off. */
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    sentAt: timestampTz('sent_at'),
    /** Why the last attempt failed (the transport's error name), for the shop's staff. */
    lastError: text('last_error'),
  },
  (t) => [
    index('mail_outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.sentAt} is null`),
  ],
);
