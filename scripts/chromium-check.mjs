// The browser stories drive Debian's Chromium: its headless shell (package chromium-headless-shell,
// the same engine and version without the browser's own window layers, the build Playwright itself
// launches for headless runs) where it is installed, else the full browser (package chromium);
// CHROMIUM_PATH names another. The shell ran the same stories on about 28 % less CPU, and the
// stories' phase is bound by the browsers' CPU (docs/PERFORMANCE.md). Without either, `npm test`
// would run the checks, the build and the unit and integration tests for minutes and then fail every
// story; it says so in one line before anything.
import { existsSync } from 'node:fs';

export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The Chromium the stories launch (e2e/playwright.config.ts reads it here).
 * @param {Record<string, string | undefined>} [env]
 * @param {(path: string) => boolean} [exists]
 * @returns {string}
 */
export function chromiumPath(env = process.env, exists = existsSync) {
  return env.CHROMIUM_PATH ?? (exists(HEADLESS_SHELL) ? HEADLESS_SHELL : DEBIAN_CHROMIUM);
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
    'run `apt-get install -y chromium-headless-shell` (Debian) or set CHROMIUM_PATH'
  );
}
