/** ISO calendar date, 'YYYY-MM-DD'. */
export type IsoDate = string;

export interface PriceSource {
  /** Regular price in cents. */
  price: number;
  specialPrice: number | null;
  specialFromDate: IsoDate | null;
  specialToDate: IsoDate | null;
}

/**
 * A special price applies only when it is below the original price and today lies
 * within [special_from_date, special_to_date]; either end may be open. Otherwise it is zeroed.
 */
export function activeSpecialPrice(source: PriceSource, today: IsoDate): number | null {
  const { price, specialPrice, specialFromDate, specialToDate } = source;
  if (specialPrice === null || specialPrice >= price) return null;
  if (specialFromDate !== null && today < specialFromDate) return null;
  if (specialToDate !== null && today > specialToDate) return null;
  return specialPrice;
}

export function finalPrice(source: PriceSource, today: IsoDate): number {
  return activeSpecialPrice(source, today) ?? source.price;
}

/** Discount percentage is 100 minus the rounded ratio of final to original price. */
export function discountPercent(finalCents: number, originalCents: number): number {
  if (originalCents <= 0) return 0;
  return 100 - Math.round((finalCents / originalCents) * 100);
}
