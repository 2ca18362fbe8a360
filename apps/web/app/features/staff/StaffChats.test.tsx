import type { ChatMessageView, StaffChatView } from '@apteek/domain';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi, type ApiAnswer, type SentRequest } from '../../testing/component-harness.tsx';
import { renderStaffArea } from './staff-test-harness.tsx';

const MARI = { name: 'Mari Maasikas', email: 'mari@apteek.ee', role: 'pharmacist', onDuty: true };

const WAITING_ID = 'AbCdEfGhIjKlMnOpQrStUv';
const ANSWERED_ID = 'ZyXwVuTsRqPoNmLkJiHgFe';

/** The chats as the server answers them, amounts in euros. */
const WAITING: StaffChatView = {
  chatId: WAITING_ID,
  status: 'active',
  storeCode: 'ee',
  startedAt: '2026-11-25T09:50:00.000Z',
  lastMessageAt: '2026-11-25T10:01:00.000Z',
  waiting: true,
  customer: { kind: 'customer', name: 'Jaan Tamm' },
  lastMessage: 'Kas seda võib võtta koos ibuprofeeniga?',
  cart: {
    lines: [
      {
        sku: 'ATOR-20-30',
        name: 'Atorvastatin 20 mg',
        qty: 2,
        rowTotalInclTax: 13.8,
        prescription: true,
      },
      {
        sku: 'XYLO-01-10',
        name: 'Xylometazoline spray',
        qty: 1,
        rowTotalInclTax: 4.49,
        prescription: false,
      },
    ],
    grandTotal: 16.39,
    totals: {
      total_segments: [
        { code: 'subtotal', title: 'Subtotal', value: 18.29 },
        { code: 'shipping', title: 'Shipping', value: 5 },
        { code: 'tax', title: 'Tax', value: 1.54 },
        { code: 'grand_total', title: 'Grand Total', value: 16.39 },
      ],
      fund_amount: 6.9,
      shipping_method: 'courier_flatrate',
    },
  },
  offerRequests: [
    { id: 7, prescriptionNumber: '2611000001', title: 'Atorvastatin 20 mg tablets', answered: true },
    { id: 8, prescriptionNumber: '2611000002', title: 'Metformin 500 mg tablets', answered: false },
  ],
};

const ANSWERED: StaffChatView = {
  ...WAITING,
  chatId: ANSWERED_ID,
  lastMessageAt: '2026-11-25T09:40:00.000Z',
  waiting: false,
  customer: { kind: 'guest' },
  lastMessage: 'Aitäh!',
  cart: {
    lines: [],
    grandTotal: 0,
    totals: {
      total_segments: [
        { code: 'subtotal', title: 'Subtotal', value: 0 },
        { code: 'tax', title: 'Tax', value: 0 },
        { code: 'grand_total', title: 'Grand Total', value: 0 },
      ],
      shipping_method: null,
    },
  },
  offerRequests: [],
};

const message = (id: number, author: ChatMessageView['author'], text: string): ChatMessageView => ({
  id,
  author,
  kind: 'text',
  text,
  product: null,
  prescriptionNumber: null,
  pharmacistName: author === 'pharmacist' ? 'Mari Maasikas' : null,
  at: '2026-11-25T10:01:00.000Z',
});

const QUESTION = message(11, 'customer', 'Kas seda võib võtta koos ibuprofeeniga?');

/** What the server holds; a test changes it between polls. */
interface World {
  chats: StaffChatView[];
  status: 'active' | 'closed';
}

/** A logged-in pharmacist, the open chats and the waiting one's messages; `decide` answers the POSTs. */
function chatServer(
  decide: (request: SentRequest) => ApiAnswer = echo,
  world: World = { chats: [ANSWERED, WAITING], status: 'active' },
) {
  return stubApi((request) => {
    if (request.path === '/api/staff/me') return { code: 200, result: MARI };
    if (request.path === '/api/staff/chats') return { code: 200, result: world.chats };
    if (
      request.method === 'GET' &&
      request.path.startsWith(`/api/staff/chats/${WAITING_ID}/messages?after=`)
    ) {
      const after = Number(request.path.split('after=')[1]);
      return {
        code: 200,
        result: {
          chatId: WAITING_ID,
          status: world.status,
          messages: [QUESTION].filter((m) => m.id > after),
        },
      };
    }
    if (request.path === '/api/catalog/search/product') {
      return {
        code: 200,
        result: {
          items: [{ sku: 'IBU-400-20', name: 'Ibuprofeen 400 mg', final_price_incl_tax: 3.49 }],
          total: 1,
          aggregations: {},
        },
      };
    }
    if (request.method === 'POST') return decide(request);
    return undefined;
  });
}

/** The server's answer to a pharmacist's message: it as stored. */
function echo(request: SentRequest): ApiAnswer {
  const body = request.body as { text?: string; sku?: string; prescriptionNumber?: string };
  return {
    code: 200,
    result: {
      ...message(12, 'pharmacist', body.text ?? ''),
      kind: body.sku ? 'product' : body.prescriptionNumber ? 'offer' : 'text',
      product: body.sku
        ? { sku: body.sku, name: 'Ibuprofeen 400 mg', priceInclTax: 3.49, urlPath: '/p/IBU-400-20/ibu' }
        : null,
      prescriptionNumber: body.prescriptionNumber ?? null,
    },
  };
}

const posts = (server: { sent: SentRequest[] }) => server.sent.filter((request) => request.method === 'POST');

async function openWaitingChat() {
  const item = await screen.findByRole('button', { name: /Jaan Tamm/ });
  fireEvent.click(item);
  await screen.findByText('Kas seda võib võtta koos ibuprofeeniga?', { selector: 'article p' });
}

/** The chat console with the waiting chat open, its API stood in for by chatServer(...args). */
async function openConsole(...args: Parameters<typeof chatServer>) {
  const server = chatServer(...args);
  const page = renderStaffArea('/staff/chats');
  const user = userEvent.setup();
  await openWaitingChat();
  return { server, page, user };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the chat console', () => {
  it('lists the open chats newest first, marks the waiting one and shows its cart beside its messages', async () => {
    chatServer();
    renderStaffArea('/staff/chats');
    const list = await screen.findByRole('list', { name: 'Avatud vestlused' });
    const items = within(list).getAllByRole('button');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Jaan Tamm'),
      expect.stringContaining('Külaline'),
    ]);
    expect(items[0]!.textContent).toContain('Ootab vastust');
    expect(items[1]!.textContent).not.toContain('Ootab vastust');

    await openWaitingChat();
    const cart = screen.getByRole('region', { name: 'Ostukorv' });
    expect(cart.textContent).toContain('Atorvastatin 20 mg');
    expect(cart.textContent).toContain('2 tk');
    expect(cart.textContent).toContain('13,80\u00a0€');
    expect(cart.textContent).toContain('4,49\u00a0€');
    expect(within(cart).getAllByText('Retseptiravim')).toHaveLength(1);
    expect(cart.textContent).toContain('18,29\u00a0€');
    const requests = screen.getByRole('region', { name: 'Retseptipakkumise päringud' });
    expect(requests.textContent).toContain('Retsept 2611000001');
    expect(within(requests).getByRole('link', { name: 'Koosta pakkumine' }).getAttribute('href')).toBe(
      '/staff/offers',
    );
  });

  it('sends the answer as text and shows it in the conversation', async () => {
    const { server, user } = await openConsole();
    await user.type(screen.getByRole('textbox', { name: 'Sinu vastus' }), 'Jah, võib.');
    await user.click(screen.getByRole('button', { name: 'Saada' }));
    expect(await screen.findByText('Jah, võib.', { selector: 'article p' })).toBeTruthy();
    expect(posts(server)).toEqual([
      { method: 'POST', path: `/api/staff/chats/${WAITING_ID}/messages`, body: { text: 'Jah, võib.' } },
    ]);
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Sinu vastus' }).value).toBe('');
  });

  it('sends with Enter and starts a new line with Shift+Enter', async () => {
    const { server, user } = await openConsole();
    await user.type(
      screen.getByRole('textbox', { name: 'Sinu vastus' }),
      'Jah,{Shift>}{Enter}{/Shift}võib.{Enter}',
    );
    await screen.findByRole('article', { name: 'Mari Maasikas' });
    expect(posts(server).map((request) => request.body)).toEqual([{ text: 'Jah,\nvõib.' }]);
  });

  it('finds a product with the catalogue search and sends its sku', async () => {
    const { server, user } = await openConsole();
    await user.type(screen.getByRole('searchbox', { name: 'Saada toode' }), 'ibuprofeen');
    const hit = await screen.findByRole('listitem', { name: 'Ibuprofeen 400 mg' });
    expect(hit.textContent).toContain('3,49\u00a0€');
    await user.click(within(hit).getByRole('button', { name: 'Saada vestlusesse' }));
    await screen.findByRole('article', { name: /Ibuprofeen 400 mg/ });
    expect(posts(server)).toEqual([
      {
        method: 'POST',
        path: '/api/catalog/search/product',
        body: expect.objectContaining({ term: 'ibuprofeen' }),
      },
      { method: 'POST', path: `/api/staff/chats/${WAITING_ID}/messages`, body: { sku: 'IBU-400-20' } },
    ]);
  });

  it('sends an answered prescription offer into the chat by its number', async () => {
    const { server, user } = await openConsole();
    const requests = screen.getByRole('region', { name: 'Retseptipakkumise päringud' });
    expect(within(requests).getAllByRole('button', { name: 'Saada pakkumine vestlusesse' })).toHaveLength(1);
    await user.click(within(requests).getByRole('button', { name: 'Saada pakkumine vestlusesse' }));
    await screen.findByRole('article', { name: /Retseptipakkumine 2611000001/ });
    expect(posts(server)).toEqual([
      {
        method: 'POST',
        path: `/api/staff/chats/${WAITING_ID}/messages`,
        body: { prescriptionNumber: '2611000001' },
      },
    ]);
  });

  it('asks for the open chat’s messages after the last one it has, and the list again', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { server } = await openConsole();
    const asked = () => server.sent.map((request) => request.path);
    const listAsks = asked().filter((path) => path === '/api/staff/chats').length;
    await act(() => vi.advanceTimersByTimeAsync(2_000));
    expect(asked()).toContain(`/api/staff/chats/${WAITING_ID}/messages?after=11`);
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(asked().filter((path) => path === '/api/staff/chats').length).toBe(listAsks + 1);
  });

  it('does not poll while the page is hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { server } = await openConsole();
    const hidden = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    const before = server.sent.length;
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(server.sent.length).toBe(before);
    hidden.mockRestore();
  });

  it('keeps the chat open when it leaves the list, closed after the customer’s order', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const world: World = { chats: [ANSWERED, WAITING], status: 'active' };
    await openConsole(echo, world);
    world.chats = [];
    world.status = 'closed';
    await act(() => vi.advanceTimersByTimeAsync(3_000));
    expect(screen.getByText('Ühtegi vestlust pole avatud.')).toBeTruthy();
    expect(screen.getByText('Vestlus on lõpetatud.')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Ostukorv' }).textContent).toContain('Atorvastatin 20 mg');
    expect(screen.queryByRole('textbox', { name: 'Sinu vastus' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Saada pakkumine vestlusesse' })).toBeNull();
  });

  it('stops asking when the page is left', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const { server, page } = await openConsole();
    page.unmount();
    const before = server.sent.length;
    await act(() => vi.advanceTimersByTimeAsync(6_000));
    expect(server.sent.length).toBe(before);
  });

  it('tells the pharmacist in English when the answer could not be sent', async () => {
    chatServer(() => ({ code: 500, result: 'Something went wrong. Try again in a few seconds.' }));
    renderStaffArea('/staff/chats', 'en');
    const user = userEvent.setup();
    const item = await screen.findByRole('button', { name: /Jaan Tamm/ });
    expect(item.textContent).toContain('Waiting for an answer');
    await user.click(item);
    await user.type(await screen.findByRole('textbox', { name: 'Your answer' }), 'Yes.');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Something went wrong. Try again in a few seconds.',
    );
  });

  it('tells it in Estonian too', async () => {
    const { user } = await openConsole(() => ({
      code: 500,
      result: 'Something went wrong. Try again in a few seconds.',
    }));
    await user.type(screen.getByRole('textbox', { name: 'Sinu vastus' }), 'Jah.');
    await user.click(screen.getByRole('button', { name: 'Saada' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Midagi läks valesti. Proovige mõne sekundi pärast uuesti.',
    );
  });

  it('sends a visitor whose staff session ended to the login', async () => {
    stubApi((request) => {
      if (request.path === '/api/staff/me') return { code: 200, result: MARI };
      if (request.path === '/api/staff/chats') return { code: 401, result: 'Log in again.' };
      return undefined;
    });
    renderStaffArea('/staff/chats');
    expect(await screen.findByRole('heading', { name: 'Personali sisselogimine' })).toBeTruthy();
  });
});
