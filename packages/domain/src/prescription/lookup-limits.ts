import { ipLimitKey, type LimitPolicy } from '../account/request-limits.ts';

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/**
 * Looking up another person's prescriptions (their personal code with one of their prescription
 * numbers) answers whether that pair exists, so every try is a guess that pays: on 30 November
 * 2020 the Estonian data protection authority (AKI) suspended such a look-up at three e-pharmacies.
 * Tries are limited per account, per client address and per looked-up person, a few a minute and
 * a few dozen a day each, in fixed windows from a window's first try. The per-person limit holds
 * whichever accounts and addresses ask; it also means that a stranger's guesses can keep the
 * person's family waiting until the day's window ends, which is the price of not being an oracle.
 */
export const SECOND_PERSON_LOOKUP_LIMITS = {
  account: { day: { free: 20, windowMs: DAY }, minute: { free: 5, windowMs: MINUTE } },
  // One address may serve a household or an office.
  address: { day: { free: 40, windowMs: DAY }, minute: { free: 10, windowMs: MINUTE } },
  patient: { day: { free: 10, windowMs: DAY }, minute: { free: 5, windowMs: MINUTE } },
} as const satisfies Record<string, Record<'day' | 'minute', LimitPolicy>>;

/** Who looks up whom: the target as the server keys a patient (a keyed hash, never the code). */
export interface SecondPersonLookup {
  customerId: number;
  ip: string;
  patientKey: string;
}

/** How one look-up ended, as the prescription access log records it. */
export type SecondPersonLookupOutcome =
  /** The service confirmed the number as the person's: their list is on its way. */
  | 'found'
  /** The service knows no such prescription of this person. */
  | 'not_found'
  /** Refused by the rules before the service was asked (no number, a Finnish code). */
  | 'refused'
  /** Refused by SECOND_PERSON_LOOKUP_LIMITS, uncounted. */
  | 'limited'
  /** The service failed or answered something else. */
  | 'failed';

/**
 * The limiter keys of one try, each with its policy: a try counts against all of them or, refused
 * by one, against none. The day windows come first, so that a refusal names the longest wait.
 */
export function secondPersonLookupKeys(lookup: SecondPersonLookup): { key: string; policy: LimitPolicy }[] {
  const ids = {
    account: String(lookup.customerId),
    address: ipLimitKey(lookup.ip),
    patient: lookup.patientKey,
  };
  const whos = ['account', 'address', 'patient'] as const;
  return (['day', 'minute'] as const).flatMap((span) =>
    whos.map((who) => ({
      key: `prescription-lookup:${who}:${span}:${ids[who]}`,
      policy: SECOND_PERSON_LOOKUP_LIMITS[who][span],
    })),
  );
}
