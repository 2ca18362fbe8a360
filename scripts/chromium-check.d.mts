/** See chromium-check.mjs. */
export const HEADLESS_SHELL: string;
export const DEBIAN_CHROMIUM: string;
export function chromiumPath(
  env?: Record<string, string | undefined>,
  exists?: (path: string) => boolean,
): string;
export function missingChromium(path: string, exists?: (path: string) => boolean): string | null;
