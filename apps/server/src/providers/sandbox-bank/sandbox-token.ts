import { createHmac } from 'node:crypto';
import { signaturesMatch } from '../../modules/payment/index.ts';

/**
 * A sandbox keeps no state: what it needs between its API call, its page and the shopper's choice
 * travels in a token signed with the sandbox's key.
 */
export function signToken(data: object, key: string): string {
  const payload = Buffer.from(JSON.stringify(data)).toString('base64url');
  return `${payload}.${mac(payload, key)}`;
}

export function readToken<T>(token: string, key: string): T | null {
  const [payload, signature] = token.split('.');
  if (!payload || !signature || !signaturesMatch(mac(payload, key), signature)) return null;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as T;
}

const mac = (payload: string, key: string) =>
  createHmac('sha256', key).update(payload).digest('hex').toUpperCase();
