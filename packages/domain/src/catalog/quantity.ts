/**
 * Quantity strings are parsed as whole numbers. Unlike parseInt, the whole string must
 * be an integer ('3abc', '2.7', '1e3' and '' give null); a sign and surrounding spaces are allowed,
 * so '-1' parses and is left to the callers' own rules.
 */
export function parseQuantity(input: unknown): number | null {
  if (typeof input === 'number') return Number.isSafeInteger(input) ? input : null;
  if (typeof input !== 'string') return null;
  const text = input.trim();
  if (!/^[+-]?\d+$/.test(text)) return null;
  const quantity = Number(text);
  return Number.isSafeInteger(quantity) ? quantity : null;
}

/** Negative quantities add nothing to totals. */
export function lineQuantityForTotals(qty: number): number {
  return Math.max(0, qty);
}

/** The quantity form rule; returns the English message, which is also the i18n key. */
export function validateQuantity(input: unknown): 'Quantity must be positive integer' | null {
  const quantity = parseQuantity(input);
  return quantity !== null && quantity > 0 ? null : 'Quantity must be positive integer';
}
