declare const CENTS: unique symbol;

/**
 * An amount of money in integer cents. The browser's stores and components hold money only as
 * Cents; a euro amount from an answer becomes Cents where the answer is parsed, and leaves as text
 * only through the storefront's formatMoney.
 */
export type Cents = number & { readonly [CENTS]: true };

/** Integer cents as Cents: a fraction of a cent is rounded away. */
export function cents(value: number): Cents {
  return Math.round(value) as Cents;
}

/** The price of `qty` items at `unit` each. */
export function timesQty(unit: Cents, qty: number): Cents {
  return cents(unit * qty);
}

/** Money is integer cents inside; the JSON API shows euros as numbers with two decimals. */
export function centsToAmount(cents: number): number {
  return Math.round(cents) / 100;
}

/** A two-decimal amount from outside (a form, a provider) back to integer cents. */
export function amountToCents(amount: number): Cents {
  return Math.round(amount * 100) as Cents;
}

/** Cents as the decimal the JSON API and machine-read documents show: '12.30'. */
export function centsToDecimal(value: number): string {
  return centsToAmount(value).toFixed(2);
}
