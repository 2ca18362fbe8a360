// The browser stories drive Debian's Chromium (e2e/playwright.config.ts launches CHROMIUM_PATH, or
// /usr/bin/chromium). Without it `npm test` would run the checks, the build and the unit and
// integration tests for minutes and then fail every story; it says so in one line before anything.
import { existsSync } from 'node:fs';

export const DEFAULT_CHROMIUM = '/usr/bin/chromium';

/** The Chromium the stories launch, read as e2e/playwright.config.ts reads it. */
export function chromiumPath(env = process.env) {
  return env.CHROMIUM_PATH ?? DEFAULT_CHROMIUM;
}

/**
 * One line saying how to get the stories' Chromium, or null when it is there.
 * @param {string} path
 * @param {(path: string) => boolean} [exists]
 * @returns {string | null}
 */
export function missingChromium(path, exists = existsSync) {
  if (exists(path)) return null;
  return (
    `npm test needs Chromium for the browser stories and found none at ${path}: ` +
    'run `apt-get install -y chromium` (Debian) or set CHROMIUM_PATH'
  );
}
