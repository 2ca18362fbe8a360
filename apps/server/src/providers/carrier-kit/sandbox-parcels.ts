import { randomInt, timingSafeEqual } from 'node:crypto';
import {
  CARRIER_NAMES,
  s10CheckDigit,
  type CarrierCode,
  type CountryCode,
  type ShipmentState,
} from '@apteek/domain';
import { findParcelMachine } from '../../modules/parcel-machines/index.ts';
import { sandboxLabelPdf } from './sandbox-label.ts';
import type { Db } from '@apteek/db';

/** A parcel a sandbox carrier accepted: what its label and its tracking answers show. */
export interface SandboxParcel {
  trackingNumber: string;
  reference: string;
  receiver: string;
  destination: string;
  state: ShipmentState;
  registeredAt: string;
  /** What happened to the parcel, oldest first: its registration, then each move the tester made. */
  events: { state: ShipmentState; at: string }[];
}

/**
 * A sandbox carrier's parcels, kept in memory for the life of the process: a restart forgets
 * them, as a test service may.
 */
export class SandboxParcels {
  readonly #parcels = new Map<string, SandboxParcel>();

  constructor(readonly carrier: CarrierCode) {}

  add(parcel: Omit<SandboxParcel, 'state' | 'registeredAt' | 'events'>, now = new Date()): SandboxParcel {
    const at = now.toISOString();
    const stored: SandboxParcel = {
      ...parcel,
      state: 'registered',
      registeredAt: at,
      events: [{ state: 'registered', at }],
    };
    this.#parcels.set(parcel.trackingNumber, stored);
    return stored;
  }

  /** Moves the parcel on, as the carrier's scans would (the tracking page's test controls). */
  advance(trackingNumber: string, state: ShipmentState, now = new Date()): SandboxParcel | undefined {
    const parcel = this.#parcels.get(trackingNumber);
    if (!parcel || parcel.state === state) return parcel;
    parcel.state = state;
    parcel.events.push({ state, at: now.toISOString() });
    return parcel;
  }

  get(trackingNumber: string): SandboxParcel | undefined {
    return this.#parcels.get(trackingNumber);
  }

  /**
   * A new tracking number as this carrier writes them: Omniva's S10 code with its check digit,
   * DPD's 14 digits, Posti's and SmartPosti's JJFI codes.
   */
  newTrackingNumber(): string {
    switch (this.carrier) {
      case 'omniva': {
        const serial = randomDigits(8);
        return `CE${serial}${s10CheckDigit(serial)}EE`;
      }
      case 'dpd':
        return `0${randomDigits(13)}`;
      case 'smartposti':
      case 'posti':
        return `JJFI${randomDigits(16)}`;
    }
  }

  /** The parcel's address card as a PDF, under the carrier's name. */
  labelPdf(parcel: SandboxParcel): Buffer {
    return sandboxLabelPdf({ carrier: CARRIER_NAMES[this.carrier], ...parcel });
  }
}

/** A run of random decimal digits. */
function randomDigits(count: number): string {
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

/** Whether an HTTP Basic authorization header presents this user and password. */
export function basicAuthorized(header: string | undefined, user: string, password: string): boolean {
  const presented = basicCredentials(header);
  return presented?.user === user && sameSecret(presented.password, password);
}

/** The user and password of an HTTP Basic authorization header. */
function basicCredentials(header: string | undefined): { user: string; password: string } | null {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/i.exec(header ?? '');
  if (!match) return null;
  const decoded = Buffer.from(match[1]!, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? null : { user: decoded.slice(0, colon), password: decoded.slice(colon + 1) };
}

/** Whether a request field is an international phone number: +, a country code and 6–14 more digits. */
export function isInternationalPhone(value: unknown): boolean {
  return typeof value === 'string' && /^\+[1-9]\d{6,14}$/.test(value);
}

/** A request field read as text: a string or a number as written, anything else as ''. */
export function fieldText(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
