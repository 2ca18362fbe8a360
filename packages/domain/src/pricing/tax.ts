/**
 * Tax contained in a gross amount is gross / (1 + rate) × rate (rate as a fraction).
 * Amounts are integer cents; the result is rounded to the nearest cent.
 */
export function taxFromGross(grossCents: number, ratePercent: number): number {
  const rate = ratePercent / 100;
  return Math.round((grossCents / (1 + rate)) * rate);
}

/**
 * Re-prices a gross amount from the catalogue's tax origin to another country's rate: the net
 * price stays, the VAT changes (an Estonian 9 % medicine price shown in Finland at 13.5 %).
 */
export function regrossPrice(grossCents: number, fromRatePercent: number, toRatePercent: number): number {
  if (fromRatePercent === toRatePercent) return grossCents;
  return Math.round((grossCents * (100 + toRatePercent)) / (100 + fromRatePercent));
}
