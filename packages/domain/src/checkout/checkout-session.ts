/** A shopper is 'in checkout' while the state changed within 30 minutes. */
export const CHECKOUT_ACTIVITY_MS = 1_800_000;

export function isInCheckout(modifiedAt: number | null, now: number): boolean {
  return modifiedAt !== null && now - modifiedAt >= 0 && now - modifiedAt <= CHECKOUT_ACTIVITY_MS;
}

/** Verify-paid delay, popup polls and popup size. */
export const PAYMENT_TIMING = {
  verifyPaidDelayMs: 1000,
  maksekeskusPollMs: 1000,
  paytrailPollMs: 500,
  popupWidth: 600,
  popupHeight: 700,
} as const;
