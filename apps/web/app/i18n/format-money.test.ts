import { STORE_VIEWS } from '@apteek/domain';
import { describe, expect, it } from 'vitest';
import { formatMoney } from './format-money.ts';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('writes the amount before the sign with a decimal comma in the Estonian store', () => {
    expect(formatMoney(349, STORE_VIEWS.ee.i18n)).toBe(`3,49${NBSP}€`);
  });

  it('uses a decimal point in the English store', () => {
    expect(formatMoney(349, STORE_VIEWS.en.i18n)).toBe(`3.49${NBSP}€`);
  });

  it('uses a decimal comma in the Russian and Finnish stores', () => {
    expect(formatMoney(349, STORE_VIEWS.ru.i18n)).toBe(`3,49${NBSP}€`);
    expect(formatMoney(349, STORE_VIEWS.fi.i18n)).toBe(`3,49${NBSP}€`);
  });

  it('always shows two decimals', () => {
    expect(formatMoney(500, STORE_VIEWS.en.i18n)).toBe(`5.00${NBSP}€`);
    expect(formatMoney(0, STORE_VIEWS.ee.i18n)).toBe(`0,00${NBSP}€`);
  });

  it('groups thousands the way the locale does', () => {
    expect(formatMoney(123456, STORE_VIEWS.en.i18n)).toBe(`1,234.56${NBSP}€`);
    // Estonian groups only from five integer digits on.
    expect(formatMoney(123456, STORE_VIEWS.ee.i18n)).toBe(`1234,56${NBSP}€`);
    expect(formatMoney(1234567, STORE_VIEWS.ee.i18n)).toBe(`12${NBSP}345,67${NBSP}€`);
  });
});
