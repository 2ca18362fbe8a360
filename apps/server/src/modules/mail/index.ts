import type { FastifyInstance } from 'fastify';
import { DomainError } from '@apteek/domain';
import type { Mailer } from './mailer.ts';
import { mayReadMailbox, viewerHashOf } from './mailbox-access.ts';

export { createMailer, type Mailer, type MailboxMail } from './mailer.ts';
export type { MailMessage } from './mail-outbox.ts';
export { issueViewerKey, mailboxToken } from './mailbox-access.ts';

/**
 * The mail worker of this process (started with the app, stopped on close) and the local mailbox,
 * `GET /api/mail/outbox`: a 404 unless `localMailbox` (LOCAL_DEMO=1, never with SMTP); then it
 * answers only this machine itself or a request carrying the installation's token
 * (`X-Mailbox-Token`), and shows a reset link only to the browser that asked for it.
 */
export async function mailRoutes(
  app: FastifyInstance,
  { mailer, localMailbox }: { mailer: Mailer; localMailbox: boolean },
): Promise<void> {
  mailer.start();
  app.addHook('onClose', () => mailer.stop());

  app.get('/mail/outbox', async (request) => {
    // Refused like a mailbox that is not there: from outside, nothing tells that one exists.
    if (!localMailbox || mailer.usesSmtp || !(await mayReadMailbox(app.db, request)))
      throw new DomainError('not_found');
    return { code: 200, result: await mailer.mailbox(viewerHashOf(request)) };
  });
}
