import { describe, expect, it, vi } from 'vitest';
import { createClosingFlow, type ClosingFlowDeps } from './closing-flow.ts';

function setUp(overrides: Partial<ClosingFlowDeps> = {}) {
  let lines = true;
  const deps = {
    cartId: () => 'cart-1',
    hasLines: () => lines,
    inCentre: () => false,
    removeLines: vi.fn(async () => {
      lines = false;
    }),
    dropRemovedLines: vi.fn(async () => {}),
    warn: vi.fn(),
    ...overrides,
  };
  return { deps, flow: createClosingFlow(deps), setLines: (value: boolean) => (lines = value) };
}

describe('the closing flow', () => {
  it('removes the prescription lines at closing, then drops them in the browser and tells the shopper', async () => {
    const { deps, flow } = setUp();
    await flow.onClosed();
    expect(deps.removeLines).toHaveBeenCalledWith('cart-1');
    expect(deps.dropRemovedLines).toHaveBeenCalledOnce();
    expect(deps.warn).toHaveBeenCalledWith({ key: 'removedAtClosing' });
  });

  it('does nothing at closing without prescription lines or a cart', async () => {
    const withoutLines = setUp();
    withoutLines.setLines(false);
    await withoutLines.flow.onClosed();
    const withoutCart = setUp({ cartId: () => null });
    await withoutCart.flow.onClosed();
    expect(withoutLines.deps.removeLines).not.toHaveBeenCalled();
    expect(withoutCart.deps.removeLines).not.toHaveBeenCalled();
  });

  it('runs one removal at a time', async () => {
    let finish!: () => void;
    const { deps, flow } = setUp({
      removeLines: vi.fn(() => new Promise<void>((resolve) => (finish = resolve))),
    });
    const first = flow.onClosed();
    await flow.onClosed();
    finish();
    await first;
    expect(deps.removeLines).toHaveBeenCalledOnce();
  });

  it('tells nothing when the removal fails, and tries again at the next tick', async () => {
    const removeLines = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(undefined);
    const { deps, flow } = setUp({ removeLines });
    await flow.onClosed();
    expect(deps.warn).not.toHaveBeenCalled();
    await flow.onClosed();
    expect(removeLines).toHaveBeenCalledTimes(2);
    expect(deps.warn).toHaveBeenCalledWith({ key: 'removedAtClosing' });
  });

  it('warns before closing a shopper with prescription lines or in the centre', () => {
    const holding = setUp();
    holding.flow.onWarning(15);
    expect(holding.deps.warn).toHaveBeenCalledWith({ key: 'closingSoon', minutes: 15 });

    const browsing = setUp();
    browsing.setLines(false);
    browsing.flow.onWarning(15);
    expect(browsing.deps.warn).not.toHaveBeenCalled();

    const inCentre = setUp({ inCentre: () => true });
    inCentre.setLines(false);
    inCentre.flow.onWarning(5);
    expect(inCentre.deps.warn).toHaveBeenCalledWith({ key: 'closingSoon', minutes: 5 });
  });
});
