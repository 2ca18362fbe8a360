import type { StoreView } from '../store/store-views.ts';

type Locale = StoreView['i18n']['locale'];

/**
 * How each store's locale writes a number (CLDR, as `Intl.NumberFormat` writes it): decimal and
 * group separators, the minus sign, and from how many integer digits it groups (Estonian leaves
 * 1000 ungrouped and writes 10 000).
 */
const SYMBOLS: Readonly<
  Record<Locale, { decimal: string; group: string; minus: string; groupFrom: number }>
> = {
  'et-EE': { decimal: ',', group: '\u00a0', minus: '\u2212', groupFrom: 5 },
  'fi-FI': { decimal: ',', group: '\u00a0', minus: '\u2212', groupFrom: 4 },
  'en-US': { decimal: '.', group: ',', minus: '-', groupFrom: 4 },
  'ru-RU': { decimal: ',', group: '\u00a0', minus: '-', groupFrom: 4 },
};

/**
 * A number as `new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits })`
 * writes it (rounded half away from zero on its shortest decimal form), without `Intl`: the first
 * `Intl.NumberFormat` of a page costs the browser a long task while it loads the locale's data,
 * in the middle of hydration (docs/PERFORMANCE.md). The property test holds it to `Intl`.
 */
export function formatDecimal(
  value: number,
  locale: Locale,
  minFraction: number,
  maxFraction: number,
): string {
  const symbols = SYMBOLS[locale];
  const { whole, fraction } = rounded(Math.abs(value), maxFraction);
  let digits = fraction;
  while (digits.length > minFraction && digits.endsWith('0')) digits = digits.slice(0, -1);
  digits = digits.padEnd(minFraction, '0');
  const grouped =
    whole.length >= symbols.groupFrom ? whole.replace(/\B(?=(\d{3})+$)/g, symbols.group) : whole;
  const negative = value < 0 || Object.is(value, -0);
  return `${negative ? symbols.minus : ''}${grouped}${digits ? symbols.decimal + digits : ''}`;
}

/** `value` (≥ 0) rounded half up to `maxFraction` decimals of its shortest decimal form. */
function rounded(value: number, maxFraction: number): { whole: string; fraction: string } {
  const plain = /e/.test(String(value)) ? value.toFixed(Math.min(maxFraction + 1, 100)) : String(value);
  const [whole = '0', fraction = ''] = plain.split('.');
  if (fraction.length <= maxFraction) return { whole, fraction };
  const kept = whole + fraction.slice(0, maxFraction);
  const up = fraction.charCodeAt(maxFraction) >= 53; // '5'
  const digits = up ? (BigInt(kept) + 1n).toString().padStart(kept.length, '0') : kept;
  const split = digits.length - maxFraction;
  return { whole: digits.slice(0, split) || '0', fraction: digits.slice(split) };
}
