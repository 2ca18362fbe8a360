import { describe, expect, it } from 'vitest';
import { birthDateOfPersonalCode, patientAge, suitsAge } from './patient-age.ts';

describe('birthDateOfPersonalCode', () => {
  it('reads the century and date of an Estonian code', () => {
    expect(birthDateOfPersonalCode('60001019906')).toBe('2000-01-01');
    expect(birthDateOfPersonalCode('38412319871')).toBe('1984-12-31');
  });

  it('reads the century sign of a Finnish code, old and new letters', () => {
    expect(birthDateOfPersonalCode('131052-308T')).toBe('1952-10-13');
    expect(birthDateOfPersonalCode('100190Y999P')).toBe('1990-01-10');
  });

  it('gives nothing for a code that does not validate', () => {
    expect(birthDateOfPersonalCode('60001019907')).toBeNull();
    expect(birthDateOfPersonalCode('hello')).toBeNull();
  });
});

describe('patientAge', () => {
  it('counts a year only from the birthday on', () => {
    expect(patientAge('38412319871', '2026-12-30')).toBe(41);
    expect(patientAge('38412319871', '2026-12-31')).toBe(42);
  });
});

describe('suitsAge', () => {
  it('lets a product without age groups suit anyone', () => {
    expect(suitsAge([], 3)).toBe(true);
  });

  it('refuses an adult product to a child and a child suspension to an adult', () => {
    expect(suitsAge(['adults'], 9)).toBe(false);
    expect(suitsAge(['infants', 'children-2-6', 'children-6-12'], 40)).toBe(false);
    expect(suitsAge(['infants', 'children-2-6', 'children-6-12'], 4)).toBe(true);
  });

  it('counts seniors as adults', () => {
    expect(suitsAge(['adults'], 84)).toBe(true);
  });

  it('refuses an age group product when the age is unknown', () => {
    expect(suitsAge(['adults'], null)).toBe(false);
  });
});
