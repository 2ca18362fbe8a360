import type { RealtimeEvent } from '@apteek/domain';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  cartUpdateOf,
  renderInStore,
  stubApi,
  type ApiAnswer,
  type SentRequest,
} from '../../testing/component-harness.tsx';
import { ChatLauncher } from './ChatLauncher.tsx';
import { writeChatId } from './chat-id-store.ts';
import { closeChat, openChat } from './chat-widget.ts';

// The realtime hub stands in: the test hands the panel's listener its events.
const hub = vi.hoisted(() => ({ listeners: new Set<(event: RealtimeEvent) => void>() }));
vi.mock('../realtime/use-realtime.ts', async () => {
  const { useEffect } = await import('react');
  return {
    useRealtimeEvents(onEvent: (event: RealtimeEvent) => void) {
      useEffect(() => {
        hub.listeners.add(onEvent);
        return () => void hub.listeners.delete(onEvent);
      }, [onEvent]);
    },
  };
});

const publish = (event: RealtimeEvent) => {
  for (const listener of hub.listeners) listener(event);
};

afterEach(() => {
  act(() => closeChat());
});

const pharmacistMessage = (id: number, extra: object) => ({
  id,
  author: 'pharmacist',
  kind: 'text',
  text: '',
  product: null,
  prescriptionNumber: null,
  pharmacistName: 'Mari Tamm',
  at: '2026-11-25T10:00:00.000Z',
  ...extra,
});

/** A server with the shopper's cart `cart-1`, a pharmacist on duty or not, and `answer` for the chat calls. */
function chatServer(available: boolean, answer: (request: SentRequest) => ApiAnswer = () => undefined) {
  localStorage.setItem('apteek-cart-ee', JSON.stringify({ cartId: 'cart-1', items: [] }));
  return stubApi((request) => {
    const { path } = request;
    if (path === '/api/chat/availability') return { code: 200, result: { available } };
    if (path.startsWith('/api/cart/pull')) return { code: 200, result: [] };
    if (path.startsWith('/api/stock/list')) return { code: 200, result: [] };
    if (path.startsWith('/api/cart/update')) {
      const { cartItem } = request.body as { cartItem: { sku: string; qty: number } };
      return { code: 200, result: { item_id: 3, sku: cartItem.sku, qty: cartItem.qty, quote_id: 'cart-1' } };
    }
    return answer(request);
  });
}

const openPanel = async () => {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Vestle proviisoriga' }));
  return { user, panel: await screen.findByRole('dialog', { name: 'Vestle proviisoriga' }) };
};

describe('the chat widget', () => {
  it('says plainly that no pharmacist is on duty, links the contact page and offers no composer', async () => {
    chatServer(false);
    renderInStore(<ChatLauncher />);
    const { panel } = await openPanel();

    await within(panel).findByText('Praegu ei ole vestluses ühtegi proviisorit valves.');
    expect(within(panel).getByRole('link', { name: 'Võta meiega ühendust' }).getAttribute('href')).toBe(
      '/contact',
    );
    expect(within(panel).queryByRole('textbox')).toBeNull();
  });

  it('starts the chat with the first message, then sends it; focus is in the composer and Escape closes', async () => {
    const server = chatServer(true, ({ method, path, body }) => {
      if (method === 'POST' && path === '/api/chat/start?cartId=cart-1')
        return { code: 200, result: { chatId: 'chat-1', status: 'active', messages: [] } };
      if (method === 'POST' && path === '/api/chat/messages?cartId=cart-1&chatId=chat-1') {
        const { text } = body as { text: string };
        return {
          code: 200,
          result: { ...pharmacistMessage(1, { text }), author: 'customer', pharmacistName: null },
        };
      }
      return undefined;
    });
    renderInStore(<ChatLauncher />);
    const { user, panel } = await openPanel();

    const composer = await within(panel).findByRole('textbox', { name: 'Sinu sõnum' });
    await waitFor(() => expect(document.activeElement).toBe(composer));
    await user.type(composer, 'Kas seda võib lapsele anda?');
    await user.click(within(panel).getByRole('button', { name: 'Saada sõnum' }));

    const list = within(panel).getByRole('list', { name: 'Vestluse sõnumid' });
    await within(list).findByText('Kas seda võib lapsele anda?');
    expect(list.getAttribute('aria-live')).toBe('polite');
    const chatCalls = server.sent.filter(
      (request) => request.path.startsWith('/api/chat/') && request.method === 'POST',
    );
    expect(chatCalls.map((request) => request.path)).toEqual([
      '/api/chat/start?cartId=cart-1',
      '/api/chat/messages?cartId=cart-1&chatId=chat-1',
    ]);
    expect(chatCalls[1]!.body).toEqual({ text: 'Kas seda võib lapsele anda?' });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Vestle proviisoriga' }));
  });

  it('fetches the messages after the last one on a ChatCallback; a product goes into the cart with one click, an offer links to its prescription', async () => {
    writeChatId('ee', 'cart-1', 'chat-1');
    // The pharmacist's product and offer are on the server from the callback on.
    let delivered = false;
    const server = chatServer(true, ({ method, path }) => {
      if (method !== 'GET' || !path.startsWith('/api/chat/messages?cartId=cart-1&chatId=chat-1'))
        return undefined;
      const after = Number(new URL(path, 'http://localhost').searchParams.get('after'));
      const messages = [
        pharmacistMessage(4, { text: 'Tere!' }),
        ...(delivered
          ? [
              pharmacistMessage(6, {
                kind: 'product',
                product: { sku: 'IBU-200', name: 'Ibuprofen 200 mg', priceInclTax: 4.96, urlPath: null },
              }),
              pharmacistMessage(7, { kind: 'offer', prescriptionNumber: '2611000001' }),
            ]
          : []),
      ].filter((message) => message.id > after);
      return { code: 200, result: { chatId: 'chat-1', status: 'active', messages } };
    });
    const readsAfter4 = () =>
      server.sent.filter(
        (request) => request.path === '/api/chat/messages?cartId=cart-1&chatId=chat-1&after=4',
      ).length;
    renderInStore(<ChatLauncher />);
    const { user, panel } = await openPanel();
    await within(panel).findByText('Tere!');
    expect(within(panel).getByText('Mari Tamm', { exact: false })).toBeTruthy();
    const readsBefore = readsAfter4();

    delivered = true;
    act(() =>
      publish({
        type: 'ChatCallback',
        cartCode: 'c',
        result: 'Message',
        reasonCode: null,
        prescriptionNumber: null,
      }),
    );

    await within(panel).findByText('Ibuprofen 200 mg');
    expect(readsAfter4()).toBe(readsBefore + 1);
    expect(panel.textContent?.replace(/\s/g, ' ')).toContain('Ibuprofen 200 mg4,96 €');
    expect(within(panel).getByRole('link', { name: 'Vaata pakkumist' }).getAttribute('href')).toBe(
      '/prescriptions/details?number=2611000001',
    );
    expect(within(panel).getByText('Sinu ravimipakkumine retseptile 2611000001 on valmis.')).toBeTruthy();

    await user.click(within(panel).getByRole('button', { name: 'Lisa ostukorvi' }));
    await waitFor(() => expect(server.sent).toContainEqual(cartUpdateOf('IBU-200', 1)));
  });

  it('puts a prefilled question in the composer without sending it', async () => {
    const server = chatServer(true);
    renderInStore(<ChatLauncher />);
    act(() => openChat('Tere, mul on küsimus toote Ibuprofen 200 mg kohta.'));

    const composer = await screen.findByRole('textbox', { name: 'Sinu sõnum' });
    expect((composer as HTMLTextAreaElement).value).toBe(
      'Tere, mul on küsimus toote Ibuprofen 200 mg kohta.',
    );
    expect(
      server.sent.some((request) => request.method === 'POST' && request.path.startsWith('/api/chat/')),
    ).toBe(false);
  });
});
