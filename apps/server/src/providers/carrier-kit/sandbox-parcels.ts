import { randomInt, timingSafeEqual } from 'node:crypto';
import type { CarrierCode, CountryCode, ShipmentState } from '@apteek/domain';
import { findParcelMachine } from '../../modules/parcel-machines/index.ts';
import type { Db } from '@apteek/db';

/** A parcel a sandbox carrier accepted: what its label and its tracking answers show. */
export interface SandboxParcel {
  trackingNumber: string;
  reference: string;
  receiver: string;
  destination: string;
  state: ShipmentState;
  registeredAt: string;
}

/**
 * A sandbox carrier's parcels, kept in memory for the life of the process: a restart forgets
 * them, as a test service may.
 */
export class SandboxParcels {
  readonly #parcels = new Map<string, SandboxParcel>();

  constructor(readonly carrier: CarrierCode) {}

  add(parcel: Omit<SandboxParcel, 'state' | 'registeredAt'>, now = new Date()): SandboxParcel {
    const stored = { ...parcel, state: 'registered' as const, registeredAt: now.toISOString() };
    this.#parcels.set(parcel.trackingNumber, stored);
    return stored;
  }

  get(trackingNumber: string): SandboxParcel | undefined {
    return this.#parcels.get(trackingNumber);
  }
}

/** A run of random decimal digits. */
export function randomDigits(count: number): string {
  return Array.from({ length: count }, () => String(randomInt(10))).join('');
}

/** The shop's machine of this carrier and country by the carrier's own code, if it is in service. */
export async function sandboxMachine(
  db: Db,
  network: string,
  country: CountryCode,
  code: string,
): Promise<{ name: string; address: string; city: string } | undefined> {
  if (!/^[A-Za-z0-9]{1,20}$/.test(code)) return undefined;
  return findParcelMachine(db, `${network}-${country.toLowerCase()}-${code}`);
}

/** A constant-time comparison of a presented secret with the expected one. */
export function sameSecret(presented: string | undefined, expected: string): boolean {
  if (presented === undefined) return false;
  const a = Buffer.from(presented);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The user and password of an HTTP Basic authorization header. */
export function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** An international phone number: +, a country code and 6–14 more digits. */
export const INTERNATIONAL_PHONE = /^\+[1-9]\d{6,14}$/;

/** A request field read as text: a string or a number as written, anything else as ''. */
export function fieldText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
