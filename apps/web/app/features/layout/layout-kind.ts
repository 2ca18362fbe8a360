import type { UIMatch } from 'react-router';

/** Layouts: default chrome, minimal (logo and footer) or empty. */
export type LayoutKind = 'default' | 'minimal' | 'empty';

const KINDS: readonly LayoutKind[] = ['default', 'minimal', 'empty'];

/**
 * The deepest route's choice wins: a route module says `export const handle = { layout: 'minimal' }`.
 */
export function layoutKindOf(matches: readonly UIMatch[]): LayoutKind {
  for (const match of [...matches].reverse()) {
    const kind = (match.handle as { layout?: unknown } | undefined)?.layout;
    const known = KINDS.find((candidate) => candidate === kind);
    if (known) return known;
  }
  return 'default';
}
