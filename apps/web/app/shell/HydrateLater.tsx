import { Suspense, type ReactNode } from 'react';

/**
 * A part of the page below the first screen, in a Suspense boundary of its own: the server's markup
 * stays as it is while React hydrates the page above it, and the part is hydrated afterwards at low
 * priority in small tasks (React hydrates a server-rendered boundary at offscreen priority), so it
 * adds nothing to the long task that holds the first interaction. A click on it before
 * then makes React hydrate it first. Nothing in it suspends: the fallback is never shown.
 * Pair it with the `below-fold` class (app.css) on its sections, which spares their layout too.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
