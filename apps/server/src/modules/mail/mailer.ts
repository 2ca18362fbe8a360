import { randomUUID } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface StoredMail extends MailMessage {
  id: string;
  createdAt: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Messages kept locally when no SMTP server is configured; empty otherwise. */
  outbox(): Promise<StoredMail[]>;
  readonly usesSmtp: boolean;
}

export const MAIL_FROM = 'Apteek <info@apteek.ee>';

/**
 * E-mail through SMTP when SMTP_URL is set; otherwise every message is written to an outbox folder
 * and listed on the local mailbox page, so a person can follow a reset link without a mail server.
 */
export function createMailer(options: { smtpUrl: string | null; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      usesSmtp: true,
      async send(message) {
        await transport.sendMail({ from: MAIL_FROM, ...message });
      },
      outbox: () => Promise.resolve([]),
    };
  }
  return {
    usesSmtp: false,
    async send(message) {
      await mkdir(options.outboxDir, { recursive: true });
      const createdAt = new Date().toISOString();
      const id = `${createdAt.replace(/[:.]/g, '-')}-${randomUUID().slice(0, 8)}`;
      const stored: StoredMail = { id, createdAt, ...message };
      await writeFile(join(options.outboxDir, `${id}.json`), JSON.stringify(stored, null, 2));
    },
    async outbox() {
      const files = await readdir(options.outboxDir).catch(() => [] as string[]);
      const messages = await Promise.all(
        files
          .filter((file) => file.endsWith('.json'))
          .map(
            async (file) => JSON.parse(await readFile(join(options.outboxDir, file), 'utf8')) as StoredMail,
          ),
      );
      return messages.sort((a, b) => b.createdAt.localeCompare(a.createdAt));
    },
  };
}
