/** What the closing rules need of the page: the cart, the server's removal and the notices. */
export interface ClosingFlowDeps {
  /** The cart's id, null before the server made one. */
  cartId(): string | null;
  /** Whether the cart holds prescription lines. */
  hasLines(): boolean;
  /** Whether the shopper is in the prescription centre. */
  inCentre(): boolean;
  /** Asks the server to remove the cart's prescription lines. */
  removeLines(cartId: string): Promise<unknown>;
  /** Pulls the cart until the removed lines are gone from the browser too. */
  dropRemovedLines(): Promise<void>;
  /** A warning that stays until the shopper closes it, already translated. */
  warn(message: { key: 'closingSoon'; minutes: number } | { key: 'removedAtClosing' }): void;
}

/**
 * The pharmacy's closing for a shopper with prescriptions: a warning before closing to one with
 * prescription lines or in the centre, and at closing the lines removed on the server, then in the
 * browser, and the shopper told. One removal at a time; a failed one is tried again at the next
 * closing tick, as the lines are still there.
 */
export function createClosingFlow(deps: ClosingFlowDeps) {
  let removing = false;
  return {
    onWarning(minutes: number): void {
      if (deps.hasLines() || deps.inCentre()) deps.warn({ key: 'closingSoon', minutes });
    },

    async onClosed(): Promise<void> {
      const cartId = deps.cartId();
      if (!cartId || !deps.hasLines() || removing) return;
      removing = true;
      try {
        await deps.removeLines(cartId);
        await deps.dropRemovedLines();
        deps.warn({ key: 'removedAtClosing' });
      } catch {
        // The lines stay until the next tick removes them; the shopper is told then.
      } finally {
        removing = false;
      }
    },
  };
}

export type ClosingFlow = ReturnType<typeof createClosingFlow>;
