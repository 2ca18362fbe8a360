import type { CartCountBy } from '../storefront/layout.ts';

/** The minicart badge: how many lines, or how many units across them. */
export function cartCount(lines: readonly { qty: number }[], by: CartCountBy): number {
  switch (by) {
    case 'lines':
      return lines.length;
    case 'quantity':
      return lines.reduce((sum, line) => sum + line.qty, 0);
    default:
      return by satisfies never;
  }
}
