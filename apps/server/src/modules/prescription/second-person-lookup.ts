import {
  DomainError,
  isDomainError,
  PRESCRIPTION_MESSAGES,
  secondPersonLookupKeys,
  secondPersonRefusal,
  type SecondPersonLookupOutcome,
} from '@apteek/domain';
import type { Db } from '@apteek/db';
import type { RequestLimiter } from '../../lib/request-limiter.ts';
import { patientHash } from './patient-hash.ts';
import { recordAccess } from './prescription-queries.ts';
import type { Answer } from '../../providers/e-prescription/index.ts';

export interface SecondPersonTry {
  customerId: number;
  /** The caller's client address (`request.ip`). */
  ip: string;
  /** The caller's own personal code. */
  ownCode: string;
  /** The other person's personal code, upper case. */
  patientCode: string;
  prescriptionNumber: string | null;
}

/**
 * A look-up of another person's prescriptions answers whether a personal code and a prescription
 * number belong together, so it is limited (SECOND_PERSON_LOOKUP_LIMITS, counted in the shared
 * request_limit table) and every try is written to the access log with how it ended: refused by
 * the limits or the rules, not found, found, or failed at the service.
 */
export function secondPersonLookups({ db, limiter }: { db: Db; limiter: RequestLimiter }) {
  return {
    /** Asks the service through `ask` (200: the number is theirs) if the limits and rules allow. */
    async lookUp(lookup: SecondPersonTry, ask: (prescriptionNumber: string) => Promise<Answer<boolean>>) {
      const hash = await patientHash(db, lookup.patientCode);
      const record = (outcome: SecondPersonLookupOutcome) =>
        recordAccess(db, {
          customerId: lookup.customerId,
          patientHash: hash,
          action: 'lookup',
          prescriptionNumber: lookup.prescriptionNumber,
          outcome,
        });
      await limit(limiter, { customerId: lookup.customerId, ip: lookup.ip, patientKey: hash }, () =>
        record('limited'),
      );
      const refusal = secondPersonRefusal(lookup.ownCode, lookup.patientCode, lookup.prescriptionNumber);
      if (refusal || lookup.prescriptionNumber === null) {
        await record('refused');
        throw new DomainError('prescription_refused', {
          message: refusal ?? PRESCRIPTION_MESSAGES.secondPersonNeedsNumber,
        });
      }
      const answer = await ask(lookup.prescriptionNumber).catch(async (error: unknown) => {
        await record('failed');
        throw error;
      });
      await record(outcomeOf(answer.resultCode));
      if (answer.resultCode === 404) {
        throw new DomainError('prescription_refused', {
          message: PRESCRIPTION_MESSAGES.secondPersonMismatch,
        });
      }
      return answer;
    },
  };
}

export type SecondPersonLookups = ReturnType<typeof secondPersonLookups>;

/** Counts the try against every key, or records the refusal and answers 429 with the wait. */
async function limit(
  limiter: RequestLimiter,
  lookup: Parameters<typeof secondPersonLookupKeys>[0],
  recordRefusal: () => Promise<void>,
): Promise<void> {
  try {
    await limiter.hit(secondPersonLookupKeys(lookup), 'too_many_requests');
  } catch (error) {
    if (!isDomainError(error, 'too_many_requests')) throw error;
    await recordRefusal();
    throw new DomainError('prescription_lookups_exhausted', error.details);
  }
}

function outcomeOf(resultCode: Answer<boolean>['resultCode']): SecondPersonLookupOutcome {
  switch (resultCode) {
    case 200:
      return 'found';
    case 404:
      return 'not_found';
    case 202:
      return 'failed';
    default: {
      const unexpected: never = resultCode;
      return unexpected;
    }
  }
}
