import type { KeyboardEvent } from 'react';

const STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowDown: (index, count) => (index + 1) % count,
  ArrowUp: (index, count) => (index - 1 + count) % count,
  Home: () => 0,
  End: (_index, count) => count - 1,
};

/**
 * Moves focus among the elements matching `selector` with the arrow, Home and End keys, wrapping
 * around; returns whether the key was one of them.
 */
export function focusSibling(event: KeyboardEvent<HTMLElement>, selector: string): boolean {
  const step = STEPS[event.key];
  if (!step) return false;
  const items = [...document.querySelectorAll<HTMLElement>(selector)];
  const index = items.indexOf(document.activeElement as HTMLElement);
  items[step(Math.max(index, 0), items.length)]?.focus();
  return true;
}
