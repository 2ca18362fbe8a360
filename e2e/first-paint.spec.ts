import type { Page } from '@playwright/test';
import { watchLargestPaints } from './analytics-actions.ts';
import { cartButton, expectCartCount } from './cart-actions.ts';
import { expect, hydrated, saveScreenshot, test } from './fixtures.ts';

/**
 * What the first paint shows comes with the server's page. The cookie notice is in
 * the HTML for a first visit and left out once accepted, the stylesheet and the LCP image go out
 * before the scripts, which are requested only after the page has loaded and painted (a tap before
 * then is kept), and the checkout's body arrives without moving what is on screen.
 */

/**
 * The page hydrated: the recorder of early taps is done, the stylesheet is still there and applies
 * (the skip link is visually hidden), and the cart button opens the drawer. The stories find
 * elements by role and text, which an unstyled page has too: a hydration that dropped the
 * stylesheet from the head went unnoticed by all but a few of them.
 */
async function expectHydrated(page: Page) {
  await hydrated(page);
  await expect(page.locator('head link[rel="stylesheet"]')).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toHaveCSS('position', 'absolute');
  await cartButton(page).click();
  await expect(page.getByRole('dialog', { name: 'Shopping cart' })).toBeVisible();
}

/**
 * Records the page's layout shifts not caused by input, as the CLS metric counts them, with what
 * moved in each (the element and its boxes before and after), for the failure's message.
 */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    interface Shift {
      value: number;
      hadRecentInput: boolean;
      sources: { node?: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    const box = (r: DOMRectReadOnly) => [r.x, r.y, r.width, r.height].map(Math.round).join(',');
    const named = (node?: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''} "${(node.textContent ?? '').trim().slice(0, 40)}"`
        : String(node?.nodeName ?? 'gone');
    const shifts: { value: number; at: number; moved: string[] }[] = [];
    (window as unknown as { layoutShifts: typeof shifts }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as (Shift & PerformanceEntry)[]) {
        if (entry.hadRecentInput) continue;
        const moved = entry.sources.map(
          (s) => `${named(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`,
        );
        shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** Holds the client entry back (the page stays as served) until the returned function is called. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entry.client-*.js', async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/** The page's layout shifts so far add up to at most 0.02; a failure names what moved, and when. */
async function expectLittleShift(page: Page) {
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: { value: number }[] }).layoutShifts,
  );
  const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
  expect(total, `layout shifts: ${JSON.stringify(shifts, null, 1)}`).toBeLessThanOrEqual(0.02);
}

test.describe('first paint', () => {
  test(
    'the cookie notice is in the first visit’s page and gone from the page once accepted',
    { tag: '@cookie-notice' },
    async ({ page, consoleErrors }, info) => {
      const first = await page.request.get('/en/checkout');
      expect(await first.text()).toContain('aria-label="Cookies"');

      await page.goto('/en/checkout');
      const notice = page.getByRole('region', { name: 'Cookies' });
      await expect(notice).toBeVisible();
      await saveScreenshot(page, 'first-paint-cookie-notice', info.project.name);
      await notice.getByRole('button', { name: 'Accept' }).click();
      await expect(notice).toHaveCount(0);

      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === 'cookiesAccepted')?.value).toBe('true');
      // The browser's request carries the cookie, so the server leaves the notice out.
      const again = await page.request.get('/en/checkout');
      expect(await again.text()).not.toContain('aria-label="Cookies"');
      await page.reload();
      await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible();
      await expect(notice).toHaveCount(0);
      expect(consoleErrors).toEqual([]);
    },
  );

  test('the product page preloads its image, and no script is in the HTML to compete with it', async ({
    page,
  }) => {
    await page.goto('/en/p/PARA-500-10/-');
    const html = await (await page.request.get(page.url())).text();
    expect(html).toMatch(/<link rel="preload" as="image"[^>]*fetchPriority="high"/);
    expect(html).not.toMatch(/<link rel="modulepreload"|<script[^>]*type="module"|<script[^>]*src=/);
    const mainImage = page.getByRole('img', { name: /Paracetamol 500 mg/ }).first();
    await expect(mainImage).toHaveAttribute('fetchpriority', 'high');
    await expect(mainImage).not.toHaveAttribute('loading', 'lazy');
  });

  for (const [what, path] of [
    ['home', '/en'],
    ['category', '/en/c/medicines'],
    ['product', '/en/p/PARA-500-10/-'],
    ['checkout', '/en/checkout'],
  ] as const) {
    test(`the ${what} page paints, then loads its scripts and hydrates`, async ({ page, consoleErrors }) => {
      await watchLargestPaints(page);
      await page.goto(path);
      await expectHydrated(page);
      const { paints, loaded, scripts } = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
        return {
          paints: (window as unknown as { paints: number[] }).paints,
          loaded: navigation!.loadEventStart,
          scripts: performance
            .getEntriesByType('resource')
            .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
            .map((entry) => entry.startTime),
        };
      });
      expect(scripts.length, 'the page’s modules').toBeGreaterThan(3);
      const firstScript = Math.min(...scripts);
      expect(firstScript, 'scripts after the load event').toBeGreaterThanOrEqual(loaded);
      expect(
        paints.filter((time) => time < firstScript).length,
        'a largest paint before any script',
      ).toBeGreaterThan(0);
      expect(consoleErrors).toEqual([]);
    });
  }

  test('a tap on “Add to cart” before the scripts arrive is added once they have', async ({
    page,
    consoleErrors,
  }, info) => {
    const release = await holdEntryScript(page);
    await page.goto('/en/p/IBU-400-20/-');
    await page.getByRole('button', { name: /^Add to cart$/ }).click();
    expect(
      await page.evaluate(() => (window as unknown as Record<string, unknown>).__apteekEarlyClicks),
    ).toHaveLength(1);
    release();
    await expectCartCount(page, 1);
    await expect(page.getByText('New item added to cart')).toBeVisible();
    await saveScreenshot(page, 'first-paint-early-tap', info.project.name);
    expect(consoleErrors).toEqual([]);
  });

  test(
    'a price filter chosen before the scripts arrive is applied once they have',
    { tag: '@phone' },
    async ({ page, consoleErrors }, info) => {
      const isPhone = info.project.name === 'phone';
      const release = await holdEntryScript(page);
      await page.goto('/en/c/health-devices');
      // On a phone the panel opens as the link's target, without scripts, and its button submits.
      if (isPhone) await page.getByRole('link', { name: /^Filters/ }).click();
      await page
        .locator('#filters')
        .getByRole('radio', { name: /^< 50\.00\s€/ })
        .check();
      if (isPhone)
        await page
          .locator('#filters')
          .getByRole('button', { name: /^Show \d+ products?$/ })
          .click();
      release();
      await hydrated(page);
      // Then the filter's wait, the listing's data and the address: slow beside a full suite.
      await expect(page).toHaveURL(/\/en\/c\/health-devices\?price=0-50$/, { timeout: 15_000 });
      // The phone's panel has closed on the results, its choice kept.
      if (isPhone) await expect(page.locator('#filters')).toBeHidden();
      await expect(
        page.locator('#filters').getByRole('radio', { name: /^< 50\.00\s€/, includeHidden: true }),
      ).toBeChecked();
      expect(consoleErrors).toEqual([]);
    },
  );

  test(
    'a phone’s filter panel opened before the scripts arrive closes once they have',
    { tag: '@phone' },
    async ({ page, consoleErrors }, info) => {
      test.skip(info.project.name !== 'phone', 'the panel is a sidebar on wider screens');
      const release = await holdEntryScript(page);
      await page.goto('/en/c/medicines');
      await page.getByRole('link', { name: /^Filters/ }).click();
      await expect(page.locator('#filters')).toBeVisible();
      release();
      await hydrated(page);
      // Hydrated, the panel is the dialog it would have been if opened then.
      const panel = page.getByRole('dialog', { name: 'Filters' });
      await expect(panel).toBeVisible();
      await saveScreenshot(page, 'first-paint-filters-kept-open', info.project.name, { fullPage: false });
      await panel.getByRole('button', { name: 'Close' }).click();
      await expect(page.locator('#filters')).toBeHidden();
      await expect(page.getByRole('link', { name: /^Filters/ })).toBeFocused();
      expect(consoleErrors).toEqual([]);
    },
  );

  test('a guest’s product page loads no code of the prescription centre or the staff area', async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text());
    });
    await page.goto('/p/IBU-400-20/-');
    await hydrated(page);
    // Once hydrated, whatever the page starts on idle has had its time to load too.
    await page.waitForLoadState('networkidle');
    const code = (await Promise.all(scripts)).join('\n');
    expect(code.includes('/api/newsletter'), 'the page’s own code was read').toBe(true);
    // Their API calls stand for their code: the centre's watch loads once a prescription line is in
    // the cart or the centre is open (the prescription stories), the staff area in its own pages.
    expect(code.includes('/api/prescription/'), 'the prescription centre’s code').toBe(false);
    expect(code.includes('/api/staff/'), 'the staff area’s code').toBe(false);
  });

  test('an Estonian product page loads the first texts only; the cart’s come with the cart', async ({
    page,
  }, info) => {
    const texts: string[] = [];
    page.on('request', (request) => {
      const name = /\/assets\/(texts-[\w-]+)-[\w-]{10}\.js$/.exec(request.url())?.[1];
      if (name) texts.push(name);
    });
    await page.goto('/p/IBU-400-20/-');
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    expect(texts).toEqual(['texts-et']);

    // The cart's code held back a while: its later texts are asked for meanwhile, not after it.
    let textsAskedBeforeCartCode = false;
    await page.route('**/assets/browser-cart-*.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      textsAskedBeforeCartCode = texts.includes('texts-later-et');
      await route.continue();
    });
    await page.getByRole('main').getByRole('button', { name: 'Lisa ostukorvi' }).click();
    const cart = page
      .getByRole('button', { name: /Tooteid korvis: 1$/ })
      .filter({ visible: true })
      .first();
    await expect(cart).toBeVisible();
    await cart.click();
    const drawer = page.getByRole('dialog', { name: 'Ostukorv' });
    // Texts of the later module (i18n/texts-split.ts), in Estonian from the first render.
    await expect(drawer.getByRole('list', { name: 'Tooted ostukorvis' })).toBeVisible();
    await expect(drawer.getByText('Kokku', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Vormista tellimus' })).toBeVisible();
    await expect(drawer.getByText('Grand total')).toHaveCount(0);
    expect(texts).toEqual(['texts-et', 'texts-later-et']);
    expect(textsAskedBeforeCartCode, 'the later texts asked for beside the cart’s code').toBe(true);
    await saveScreenshot(page, 'first-paint-later-texts-cart', info.project.name, { fullPage: false });
  });

  /** A busy server: every API answer comes late, after the page has painted. */
  const slowApi = (page: Page) =>
    page.route('**/api/**', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      // The page may have moved on meanwhile.
      await route.continue().catch(() => undefined);
    });

  test.describe('on a phone with a slow API', () => {
    test.use({ viewport: { width: 412, height: 823 } });

    test('the checkout’s body arrives without moving the page', async ({ page }, info) => {
      await watchLayoutShifts(page);
      await slowApi(page);
      await page.goto('/en/checkout');
      await expect(page.getByText('Your shopping cart is empty.')).toBeVisible();
      await page.waitForTimeout(500);
      await expectLittleShift(page);

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.goto('/en/p/IBU-400-20/-');
      await page.waitForLoadState('networkidle');
      const cartButton = page
        .getByRole('button', { name: /Items in cart: \d+$/ })
        .filter({ visible: true })
        .first();
      await expect(async () => {
        await page.getByRole('button', { name: /^Add to cart$/ }).click();
        await expect(cartButton).toHaveAccessibleName(/: 1$/, { timeout: 3000 });
      }).toPass({ timeout: 20_000 });

      // The cart keeps its number of lines in a cookie, so the server renders the checkout's sections.
      const cartCookie = (await page.context().cookies()).find((cookie) => cookie.name === 'cartLines-en');
      expect(cartCookie?.value).toBe('1');
      await slowApi(page);
      const release = await holdEntryScript(page);
      await page.goto('/en/checkout');
      // As served, before any script: the sections with their headings, the line's place reserved.
      const main = page.getByRole('main');
      const sections = ['Personal details', 'Shipping', 'Payment', 'Order review'];
      for (const name of sections) await expect(main.getByRole('heading', { level: 2, name })).toHaveCount(1);
      await expect(page.locator('#checkout-firstName')).toBeVisible();
      await expect(page.getByText('Your shopping cart is empty.')).toHaveCount(0);
      await saveScreenshot(page, 'first-paint-checkout-served', info.project.name, { fullPage: false });
      const headingTops = () =>
        Promise.all(
          sections.map(
            async (name) => (await main.getByRole('heading', { level: 2, name }).boundingBox())?.y,
          ),
        );
      const servedTops = await headingTops();

      release();
      await hydrated(page);
      await expect(page.getByRole('list', { name: 'Products in the cart' })).toContainText('Ibuprofen');
      await expect(page.locator('#checkout-firstName')).toBeVisible();
      await expect(page.locator('input[name="paymentMethod"]:checked')).toHaveCount(1, { timeout: 15_000 });
      // What the first screen shows stays where it was painted; lower sections grow with their choices.
      const [personal, shipping] = await headingTops();
      expect([personal, shipping]).toEqual(servedTops.slice(0, 2));
      await expectLittleShift(page);
      await saveScreenshot(page, 'first-paint-checkout', info.project.name);
    });
  });

  test(
    'the prescription centre comes with its lead and its hours in the page, and nothing moves once the scripts run',
    { tag: '@phone' },
    async ({ page, consoleErrors }, info) => {
      await watchLayoutShifts(page);
      await slowApi(page);
      const release = await holdEntryScript(page);
      await page.goto('/en/prescriptions');
      // As served, before any script: the heading, the lead, the hours and the guide's link.
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1, name: 'Your prescriptions' })).toBeVisible();
      await expect(main.getByText('See your valid e-prescriptions and buy the medicine')).toBeVisible();
      const hours = main.getByRole('region', { name: 'Prescription hours' });
      await expect(hours).toContainText('00:00–24:00');
      await saveScreenshot(page, 'first-paint-prescriptions-served', info.project.name, { fullPage: false });
      const guideTop = await main
        .getByRole('link', { name: 'How the prescription centre works' })
        .boundingBox();

      // The browser's own check of the hours answers late and says the same; the guest is asked to log in.
      const timesAnswered = page.waitForResponse('**/api/prescription/opening-times');
      release();
      await hydrated(page);
      await timesAnswered;
      await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(hours).toContainText('00:00–24:00');
      expect(
        await main.getByRole('link', { name: 'How the prescription centre works' }).boundingBox(),
      ).toEqual(guideTop);
      await expectLittleShift(page);
      await saveScreenshot(page, 'first-paint-prescriptions-hydrated', info.project.name, {
        fullPage: false,
      });
      expect(consoleErrors).toEqual([]);

      // A browser paints what has arrived of a slow page: the header's buttons (a desktop's) are in
      // their place before the search beside them has come, and stay there when it comes.
      const headerCart = page.getByRole('banner').getByRole('button', { name: /Items in cart/ });
      if (await headerCart.isVisible()) {
        const placed = await headerCart.boundingBox();
        await page
          .getByRole('banner')
          .getByRole('search')
          .evaluate((search) => search.parentElement!.remove());
        expect(await headerCart.boundingBox()).toEqual(placed);
      }
    },
  );
});
