import { countryOfPersonalCode, type IdentityCountry } from '../identity/identity-subject.ts';
import type { CountryCode } from '../store/store-views.ts';
import { hasStateCompensation } from './compensation-state.ts';

/**
 * What a prescription's country brings. An Estonian prescription has the state compensation in the
 * stores whose country is Estonia, and may be bought for another person. A Finnish one, dispensed
 * here through the cross-border exchange, has neither: the Estonian fund does not pay for it, Kela
 * does not pay for medicines bought online abroad, and it is dispensed to its patient only.
 */
export function hasCompensationFor(storeCode: string, patientCode: string): boolean {
  return hasStateCompensation(storeCode) && countryOfPersonalCode(patientCode) === 'EE';
}

/**
 * Whether the prescription centre offers to look up another person's prescriptions: in the
 * Estonian stores, to a customer who is not there as a Finnish patient.
 */
export function offersSecondPerson(
  storeCountry: CountryCode,
  identityCountry: IdentityCountry | null,
): boolean {
  return storeCountry === 'EE' && identityCountry !== 'FI';
}
