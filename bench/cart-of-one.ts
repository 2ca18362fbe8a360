import type { Page } from 'playwright-core';

/** What the checkout's cart holds in the benches that visit it (BENCH_CART_PRODUCT). */
export const CART_PRODUCT = process.env.BENCH_CART_PRODUCT ?? '/p/IBU-400-20/-';

/**
 * A shopper's cart of one product: added on the Estonian product page at `productUrl` and synced
 * with the server. A click the loaded page answers late is given again, as a shopper would.
 */
export async function addOneToCart(page: Page, productUrl: string): Promise<void> {
  await page.goto(productUrl, { waitUntil: 'networkidle' });
  const badge = page.getByRole('button', { name: /Tooteid korvis: [1-9]\d*$/ }).filter({ visible: true });
  for (let attempt = 1; (await badge.count()) === 0; attempt++) {
    await page.getByRole('button', { name: 'Lisa ostukorvi' }).click();
    await badge
      .first()
      .waitFor({ timeout: 7_000 })
      .catch((error: unknown) => {
        if (attempt === 3) throw error;
      });
  }
  await page.waitForLoadState('networkidle');
}

/**
 * The cart of one product, then the browser's cache emptied: the checkout visited next fetches its
 * scripts on its own visit, as a first visit's would be counted.
 */
export async function addOneToCartThenEmptyCache(page: Page, productUrl: string): Promise<void> {
  await addOneToCart(page, productUrl);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await cdp.detach();
}
