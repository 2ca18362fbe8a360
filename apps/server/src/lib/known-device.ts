import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '@apteek/db';
import { appSecret } from '../plugins/app-secret.ts';

/**
 * The device cookies of the two logins: set after a successful login, they make the browser a
 * known device of that account (its own guess bucket, so strangers throttling the account never
 * refuse it). Only the login calls see them (the staff one covers both steps).
 */
const DEVICE_COOKIES = {
  customer: { name: 'apteek_device', path: '/api/user/login' },
  staff: { name: 'apteek_staff_device', path: '/api/staff/login' },
} as const;

export type DeviceLogin = keyof typeof DEVICE_COOKIES;

/** Renewed by every login on the device; a device unused for half a year is a stranger again. */
const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 3600;

const VALUE = /^([A-Za-z0-9_-]{22})\.([A-Za-z0-9_-]{43})$/;

/**
 * Signs and reads device cookies: `<device id>.<HMAC of login, account and id>`, with a secret
 * of the database (`login_device_secret` in app_meta), so one account's cookie means nothing for
 * another, nor a customer's for a staff login.
 */
export function knownDevices(db: Db, login: DeviceLogin) {
  const sign = async (account: string, device: string) =>
    createHmac('sha256', await appSecret(db, 'login_device_secret'))
      .update(`${login}\n${account}\n${device}`)
      .digest('base64url');

  return {
    /** The device id of a cookie signed for this account, or null. */
    async verify(cookie: string | null, account: string): Promise<string | null> {
      const match = cookie ? VALUE.exec(cookie) : null;
      if (!match) return null;
      const [, device, signature] = match as unknown as [string, string, string];
      const expected = Buffer.from(await sign(account, device));
      return timingSafeEqual(expected, Buffer.from(signature)) ? device : null;
    },

    /** The cookie value for the account: the device it already was, or a new one. */
    async issue(account: string, device: string | null): Promise<string> {
      const id = device ?? randomBytes(16).toString('base64url');
      return `${id}.${await sign(account, id)}`;
    },
  };
}

/** The request's device cookie of a login, unread. */
export function deviceCookieOf(request: FastifyRequest, login: DeviceLogin): string | null {
  const { name } = DEVICE_COOKIES[login];
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=') || null;
  }
  return null;
}

/** Sets (or renews) the device cookie: HttpOnly, SameSite=Strict, Secure over https. */
export function setDeviceCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  login: DeviceLogin,
  value: string,
): void {
  const { name, path } = DEVICE_COOKIES[login];
  const secure = request.protocol === 'https' ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${name}=${value}; Path=${path}; HttpOnly; SameSite=Strict; Max-Age=${DEVICE_COOKIE_MAX_AGE_S}${secure}`,
  );
}
