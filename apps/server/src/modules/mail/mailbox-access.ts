import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@apteek/db';
import { isLoopbackAddress } from '@apteek/domain';
import { appSecret } from '../../plugins/app-secret.ts';

/** The browser's mailbox key: it sees the reset links it asked for, and only those. */
export const MAILBOX_COOKIE = 'apteek_mailbox';
/** The per-installation token that opens the mailbox from another machine. */
export const MAILBOX_TOKEN_HEADER = 'x-mailbox-token';

const KEY = /^[A-Za-z0-9_-]{43}$/;
const FORWARDING_HEADERS = ['forwarded', 'x-forwarded-for', 'x-real-ip'] as const;

/** The installation's mailbox token, kept in app_meta (the start-up line prints it with the mailbox URL). */
export const mailboxToken = (db: Db): Promise<string> => appSecret(db, 'mailbox_token');

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Whether the request may read the local mailbox: it comes from this machine itself (the socket's
 * peer is loopback and no proxy forwarded it, since a proxy on this machine would make every visitor
 * loopback), or it carries the installation's token.
 */
export async function mayReadMailbox(db: Db, request: FastifyRequest): Promise<boolean> {
  const forwarded = FORWARDING_HEADERS.some((name) => request.headers[name] !== undefined);
  if (!forwarded && isLoopbackAddress(request.socket.remoteAddress)) return true;
  const offered = request.headers[MAILBOX_TOKEN_HEADER];
  if (typeof offered !== 'string' || offered.length === 0) return false;
  const a = Buffer.from(sha256(offered));
  const b = Buffer.from(sha256(await mailboxToken(db)));
  return timingSafeEqual(a, b);
}

function cookieOf(request: FastifyRequest): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === MAILBOX_COOKIE) {
      const key = value.join('=');
      return KEY.test(key) ? key : null;
    }
  }
  return null;
}

/** The hash of the browser's mailbox key, or null when it has none. */
export function viewerHashOf(request: FastifyRequest): string | null {
  const key = cookieOf(request);
  return key === null ? null : sha256(key);
}

/**
 * The browser's mailbox key, given to it now (an HttpOnly cookie for /api) when it has none yet;
 * answers the key's hash, which is kept with the mail. Set for every reset request, whether or not
 * the address has an account, so the answer tells nothing about it.
 */
export function issueViewerKey(request: FastifyRequest, reply: FastifyReply): string {
  const existing = cookieOf(request);
  if (existing) return sha256(existing);
  const key = randomBytes(32).toString('base64url');
  const secure = request.protocol === 'https' ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${MAILBOX_COOKIE}=${key}; Path=/api; HttpOnly; SameSite=Strict; Max-Age=86400${secure}`,
  );
  return sha256(key);
}
