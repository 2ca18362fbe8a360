export interface MergeableLine {
  key: string;
  qty: number;
}

export interface CustomerCart<Line extends MergeableLine> {
  lines: readonly Line[];
  /** Guest carts already merged into this one, so a repeated login merge adds nothing. */
  mergedCartIds: readonly string[];
}

/**
 * At login the guest cart joins the customer's cart: the same product sums its quantities once
 * (the prior system's #3995), other lines are added. Merging the same guest cart again changes
 * nothing, which is what keeps a reload after login from doubling quantities (#5743).
 */
export function mergeCarts<Line extends MergeableLine>(
  customer: CustomerCart<Line>,
  guest: { cartId: string; lines: readonly Line[] },
): CustomerCart<Line> {
  if (customer.mergedCartIds.includes(guest.cartId)) return customer;
  const lines = customer.lines.map((line) => ({ ...line }));
  for (const guestLine of guest.lines) {
    const existing = lines.find((line) => line.key === guestLine.key);
    if (existing) existing.qty += guestLine.qty;
    else lines.push({ ...guestLine });
  }
  return { lines, mergedCartIds: [...customer.mergedCartIds, guest.cartId] };
}
