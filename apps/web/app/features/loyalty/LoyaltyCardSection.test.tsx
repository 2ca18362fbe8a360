import { ean13Modules, type LoyaltyCard } from '@apteek/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderInStore, stubApi } from '../../testing/component-harness.tsx';
import { SESSION_KEY } from '../account/index.ts';
import { LoyaltyCardSection } from './LoyaltyCardSection.tsx';

const DIGITAL: LoyaltyCard = {
  number: '2900000000018',
  kind: 'digital',
  since: new Date(2026, 11, 3, 12).toISOString(),
};
const PLASTIC = '4006381333931';
const UNAVAILABLE =
  'This card cannot be added to your account. Please check the number or ask at the pharmacy.';

/** A server holding one customer's card: the loyalty calls change it as the API does. */
function loyaltyServer(initial: LoyaltyCard | null, { taken = '' } = {}) {
  let card = initial;
  return stubApi(({ method, path, body }) => {
    if (path !== '/api/user/loyalty-card') return undefined;
    if (method === 'POST') card ??= DIGITAL;
    if (method === 'DELETE') card = null;
    if (method === 'PUT') {
      const { cardNumber } = body as { cardNumber: string };
      if (cardNumber === taken)
        return {
          code: 400,
          result: 'Invalid request',
          errors: [{ field: 'body.cardNumber', message: UNAVAILABLE }],
        };
      card = { number: cardNumber, kind: 'plastic', since: DIGITAL.since };
    }
    return { code: 200, result: { card } };
  });
}

beforeEach(() => {
  localStorage.setItem(SESSION_KEY, JSON.stringify({ token: 'access', refreshToken: 'refresh', user: null }));
});

/** The widths of the barcode's bars, left to right, as drawn. */
function drawnModules(svg: Element): string {
  const bars = [...svg.querySelectorAll('rect[fill="#000"]')].map((bar) => ({
    x: Number(bar.getAttribute('x')),
    width: Number(bar.getAttribute('width')),
  }));
  const start = bars[0]!.x;
  const modules = Array<string>(95).fill('0');
  for (const { x, width } of bars) for (let i = 0; i < width; i += 1) modules[x - start + i] = '1';
  return modules.join('');
}

describe("the account's loyalty card", () => {
  it('joins: the digital card shows as a barcode of its number, with the number and the date', async () => {
    const { sent } = loyaltyServer(null);
    renderInStore(<LoyaltyCardSection />, 'ee');

    fireEvent.click(await screen.findByRole('button', { name: 'Liitu püsikliendiprogrammiga' }));
    const barcode = await screen.findByRole('img', { name: 'Kaardi 2900000000018 triipkood' });
    expect(drawnModules(barcode)).toBe(ean13Modules(DIGITAL.number));
    expect(screen.getByTestId('loyalty-card-number').textContent).toBe('2 900000 000018');
    expect(screen.getByText('Digitaalne kaart')).toBeTruthy();
    expect(screen.getByText('Klient alates 03.12.2026')).toBeTruthy();
    expect(sent.map(({ method }) => method)).toEqual(['GET', 'POST']);
  });

  it('refuses a mistyped plastic card number before sending it, and shows the server’s refusal of a taken one', async () => {
    const { sent } = loyaltyServer(null, { taken: PLASTIC });
    renderInStore(<LoyaltyCardSection />, 'fi');

    const field = await screen.findByLabelText('Kortin numero');
    fireEvent.change(field, { target: { value: '4006381333932' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lisää kortti' }));
    expect(await screen.findByText('Syötä kortin viivakoodin alle painetut 13 numeroa.')).toBeTruthy();
    expect(sent.filter(({ method }) => method === 'PUT')).toEqual([]);

    fireEvent.change(field, { target: { value: '4 006381 333931' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lisää kortti' }));
    expect(
      await screen.findByText('Tätä korttia ei voi lisätä tiliisi. Tarkista numero tai kysy apteekista.'),
    ).toBeTruthy();
    expect(sent.filter(({ method }) => method === 'PUT').map(({ body }) => body)).toEqual([
      { cardNumber: PLASTIC },
    ]);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('adds a plastic card in place of the digital one, and leaves after a confirmation', async () => {
    loyaltyServer(DIGITAL);
    renderInStore(<LoyaltyCardSection />, 'en');

    await screen.findByRole('img', { name: 'Barcode of the card 2900000000018' });
    fireEvent.change(screen.getByLabelText('Card number'), { target: { value: PLASTIC } });
    fireEvent.click(screen.getByRole('button', { name: 'Add card' }));
    expect(await screen.findByRole('img', { name: `Barcode of the card ${PLASTIC}` })).toBeTruthy();
    expect(screen.getByText('Plastic card')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Leave the loyalty programme' }));
    const confirm = screen.getByRole('group', { name: 'Leave the loyalty programme' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes, leave' }));
    expect(await screen.findByRole('button', { name: 'Join the loyalty programme' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('img')).toBeNull());
  });
});
