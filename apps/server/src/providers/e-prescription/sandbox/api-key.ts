import { createHash, timingSafeEqual } from 'node:crypto';
import type { Db } from '@apteek/db';
import { appSecret } from '../../../plugins/app-secret.ts';

/** The key this installation's sandbox service wants in X-Api-Key: random, kept in app_meta. */
export function sandboxServiceKey(db: Db): Promise<string> {
  return appSecret(db, 'prescription_sandbox_service_key');
}

/** Whether a request's X-Api-Key is `expected`, compared in constant time whatever the lengths. */
export function sameKeyAs(given: string | string[] | undefined, expected: string): boolean {
  if (typeof given !== 'string' || given === '') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
