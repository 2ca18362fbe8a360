import type { Page, Request } from '@playwright/test';
import { asOnlyStoryOf, logInAsSandboxPerson } from './account-actions.ts';
import { addAndOpenCart, cartButton, expectCartCount } from './cart-actions.ts';
import { expect, test } from './fixtures.ts';

/** The sandbox's elderly patient: her own atorvastatin prescription is compensated in the EE stores. */
const PATIENT = '40504040001';
const ATORVASTATIN = '2611000012';

/** Every API call the page makes from now on, as 'METHOD /path', in order. */
function apiCalls(page: Page): () => string[] {
  const calls: string[] = [];
  page.on('request', (request: Request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) calls.push(`${request.method()} ${pathname}`);
  });
  return () => [...calls];
}

/** Removes the patient's prescription lines an earlier run left in her cart, so the add is a new line. */
async function emptyPrescriptionLines(page: Page) {
  await page.evaluate(async () => {
    const { token } = JSON.parse(window.localStorage.getItem('apteek-session') ?? '{}') as { token: string };
    const headers = { authorization: `Bearer ${token}` };
    const created = await fetch('/api/cart/create?storeCode=en', { method: 'POST', headers });
    const { result: cartId } = (await created.json()) as { result: string };
    await fetch(`/api/prescription/cart/remove-lines?cartId=${cartId}`, { method: 'POST', headers });
  });
}

test.describe('a change reaches the screen in few calls', () => {
  test.describe.configure({ timeout: 120_000 });

  test('one quantity change in the drawer is one API call, its totals on screen', async ({ page }) => {
    await page.goto('/en/p/IBU-400-20/-');
    await page.waitForLoadState('networkidle');
    const drawer = await addAndOpenCart(page);
    const totals = drawer.locator('dl').filter({ hasText: 'Grand total' });
    await expect(totals).toBeVisible();
    await page.waitForLoadState('networkidle');
    const before = await totals.textContent();

    const calls = apiCalls(page);
    await drawer
      .getByRole('list', { name: 'Products in the cart' })
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: 'Increase quantity' })
      .click();
    await expectCartCount(page, 2);
    await expect(totals).not.toHaveText(before ?? '');
    // Time for a late call to show: a totals read used to follow each change.
    await page.waitForTimeout(1_000);
    expect(calls()).toEqual(['POST /api/cart/update']);
  });

  test('a compensated prescription line goes from "add" to its totals on screen in at most four API calls', async ({
    page,
  }, info) => {
    await asOnlyStoryOf(PATIENT, info, async () => {
      await logInAsSandboxPerson(page, '/en', PATIENT);
      await emptyPrescriptionLines(page);
      await page.goto('/en/prescriptions/list');
      await page.getByRole('link', { name: `See the offer for prescription ${ATORVASTATIN}` }).click();
      const offer = page.getByRole('region', { name: "The pharmacist's offer" });
      await expect(offer.getByRole('radio', { checked: true })).toBeChecked({ timeout: 15_000 });
      await page.waitForLoadState('networkidle');

      const calls = apiCalls(page);
      // The compensation's callback comes over the hub; the browser then pulls the cart once.
      const pulled = page.waitForResponse((response) => response.url().includes('/api/cart/pull'), {
        timeout: 30_000,
      });
      await offer.getByRole('button', { name: 'Add to cart' }).click();
      await expect(offer.getByRole('status')).toBeVisible({ timeout: 15_000 });
      await pulled;
      await cartButton(page).click();
      const drawer = page.getByRole('dialog', { name: 'Shopping cart' });
      await expect(drawer.locator('dl').getByText('Paid by the Health Insurance Fund')).toBeVisible();
      await expect(drawer.getByText(`Prescription ${ATORVASTATIN}`)).toBeVisible();

      const made = calls();
      expect(made.slice(0, 3)).toEqual([
        'POST /api/cart/update',
        'POST /api/prescription/compensation/init',
        'GET /api/cart/pull',
      ]);
      expect(made.length, made.join(', ')).toBeLessThanOrEqual(4);
    });
  });
});
