import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** The header's cart button on desktop, the bottom bar's on phones. */
export const cartButton = (page: Page) =>
  page
    .getByRole('button', { name: /Items in cart: \d+/ })
    .filter({ visible: true })
    .first();

export async function expectCartCount(page: Page, count: number) {
  await expect(cartButton(page)).toHaveAccessibleName(new RegExp(`Items in cart: ${count}$`));
}
