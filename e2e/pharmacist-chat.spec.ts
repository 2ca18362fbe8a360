import { saveViewport } from './account-actions.ts';
import { cartButton, expectCartCount } from './cart-actions.ts';
import { expect, expectNoSeriousViolations, saveScreenshot, test } from './fixtures.ts';
import { endDutyAndLogOut, logInOnDuty, pharmacistPage } from './pharmacist-actions.ts';

/**
 * The pharmacist's chat in two browsers: a shopper asks a pharmacist about a product from its
 * page; the pharmacist on duty sees the question with the shopper's cart beside it, answers, and
 * sends a product the shopper adds with one click. Everything arrives without a reload. Runs in the
 * `pharmacist` project, after the other stories (a pharmacist on duty takes customers' offer requests).
 */

/** What the shopper asks about, and what the pharmacist sends instead. */
const ASKED_SKU = 'IBU-400-20';
const SENT_SEARCH = 'Paracetamol';
const SENT_SKU = 'PARA-500-20';

test.describe('live chat with a pharmacist', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a question from a product page is answered in real time, and the product sent is added with one click', async ({
    page,
    browser,
  }, info) => {
    const project = info.project.name;
    const { staff, problems } = await pharmacistPage(browser, info);
    await logInOnDuty(staff, project, 'chat');
    try {
      await staff.getByRole('link', { name: /Vestlused/ }).click();
      await expect(staff.getByRole('heading', { name: 'Vestlused' })).toBeVisible();

      // The shopper puts the product in the cart, then asks about it from its page.
      await page.goto(`/en/p/${ASKED_SKU}/-`);
      await page.waitForLoadState('networkidle');
      const productName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
      expect(productName).not.toBe('');
      await expect(async () => {
        await page.getByRole('button', { name: 'Add to cart' }).click();
        await expectCartCount(page, 1);
      }).toPass({ timeout: 15_000 });
      await page.getByRole('button', { name: 'Ask a pharmacist' }).click();
      const chat = page.getByRole('dialog', { name: 'Chat with a pharmacist' });
      const box = chat.getByLabel('Your message');
      await expect(box).toBeFocused();
      // Prefilled, naming the product, and not sent until the shopper sends it.
      await expect(box).toHaveValue(`Hello, I have a question about ${productName}.`);
      const messages = chat.getByRole('list', { name: 'Chat messages' });
      await expect(messages.getByRole('listitem')).toHaveCount(0);
      const question = `Hello, I have a question about ${productName}. Can I take it with my blood pressure tablets? (${Date.now()})`;
      await box.fill(question);
      await expectNoSeriousViolations(page);
      await chat.getByRole('button', { name: 'Send message' }).click();
      await expect(messages).toContainText(question);
      await expect(box).toHaveValue('');
      // A mark on this very document: still there when the answer shows, so nothing reloaded it.
      await page.evaluate(() => ((window as unknown as { beforeAnswer: boolean }).beforeAnswer = true));

      // The pharmacist's list (asked every few seconds) shows the question waiting, the cart beside it.
      const listed = staff.getByRole('list', { name: 'Avatud vestlused' }).getByRole('button').filter({
        hasText: question,
      });
      await expect(listed).toContainText('Ootab vastust', { timeout: 15_000 });
      await listed.click();
      const conversation = staff.getByRole('region', { name: 'Vestlus: Külaline' });
      await expect(conversation.getByRole('list', { name: 'Sõnumid' })).toContainText(question);
      await expect(staff.getByRole('region', { name: 'Ostukorv' })).toContainText(productName);
      const answer = 'Üldiselt jah, kuid parem võtke paratsetamooli. Saadan selle teile.';
      await conversation.getByLabel('Sinu vastus').fill(answer);
      await conversation.getByRole('button', { name: 'Saada', exact: true }).click();
      await expect(conversation.getByRole('list', { name: 'Sõnumid' })).toContainText(answer);

      // The answer reaches the shopper's page through the realtime hub.
      await expect(messages).toContainText(answer, { timeout: 10_000 });
      await expect(messages).toContainText('Eve Proviisor');
      expect(await page.evaluate(() => (window as unknown as { beforeAnswer?: boolean }).beforeAnswer)).toBe(
        true,
      );

      // The pharmacist sends a product into the chat from the catalogue search.
      await conversation.getByLabel('Saada toode').fill(SENT_SEARCH);
      const hit = conversation.getByRole('listitem').filter({ hasText: SENT_SKU }).first();
      await expect(hit).toBeVisible({ timeout: 10_000 });
      await hit.getByRole('button', { name: 'Saada vestlusesse' }).click();
      // The pharmacist searches in the staff page's language; the message names the product in the shopper's.
      const sent = conversation.getByRole('article', { name: /^Eve Proviisor: Paracetamol 500 mg/ });
      await expect(sent).toBeVisible();
      const sentName = ((await sent.getAttribute('aria-label')) ?? '').replace('Eve Proviisor: ', '');
      await saveScreenshot(staff, 'pharmacist-chat-console-ee', project);

      // The shopper adds it with one click from the chat.
      const card = messages.getByRole('listitem').filter({ hasText: sentName });
      await expect(card).toBeVisible({ timeout: 10_000 });
      await expectNoSeriousViolations(page);
      await saveViewport(page, 'pharmacist-chat-customer-en', project);
      await card.getByRole('button', { name: 'Add to cart' }).click();
      await expectCartCount(page, 2);
      await cartButton(page).click();
      await expect(page.getByRole('dialog').filter({ hasText: sentName }).first()).toBeVisible();
    } finally {
      await endDutyAndLogOut(staff);
      await staff.context().close();
    }
    expect(problems).toEqual([]);
  });
});
