/** Money is integer cents inside; the JSON API shows euros as numbers with two decimals. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** A two-decimal amount from outside (a form, a provider) back to integer cents. */
export function amountToCents(amount: number): number {
  return Math.round(amount * 100);
}
