import { describe, expect, it } from 'vitest';
import { hasCompensationFor, offersSecondPerson } from './prescription-country.ts';

const ESTONIAN = '60001019906';
const FINNISH = '131052-308T';

describe('what a prescription country brings', () => {
  it('compensates an Estonian patient in the stores whose country is Estonia', () => {
    for (const store of ['ee', 'en', 'ru']) expect(hasCompensationFor(store, ESTONIAN)).toBe(true);
    expect(hasCompensationFor('fi', ESTONIAN)).toBe(false);
  });

  it('never compensates a Finnish patient, whatever the store', () => {
    for (const store of ['ee', 'fi', 'en', 'ru']) expect(hasCompensationFor(store, FINNISH)).toBe(false);
    expect(hasCompensationFor('en', FINNISH.toLowerCase())).toBe(false);
  });

  it('compensates nobody on a code that is no personal code', () => {
    expect(hasCompensationFor('ee', '12345')).toBe(false);
  });

  it("offers another person's prescriptions in the Estonian stores, but not to a Finnish patient", () => {
    expect(offersSecondPerson('EE', 'EE')).toBe(true);
    expect(offersSecondPerson('EE', null)).toBe(true);
    expect(offersSecondPerson('EE', 'FI')).toBe(false);
    expect(offersSecondPerson('FI', 'EE')).toBe(false);
  });
});
