import { describe, expect, it } from 'vitest';
import { chromiumPath, DEBIAN_CHROMIUM, HEADLESS_SHELL, missingChromium } from './chromium-check.mjs';

describe('the Chromium check before npm test', () => {
  it('looks where the stories launch it: CHROMIUM_PATH, else Debian’s headless shell, else its browser', () => {
    expect(chromiumPath({ CHROMIUM_PATH: '/opt/chromium/chrome' }, () => true)).toBe('/opt/chromium/chrome');
    expect(chromiumPath({}, (path) => path === HEADLESS_SHELL)).toBe(HEADLESS_SHELL);
    expect(chromiumPath({}, () => false)).toBe(DEBIAN_CHROMIUM);
  });

  it('passes when the executable is there', () => {
    expect(missingChromium('/usr/bin/chromium', (path) => path === '/usr/bin/chromium')).toBeNull();
  });

  it('says in one line where it looked and how to get it when it is not', () => {
    const line = missingChromium('/usr/bin/chromium', () => false);
    expect(line).toBe(
      'npm test needs Chromium for the browser stories and found none at /usr/bin/chromium: ' +
        'run `apt-get install -y chromium-headless-shell` (Debian) or set CHROMIUM_PATH',
    );
    expect(line).not.toContain('\n');
  });
});
