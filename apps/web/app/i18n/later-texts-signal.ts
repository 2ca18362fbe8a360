/**
 * Tells the browser's catalogues that a part about to load may write later texts, so they are
 * fetched beside its code rather than after it (catalogue-modules.ts listens). Kept apart from
 * the catalogues, so that what signals needs nothing of the build's catalogue addresses.
 */
let listener: ((part: string) => void) | null = null;

/** `part`: which of the later texts (catalogue-loader.ts, `LaterPart`), the shared ones by default. */
export function wantLaterTexts(part = 'later'): void {
  listener?.(part);
}

export function onLaterTextsWanted(listen: (part: string) => void): void {
  listener = listen;
}
