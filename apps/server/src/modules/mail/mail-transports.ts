import { randomBytes } from 'node:crypto';
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import { z } from 'zod';
import type { OutboxRow } from './mail-outbox.ts';

export const MAIL_FROM = 'Apteek <info@apteek.ee>';
const MESSAGE_ID_DOMAIN = 'apteek.ee';

/** Sends one claimed mail. Sending the same id twice is harmless: the id is the mail's identity. */
export type MailTransport = (mail: OutboxRow) => Promise<void>;

export function smtpTransport(smtpUrl: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return async (mail) => {
    await transport.sendMail({
      from: MAIL_FROM,
      to: mail.recipient,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
      // A retry after a lost acknowledgement carries the same id, so mail systems can drop the copy.
      messageId: `<${mail.id}@${MESSAGE_ID_DOMAIN}>`,
    });
  };
}

const StoredMailSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  viewerHash: z.string().nullable().optional(),
  withheldText: z.string().nullable().optional(),
  withheldHtml: z.string().nullable().optional(),
});

export type StoredMail = z.infer<typeof StoredMailSchema>;

/**
 * The local "delivery" without SMTP: one JSON file per mail, named by its id, written to a temporary
 * name and renamed, so a crash while writing never leaves a half-written mail under its real name.
 */
export function fileTransport(outboxDir: string): MailTransport {
  return async (mail) => {
    await mkdir(outboxDir, { recursive: true });
    const stored: StoredMail = {
      id: mail.id,
      createdAt: mail.createdAt.toISOString(),
      to: mail.recipient,
      subject: mail.subject,
      text: mail.textBody,
      html: mail.htmlBody,
      viewerHash: mail.viewerHash,
      withheldText: mail.withheldText,
      withheldHtml: mail.withheldHtml,
    };
    const target = join(outboxDir, `${mail.id}.json`);
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, JSON.stringify(stored, null, 2), { flush: true });
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  };
}

/**
 * Every readable mail of the outbox folder, newest first. A file that cannot be read or is not a
 * whole mail (left by an older version's crash, or edited by hand) is skipped, not an error.
 */
export async function readOutboxFolder(outboxDir: string): Promise<StoredMail[]> {
  const files = await readdir(outboxDir).catch(() => [] as string[]);
  const mails = await Promise.all(
    files.filter((file) => file.endsWith('.json')).map((file) => readStoredMail(join(outboxDir, file))),
  );
  return mails
    .filter((mail): mail is StoredMail => mail !== null)
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

async function readStoredMail(path: string): Promise<StoredMail | null> {
  try {
    const parsed = StoredMailSchema.safeParse(JSON.parse(await readFile(path, 'utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
