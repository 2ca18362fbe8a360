import { writeFileSync } from 'node:fs';
import type { Page, TestInfo } from '@playwright/test';
import {
  asOnlyStoryOf,
  authDialog,
  logIn,
  logInAsSandboxPerson,
  newEmail,
  openLogin,
  registerByApi,
} from './account-actions.ts';
import { cartButton, expectCartCount } from './cart-actions.ts';
import { accessibilityViolations, describeViolations, expect, saveScreenshot, test } from './fixtures.ts';
import { logInPharmacist } from './pharmacist-actions.ts';
import { ee } from './store-texts.ts';

/**
 * The accessibility gate: axe with the WCAG 2.2 AA rules on every kind of page on a desktop, and on
 * a phone every page whose phone layout has parts of its own (see the phone's story). Each story walks several page states in one browser page and looks at each; a serious or
 * critical violation fails it, named by state, rule and element, after the whole walk, so one run
 * lists every state's problems. What axe found at each state, of every impact, is written beside the
 * story's results (`axe-<story>.json`) for reading.
 */
class AxeWalk {
  private readonly found: Record<string, { rule: string; impact: string; nodes: string[] }[]> = {};
  private readonly took: Record<string, number> = {};

  constructor(
    private readonly page: Page,
    private readonly info: TestInfo,
  ) {}

  /** Looks at the page (or only the part `within` names, when nothing else changed) as it is now. */
  async look(state: string, within?: string) {
    const started = Date.now();
    const violations = await accessibilityViolations(this.page, within);
    this.found[state] = violations.map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
    }));
    this.took[state] = Date.now() - started;
    const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
    expect.soft(describeViolations(serious), `serious or critical violations: ${state}`).toEqual([]);
  }

  save() {
    const report = { violations: this.found, milliseconds: this.took };
    writeFileSync(this.info.outputPath('axe.json'), JSON.stringify(report, null, 2));
  }
}

async function walk(page: Page, info: TestInfo, story: (look: AxeWalk['look']) => Promise<void>) {
  const axe = new AxeWalk(page, info);
  try {
    await story((state, within) => axe.look(state, within));
  } finally {
    axe.save();
  }
}

/** A page loaded and its scripts settled, so what axe reads is what a shopper meets. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
}

/** Ibuprofen added on its product page in the English store, clicked until the page answers. */
async function addIbuprofen(page: Page) {
  await open(page, '/en/p/IBU-400-20/-');
  await expect(async () => {
    await page.getByRole('main').getByRole('button', { name: 'Add to cart' }).click();
    await expectCartCount(page, 1);
  }).toPass({ timeout: 20_000 });
}

type Look = AxeWalk['look'];

/** The cart drawer over the page and the compare page of the browser's list, each looked at. */
async function lookAtCartDrawerAndCompare(page: Page, info: TestInfo, look: Look) {
  await cartButton(page).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
  await expect(drawer.getByRole('link', { name: 'Proceed to checkout' })).toBeVisible();
  await look('cart drawer open', 'dialog[open]');
  await saveScreenshot(page, 'accessibility-cart-drawer', info.project.name, { fullPage: false });
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await open(page, '/en/compare?skus=IBU-400-20,PARA-500-20');
  await expect(page.getByTestId('compare-table')).toBeVisible();
  await look('compare');
}

/** The checkout of the cart's line, looked at with its form empty and after a submit marked it. */
async function lookAtCheckoutForm(page: Page, look: Look) {
  await open(page, '/en/checkout');
  await expect(page.locator('input[name="paymentMethod"]:checked')).toHaveCount(1);
  await look('checkout, empty form');

  await page.getByRole('button', { name: /^Place order/ }).click();
  await expect(page.getByText('Please check the marked fields.')).toBeVisible();
  await look('checkout, form with errors', 'main');
}

/** A guest's details for a courier order, by the checkout field each goes in. */
const COURIER_CUSTOMER = {
  firstName: 'Mari',
  lastName: 'Maasikas',
  emailAddress: 'mari@example.ee',
  phoneNumber: '5123 4567',
  streetAddress: 'Tartu mnt 10',
  city: 'Tallinn',
  zipCode: '10117',
};

test.describe('every kind of page passes the WCAG 2.2 AA rules', () => {
  test.describe.configure({ timeout: 180_000 });

  test('the shop: home, listings, product, cart, compare, wishlist and the statement', async ({
    page,
  }, info) => {
    await walk(page, info, async (look) => {
      await open(page, '/');
      await look('home');
      await open(page, '/c/ravimid');
      await look('category');
      await open(page, '/en/products?term=ibuprofen');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await look('search with results');
      await open(page, '/en/products?term=qwxzvb');
      await look('search without results');

      await addIbuprofen(page);
      await look('product');
      await page.getByRole('main').getByRole('button', { name: 'Add to wishlist' }).click();
      await page.getByRole('main').getByRole('button', { name: 'Compare', exact: true }).click();
      await lookAtCartDrawerAndCompare(page, info, look);
      await open(page, '/en/wishlist');
      await expect(page.getByTestId('wishlist').getByRole('listitem')).toHaveCount(1);
      await look('wishlist');

      // The statement is reached through the footer's link, as a visitor would find it.
      await open(page, '/');
      await page
        .getByRole('contentinfo')
        .getByRole('link', { name: ee('Accessibility statement') })
        .click();
      await expect(page).toHaveURL(/\/accessibility$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(ee('Accessibility statement'));
      await look('accessibility statement');
      await saveScreenshot(page, 'accessibility-statement-ee', info.project.name);
    });
  });

  test('the checkout: every step to the thank-you page', async ({ page }, info) => {
    await walk(page, info, async (look) => {
      await addIbuprofen(page);
      await lookAtCheckoutForm(page, look);

      for (const [field, value] of Object.entries(COURIER_CUSTOMER)) {
        await page.locator(`#checkout-${field}`).fill(value);
      }
      await page.getByRole('radio', { name: 'Swedbank' }).check();
      await look('checkout, courier and bank link', 'main');

      await page.getByRole('radio', { name: /Omniva parcel machine/ }).check();
      await page.locator('#checkout-parcelMachineId').fill('haapsalu');
      await expect(page.getByRole('radio', { name: /Haapsalu/ }).first()).toBeVisible();
      await look('checkout, parcel machine search', 'main');

      await page.getByRole('radio', { name: /Pickup at the pharmacy/ }).check();
      await page.getByRole('radio', { name: 'Cash on delivery' }).check();
      await page.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
      await look('checkout, pickup and cash on delivery', 'main');
      await saveScreenshot(page, 'accessibility-checkout', info.project.name);

      await page.getByRole('button', { name: 'Place order' }).click();
      const thankYou = page.getByRole('heading', { name: 'Thank you for your order!' });
      await expect(thankYou).toBeVisible({ timeout: 20_000 });
      await expect(thankYou).toBeFocused();
      await look('thank-you page');
    });
  });

  test('the account: login modal, account pages and the chat', async ({ page }, info) => {
    const email = newEmail('a11y', info.project.name);
    await registerByApi(page.request, email);
    await walk(page, info, async (look) => {
      await open(page, '/en');
      await openLogin(page);
      const dialog = authDialog(page, 'Log in');
      await look('login modal, password');
      for (const method of ['Smart-ID', 'Mobile-ID', 'ID-card', 'Bank ID']) {
        await dialog.getByRole('tab', { name: method }).click();
        await expect(dialog.getByRole('tab', { name: method })).toHaveAttribute('aria-selected', 'true');
        await look(`login modal, ${method}`, 'dialog[open]');
      }
      await saveScreenshot(page, 'accessibility-login-modal', info.project.name, { fullPage: false });
      await dialog.getByRole('tab', { name: 'Password' }).click();
      await dialog.getByRole('button', { name: 'Create an account' }).click();
      await expect(authDialog(page, 'Create an account')).toBeVisible();
      await look('login modal, create an account', 'dialog[open]');
      await page.keyboard.press('Escape');

      await logIn(page, email);
      await open(page, '/en/my-account?page=my-profile');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await look('account, profile');
      await open(page, '/en/my-account?page=order-history');
      await look('account, order history', 'main');

      await page.getByRole('button', { name: 'Chat with a pharmacist' }).click();
      await expect(page.getByRole('dialog', { name: 'Chat with a pharmacist' })).toBeVisible();
      await look('chat open', '[role="dialog"][aria-modal="false"]');
      await saveScreenshot(page, 'accessibility-chat', info.project.name, { fullPage: false });
    });
  });

  test('the prescription centre of a patient logged in', async ({ page }, info) => {
    // The sandbox's adult patient (SK's Mobile-ID demo person), alone among the stories logging her in.
    const patient = '60001019906';
    await asOnlyStoryOf(patient, info, () =>
      walk(page, info, async (look) => {
        await logInAsSandboxPerson(page, '/ee', patient);
        await open(page, '/prescriptions');
        await expect(page.getByRole('heading', { level: 1, name: ee('Your prescriptions') })).toBeVisible();
        await look('prescription centre');
        await page.getByRole('button', { name: ee('Show prescriptions') }).click();
        const list = page.getByRole('list', { name: ee('Prescriptions') });
        await expect(list.getByRole('listitem').first()).toBeVisible({ timeout: 15_000 });
        await look('prescription list', 'main');
        await saveScreenshot(page, 'accessibility-prescriptions', info.project.name);
        await list.getByRole('link').first().click();
        await expect(page.getByRole('region', { name: ee("The pharmacist's offer") })).toBeVisible({
          timeout: 15_000,
        });
        await look('prescription offer', 'main');
      }),
    );
  });

  test('the staff area: login and console', async ({ page }, info) => {
    const project = info.project.name;
    await walk(page, info, async (look) => {
      await open(page, '/staff/login');
      await look('staff login');
      await logInPharmacist(page, project, 'accessibility', () => look('staff login, code'));
      await look('staff home');
      for (const path of ['orders', 'offers', 'chats', 'hours', 'reviews']) {
        await open(page, `/staff/${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await look(`staff ${path}`);
      }
      await saveScreenshot(page, 'accessibility-staff', info.project.name);
    });
  });

  test.describe('on a phone', () => {
    test.skip(({ isMobile }) => !isMobile, 'the stories above look at every page on a desktop');

    /*
     * A phone looks at what it lays out otherwise than a desktop: the header's icons and the bottom bar
     * (on the home, category and product pages), the chat panel over the bottom bar, the cart drawer,
     * the compare table side by side, the login dialog at the phone's width and the checkout in one
     * column, empty and with its errors. The category drawer and the filter panel are looked at where
     * the phone's stories open them (chrome.spec.ts, listing.spec.ts). The other pages (search, the
     * wishlist, the statement, the thank-you page, the account, the prescription centre and the staff
     * area) are the same elements in narrower columns: the desktop's look at them stands for both.
     */
    test(
      "a phone's own layout: bottom bar, chat, cart drawer, compare, login dialog and the checkout in one column",
      { tag: '@phone' },
      async ({ page }, info) => {
        await walk(page, info, async (look) => {
          await open(page, '/en');
          await look('home');
          await page.getByRole('button', { name: 'Chat with a pharmacist' }).click();
          const chat = page.getByRole('dialog', { name: 'Chat with a pharmacist' });
          await expect(chat).toBeVisible();
          await look('chat open', '[role="dialog"][aria-modal="false"]');
          await saveScreenshot(page, 'accessibility-chat', info.project.name, { fullPage: false });
          await page.keyboard.press('Escape');
          await expect(chat).toBeHidden();
          await open(page, '/c/ravimid');
          await look('category');

          await addIbuprofen(page);
          await look('product');
          // The compare page shows the browser's own list (its address follows the list).
          await page.getByRole('main').getByRole('button', { name: 'Compare', exact: true }).click();
          await lookAtCartDrawerAndCompare(page, info, look);
          await openLogin(page);
          await look('login modal, password', 'dialog[open]');
          await saveScreenshot(page, 'accessibility-login-modal', info.project.name, { fullPage: false });
          await page.keyboard.press('Escape');

          await lookAtCheckoutForm(page, look);
          await saveScreenshot(page, 'accessibility-checkout', info.project.name);
        });
      },
    );
  });
});
