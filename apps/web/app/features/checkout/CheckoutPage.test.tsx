import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORE_VIEWS } from '@apteek/domain';
import { renderToString } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { catalogueFor } from '../../i18n/catalogues.server.ts';
import { TranslationProvider } from '../../i18n/translation.tsx';
import { StoreViewContext } from '../../shell/index.ts';
import { cartServer, makeServerLine } from '../../testing/cart-server.ts';
import type { SentRequest } from '../../testing/component-harness.tsx';
import { renderInStore } from '../../testing/component-harness.tsx';
import { CheckoutPage } from './CheckoutPage.tsx';

/** What a field's description says (its hint and its problem), as a screen reader reads it after the label. */
function descriptionOf(label: string | RegExp, group: HTMLElement = document.body): string {
  const ids = within(group).getByLabelText(label).getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

/** The one shipping method the cart offers: a courier, free. */
const COURIER = {
  carrier_code: 'courier',
  method_code: 'flatrate',
  carrier_title: 'courier',
  method_title: 'courier',
  type: 'Courier',
  amount: 0,
  price_incl_tax: 0,
  default: true,
  available: true,
};

/** The form takes input once the page has hydrated and loaded the cart: nothing in it is inert. */
async function formReady() {
  await waitFor(() => expect(screen.getByRole('form').querySelector('[inert]')).toBeNull());
}

describe('CheckoutPage', () => {
  it('names each field that stops the order in the store language and sends no order', async () => {
    const server = cartServer('fi', makeServerLine('IBU-200', 1));
    renderInStore(<CheckoutPage cartLines={1} />, 'fi');
    const user = userEvent.setup();

    // The fields are there from the first render, disabled until the cart's line has loaded.
    await screen.findByText('Ibuprofen 200 mg');
    await formReady();
    await user.type(screen.getByLabelText('Etunimi'), 'Aino');
    await user.type(screen.getByLabelText('Sähköposti'), 'aino.example.fi');
    await user.click(screen.getByRole('button', { name: /Tee tilaus/ }));

    expect(descriptionOf('Etunimi')).toBe('');
    expect(descriptionOf('Sukunimi')).toContain('Kenttä on pakollinen');
    expect(descriptionOf('Sähköposti')).toContain('Anna kelvollinen sähköpostiosoite.');
    expect(server.sent.filter((request) => request.path.startsWith('/api/order'))).toEqual([]);
  });

  it("asks a recipient and a billing address of their own for each line, in the store's language", async () => {
    const server = cartServer('ru', makeServerLine('IBU-200', 1), (request) =>
      request.path.startsWith('/api/cart/shipping-methods') ? { code: 200, result: [COURIER] } : undefined,
    );
    renderInStore(<CheckoutPage cartLines={1} />, 'ru');
    const user = userEvent.setup();
    await formReady();

    expect(await screen.findByLabelText('Страна доставки')).toHaveProperty('value', 'EE');
    await user.click(await screen.findByLabelText('Заказ получит другой человек'));
    const recipient = screen.getByRole('group', { name: 'Получатель' });
    await user.type(within(recipient).getByLabelText('Имя'), 'J');
    await user.type(within(recipient).getByLabelText('Номер телефона'), '12');
    await user.click(screen.getByLabelText('Счёт на другое имя или адрес'));
    const billing = screen.getByRole('group', { name: 'Платёжный адрес' });
    // The billing country starts as the delivery country; the phone is optional there.
    expect(within(billing).getByLabelText('Страна')).toHaveProperty('value', 'EE');
    await user.type(within(billing).getByLabelText(/^Почтовый индекс/), '123');
    await user.click(screen.getByRole('button', { name: /^Оформить/ }));

    expect(descriptionOf('Имя', recipient)).toBe('!Имя должно содержать не менее 2 букв.');
    expect(descriptionOf('Фамилия', recipient)).toBe('!Поле обязательно для заполнения');
    expect(descriptionOf('Номер телефона', recipient)).toBe(
      '!Пожалуйста, укажите правильный номер телефона.',
    );
    expect(descriptionOf('Имя', billing)).toBe('!Поле обязательно для заполнения');
    expect(descriptionOf('Улица и дом', billing)).toBe('!Поле обязательно для заполнения');
    expect(descriptionOf(/^Почтовый индекс/, billing)).toBe('!Почтовый индекс должен состоять из пяти цифр.');
    expect(descriptionOf(/^Номер телефона/, billing)).toBe('');
    expect(server.sent.filter((request) => request.path.startsWith('/api/order'))).toEqual([]);
  });

  it('tells a courier parcel to Saaremaa or Hiiumaa that it goes by ferry, and no other county', async () => {
    cartServer('ee', makeServerLine('IBU-200', 1), (request) =>
      request.path.startsWith('/api/cart/shipping-methods') ? { code: 200, result: [COURIER] } : undefined,
    );
    renderInStore(<CheckoutPage cartLines={1} />, 'ee');
    const user = userEvent.setup();
    await formReady();
    const note =
      'Kullerpakid Saare- ja Hiiumaale sõidavad praamiga ja jõuavad kohale ühe tööpäeva võrra hiljem.';

    const county = await screen.findByLabelText(/^Maakond/);
    await user.selectOptions(county, 'Harju maakond');
    expect(screen.queryByText(note)).toBeNull();
    await user.selectOptions(county, 'Saare maakond');
    expect(screen.getByRole('note')).toHaveProperty('textContent', note);
    await user.selectOptions(county, 'Tartu maakond');
    expect(screen.queryByText(note)).toBeNull();
  });

  it('marks a line that ran out of stock and says to remove it before ordering', async () => {
    const soldOut = {
      ...makeServerLine('NAPR-250-20', 1),
      is_in_stock: false,
      stock_status: 'out_of_stock' as const,
    };
    cartServer('en', soldOut);
    renderInStore(<CheckoutPage cartLines={1} />, 'en');

    const review = await screen.findByRole('list', { name: 'Products in the cart' });
    await waitFor(() => expect(review.textContent).toContain('Out of the stock!'));
    expect(screen.getByRole('button', { name: 'Remove Ibuprofen 200 mg from the cart' })).toBeDefined();
    expect(
      screen.getByText(
        'These products are out of stock: Ibuprofen 200 mg. Remove them from the cart to place the order.',
      ),
    ).toBeDefined();
  });

  it('never calls the cart empty while it is still loading', async () => {
    cartServer('en', makeServerLine('IBU-200', 1));
    const said: string[] = [];
    const observer = new MutationObserver(() => said.push(document.body.textContent ?? ''));
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
    renderInStore(<CheckoutPage cartLines={1} />, 'en');

    expect(await screen.findByLabelText('First name')).toBeDefined();
    observer.disconnect();
    expect(said.filter((text) => text.includes('Your shopping cart is empty.'))).toEqual([]);
  });

  it('sends a quick change of shipping after the default has answered, so the cart ends on the last choice', async () => {
    const method = (code: 'courier' | 'pickup', type: 'Courier' | 'Pickup', isDefault: boolean) => ({
      carrier_code: code,
      method_code: code,
      carrier_title: code,
      method_title: code,
      type,
      amount: 0,
      price_incl_tax: 0,
      default: isDefault,
      available: true,
    });
    const chosen = (request: SentRequest) =>
      (request.body as { addressInformation: { shippingCarrierCode: string } }).addressInformation
        .shippingCarrierCode;
    const seen: string[] = [];
    let answerCourier = () => {};
    const courierHeld = new Promise<void>((resolve) => (answerCourier = resolve));
    cartServer('en', makeServerLine('IBU-200', 1), async (request) => {
      if (request.path.startsWith('/api/cart/shipping-methods'))
        return { code: 200, result: [method('courier', 'Courier', true), method('pickup', 'Pickup', false)] };
      if (request.path.startsWith('/api/cart/shipping-information')) {
        seen.push(`${chosen(request)} sent`);
        if (chosen(request) === 'courier') await courierHeld;
        seen.push(`${chosen(request)} answered`);
        return { code: 200, result: true };
      }
      return undefined;
    });
    renderInStore(<CheckoutPage cartLines={1} />, 'en');
    await formReady();

    await userEvent.setup().click(await screen.findByRole('radio', { name: /Pickup at the pharmacy/ }));
    await waitFor(() => expect(seen).toEqual(['courier sent']));
    answerCourier();
    await waitFor(() =>
      expect(seen).toEqual(['courier sent', 'courier answered', 'pickup sent', 'pickup answered']),
    );
  });

  /** The page as the server renders it, for a request whose cookies count `cartLines` and say `loggedIn`. */
  const served = (cartLines: number, loggedIn = false) => {
    const Page = () => (
      <StoreViewContext value={STORE_VIEWS.en}>
        <TranslationProvider language="en" catalogue={catalogueFor('en')}>
          <CheckoutPage cartLines={cartLines} loggedIn={loggedIn} />
        </TranslationProvider>
      </StoreViewContext>
    );
    const Stub = createRoutesStub([{ path: '/*', Component: Page }]);
    return renderToString(<Stub initialEntries={['/en/checkout']} />);
  };

  it('is sent by the server with its sections and a reserved row for each line the cookie counts', () => {
    const html = served(3);
    expect(html).toMatch(/<div class="min-h-svh" data-testid="checkout-body">/);
    for (const heading of ['Personal details', 'Shipping', 'Payment', 'Order review']) {
      expect(html).toMatch(new RegExp(`<h2[^>]*>(?:<span[^>]*>\\d</span>)?${heading}</h2>`));
    }
    const review = /aria-label="Products in the cart">([\s\S]*?)<\/ul>/.exec(html)?.[1] ?? '';
    expect(review.match(/<li aria-hidden="true"/g)).toHaveLength(3);
    expect(html).not.toContain('Your shopping cart is empty.');
    // Its fields take nothing typed before the page has hydrated and loaded the cart (then lost),
    // and its submit button, inert with them, orders nothing before the lines are known; they look
    // as they will, not greyed as disabled fields are.
    const form = /<form[^>]*aria-busy="true"[^>]*><div inert=""[^>]*>([\s\S]*)<\/div><\/form>/.exec(
      html,
    )?.[1];
    expect(form).toMatch(/<input[^>]*id="checkout-firstName"/);
    expect(form).toMatch(/<button type="submit"/);
    expect(html).not.toMatch(/\bdisabled=""/);
  });

  it('is sent by the server as a cart loading, not an empty one, when no cookie counts a line', () => {
    // No cookie: an empty cart, a cart kept from before the cookie, or a thank-you page reloaded.
    const html = served(0);
    expect(html).toMatch(/<div class="[^"]*rounded-2xl[^"]*" aria-busy="true">/);
    expect(html).toContain('Loading…');
    expect(html).not.toContain('Your shopping cart is empty.');
    expect(html).not.toContain('Personal details');
  });

  it('leaves the offer of an account out of the first render when the session cookie says logged in', () => {
    const offer = 'Create an account for faster checkout and your order history';
    expect(served(1, true)).not.toContain(offer);
    expect(served(1)).toContain(offer);
  });
});
