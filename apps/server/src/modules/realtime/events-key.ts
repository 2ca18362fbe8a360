import { timingSafeEqual, createHash } from 'node:crypto';
import type { Db } from '@apteek/db';
import { appSecret } from '../../plugins/app-secret.ts';

/**
 * The key the prescription sandbox sends in X-Api-Key while no PRESCRIPTION_EVENTS_KEY is
 * configured: made at random once per installation and kept in app_meta, never in the source.
 */
export function sandboxEventsKey(db: Db): Promise<string> {
  return appSecret(db, 'sandbox_prescription_events_key');
}

/** The key /api/notification/events accepts: the configured one, else the installation's sandbox key. */
export async function notificationEventsKey(db: Db, configured: string | null | undefined): Promise<string> {
  return configured ?? (await sandboxEventsKey(db));
}

/** Compares in constant time, whatever the lengths (both sides hashed first). */
export function sameKey(given: string | undefined, expected: string): boolean {
  if (given === undefined || given === '') return false;
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}
