/**
 * Tells the browser's catalogues that a part about to load may write later texts, so they are
 * fetched beside its code rather than after it (catalogue-modules.ts listens). Kept apart from
 * the catalogues, so that what signals needs nothing of the build's catalogue addresses.
 */
let listener: (() => void) | null = null;

export function wantLaterTexts(): void {
  listener?.();
}

export function onLaterTextsWanted(listen: () => void): void {
  listener = listen;
}
