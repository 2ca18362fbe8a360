import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

const screenshotDir = fileURLToPath(new URL('./screenshots', import.meta.url));
mkdirSync(screenshotDir, { recursive: true });

/** What Playwright's browser says when it refuses a service worker (`serviceWorkers: 'block'`). */
export const SERVICE_WORKER_BLOCKED = 'Service Worker registration blocked by Playwright';

/** Every story fails on a console error or an uncaught page error (hydration mismatches included). */
export const test = base.extend<{ consoleErrors: string[] }>({
  page: async ({ page, baseURL }, use, info) => {
    // The cookie notice covers the bottom of the screen; stories about it opt out with a tag. A
    // returning visitor's choice is the browser's claim and the cookie the server reads, so the
    // server leaves the notice out of the page, as it does for them.
    if (!info.tags.includes('@cookie-notice')) {
      await page.addInitScript(() => window.localStorage.setItem('cookiesAccepted', 'true'));
      await page.context().addCookies([{ name: 'cookiesAccepted', value: 'true', url: baseURL! }]);
    }
    await use(page);
  },
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      // Outside the offline stories the browser refuses the service worker (playwright.config.ts).
      if (message.text() === SERVICE_WORKER_BLOCKED) return;
      if (message.type() !== 'error' && message.type() !== 'warning') return;
      // The browser's "Failed to load resource" names no resource: its address is the message's.
      const { url } = message.location();
      errors.push(
        /^Failed to load resource/.test(message.text()) && url ? `${message.text()}: ${url}` : message.text(),
      );
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'console errors and warnings').toEqual([]);
  },
});

export { expect };

/** React has hydrated the page and given the early taps again (early-clicks.ts). */
export const hydrated = (page: Page) =>
  page.waitForFunction(() => (window as unknown as Record<string, unknown>).__apteekEarlyClicks === null);

/**
 * The rules the shop answers for: WCAG 2.2 level A and AA (what the accessibility statement claims),
 * with axe's best practices beside them (landmarks, heading order), which name what a screen reader
 * user meets even where no success criterion fails.
 */
export const ACCESSIBILITY_RULES = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * Axe run in the page itself (its legacy mode): the shop's pages hold no frames, and axe's
 * frame-by-frame mode finishes every look in a blank page it opens for it, which took about twice
 * as long as the look (the phone's home page: 8.1 s against 3.5 s, the same violations found).
 */
const axeOn = (page: Page) => new AxeBuilder({ page }).setLegacyMode();

type AxeResult = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

/**
 * The axe violations of the page as it is now, under the shop's rules; `within` narrows the look to
 * one part (a dialog, the main content) when only that part changed since the last look.
 */
export async function accessibilityViolations(page: Page, within?: string) {
  const builder = axeOn(page)
    .options({
      // A control's name holds its visible words (success criterion 2.5.3); axe counts the rule as
      // experimental and leaves it out unless asked.
      rules: { 'label-content-name-mismatch': { enabled: true } },
      // Every rule still runs, but only the violations are written out in full: a selector for each
      // passing element was a fifth of a look's time (the WCAG walk's looks: 41.2 s against 32.6 s).
      resultTypes: ['violations'],
    })
    .withTags(ACCESSIBILITY_RULES);
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  const targetSize = violations.find((violation) => violation.id === 'target-size');
  if (!targetSize) return violations;
  const nodes = await targetsTooSmallInView(page, targetSize.nodes);
  const others = violations.filter((violation) => violation !== targetSize);
  return nodes.length > 0 ? [...others, { ...targetSize, nodes }] : others;
}

/**
 * The targets that stay too small where a shopper would tap them. Axe measures a target where the
 * page is scrolled when it looks: one that the phone's fixed bottom bar half covers there counts as a
 * few pixels tall, though a shopper scrolling to it meets it whole. Each is scrolled to the middle of
 * the screen and measured again (with the others still in question, which pass if whole there).
 */
async function targetsTooSmallInView(page: Page, nodes: AxeResult['nodes']) {
  const selectorOf = (node: AxeResult['nodes'][number]) => node.target.join(' ');
  const small: AxeResult['nodes'] = [];
  let remaining = nodes;
  while (remaining.length > 0) {
    const [first, ...rest] = remaining as [AxeResult['nodes'][number], ...AxeResult['nodes']];
    await page
      .locator(selectorOf(first))
      .first()
      .evaluate((element) => element.scrollIntoView({ block: 'center' }));
    const again = remaining.reduce(
      (builder, node) => builder.include(selectorOf(node)),
      axeOn(page).withRules(['target-size']),
    );
    const { violations } = await again.analyze();
    const stillSmall = new Set(violations.flatMap((violation) => violation.nodes.map(selectorOf)));
    if (stillSmall.has(selectorOf(first))) small.push(first);
    remaining = rest.filter((node) => stillSmall.has(selectorOf(node)));
  }
  await page.evaluate(() => window.scrollTo(0, 0));
  return small;
}

/** Each violation named by its rule and its elements, as a failed expectation prints them. */
export function describeViolations(violations: AxeResult[]) {
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * No serious or critical accessibility violation on the page as it is now; each named by rule and
 * element. A story that opened one part over a page the WCAG walk (accessibility.spec.ts) already
 * looks at names that part (`within`, a CSS selector): a look at a long page costs seconds.
 */
export async function expectNoSeriousViolations(page: Page, within?: string): Promise<void> {
  const violations = await accessibilityViolations(page, within);
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(describeViolations(serious)).toEqual([]);
}

/** Saves a screenshot named after the story and the device project, of the whole page unless told. */
export async function saveScreenshot(
  page: Page,
  name: string,
  project: string,
  { fullPage = true } = {},
): Promise<void> {
  // The picture is for people to look at, not part of what the story proves: its time is added to
  // the story's rather than taken from it. A full-page shot of a long page has taken over 20 s on a
  // busy two-core machine, after the story itself had used most of its 30 s.
  base.info().setTimeout(base.info().timeout + 30_000);
  const path = `${screenshotDir}/${name}-${project}.png`;
  // One picture pixel per CSS pixel: at the phone's device scale (2.625) a long page was over 26,000
  // pixels tall, past what Chrome captures in one piece, and one such shot took the story's whole
  // 150 s on a slow two-core machine. A phone's page is judged at the width it is laid out for.
  const options = { path, scale: 'css' } as const;
  // A dialog over the page is pictured as the screen shows it: the page behind is not what is judged.
  if (!fullPage) return void (await page.screenshot(options));
  // The page hydrated (the early-tap recorder given back, early-clicks.ts; a page not of the app has
  // none), as the stories after a picture expect to find it, and every image in it: the lazy ones
  // below the fold are asked for now, as a shopper scrolling down would have them. A scroll through
  // the page with a pause a screen and the network's idle half-second cost each picture one to three
  // seconds, and neither said that the images were there.
  await page.waitForFunction(
    () => !Array.isArray((window as unknown as Record<string, unknown>).__apteekEarlyClicks),
  );
  await page.evaluate(async () => {
    const images = Array.from(document.images);
    for (const image of images) if (image.loading === 'lazy') image.loading = 'eager';
    // A broken image is pictured as the shopper would see it; the stories' console check names it.
    await Promise.all(images.map((image) => image.decode().catch(() => undefined)));
  });
  // Parts below the fold are rendered only near the viewport (content-visibility, app.css), which a
  // full-page picture is not; a shopper scrolling sees each of them drawn as it comes near. They are
  // drawn for the picture through the CSS object model (the page's policy refuses a style element).
  const renderAll = (isOn: boolean) =>
    page.evaluate((on) => {
      for (const element of Array.from(document.querySelectorAll<HTMLElement>('.below-fold'))) {
        if (on) element.style.setProperty('content-visibility', 'visible');
        else element.style.removeProperty('content-visibility');
      }
    }, isOn);
  await renderAll(true);
  await page.screenshot({ ...options, fullPage: true });
  await renderAll(false);
}
