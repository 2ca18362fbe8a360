import { STORE_VIEWS, type PlaceOrderRequest } from '@apteek/domain';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogueFor } from '../../i18n/catalogues.server.ts';
import { TranslationProvider } from '../../i18n/translation.tsx';
import { notificationStore, StoreViewContext } from '../../shell/index.ts';
import { CheckoutLayer } from './CheckoutLayer.tsx';
import { outboxOf, queueOrder } from './order-outbox.ts';

const STORE = STORE_VIEWS.ee;

/** An order queued offline: two lines, 12.48 € seen at checkout, paid by bank link later. */
async function queueAnOrder() {
  await queueOrder('ee', {
    cartId: 'cart-1',
    request: {
      storeCode: 'ee',
      personalDetails: { emailAddress: 'mari@example.ee' },
      expectedGrandTotal: 12.48,
    } as PlaceOrderRequest,
    idempotencyKey: 'key-offline-1',
    shippingType: 'Courier',
    lines: [
      { name: 'Ibuprofen 400 mg, 20 tk', qty: 2 },
      { name: 'Paracetamol 500 mg', qty: 1 },
    ],
  });
}

/** The server's order endpoint: counts what reaches it and places every order. */
function orderServer() {
  const placed: string[] = [];
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (String(url).startsWith('/api/order')) {
      placed.push((init?.headers as Record<string, string>)['idempotency-key'] ?? '');
      return Response.json({
        code: 200,
        result: {
          orderId: 'o-1',
          orderNumber: '100000042',
          orderCode: 'c',
          status: 'PendingPayment',
          grandTotal: 12.48,
          currencyCode: 'EUR',
          paymentMethod: 'maksekeskus',
        },
      });
    }
    return Response.json({ code: 200, result: null });
  });
  vi.stubGlobal('fetch', fetchMock);
  return placed;
}

/** Any page of the Estonian store under a store configuration with automatic sending on or off. */
function renderPage(sendQueuedOrdersAutomatically: boolean) {
  const Page = () => (
    <StoreViewContext value={STORE}>
      <TranslationProvider language="et" catalogue={catalogueFor('et')}>
        <p>page</p>
        <CheckoutLayer />
      </TranslationProvider>
    </StoreViewContext>
  );
  const root = {
    isPaymentSandbox: false,
    identity: {
      sandbox: false,
      idCardSandbox: false,
      idCardLoginUrl: '/cert/user/idlogin',
      checkSessionTimeoutMs: null,
    },
    config: { cartCountBy: 'quantity', sendQueuedOrdersAutomatically },
    openingHours: [],
  };
  const Stub = createRoutesStub([
    { id: 'root', path: '/*', loader: () => root, Component: Page, HydrateFallback: () => null },
  ]);
  return render(<Stub initialEntries={['/']} />);
}

const TITLE = 'Kas saata võrguühenduseta tehtud tellimused?';

/**
 * The dialog, once the outbox is read and its module loaded on demand: that import has taken over
 * Testing Library's default second on a busy two-core machine.
 */
const findDialog = () => screen.findByRole('dialog', { name: TITLE }, { timeout: 10_000 });

/** Lets the outbox reads (fake IndexedDB) and the lazy module load settle. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 50)));

describe('orders queued offline when the connection returns', () => {
  beforeEach(async () => {
    await outboxOf('ee').clear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('with automatic sending off, lists the waiting orders and Send transmits them exactly once', async () => {
    await queueAnOrder();
    const placed = orderServer();
    renderPage(false);
    const dialog = await findDialog();
    expect(within(dialog).getByText('2 × Ibuprofen 400 mg, 20 tk, 1 × Paracetamol 500 mg')).toBeTruthy();
    expect(within(dialog).getByText('12,48 €')).toBeTruthy();
    expect(placed).toEqual([]);

    const send = within(dialog).getByRole('button', { name: 'Saada' });
    await userEvent.click(send);
    await waitFor(() => expect(placed).toEqual(['key-offline-1']));
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
    // Another return and a repeated click change nothing: the order went once.
    send.click();
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(placed).toEqual(['key-offline-1']);
    expect(await outboxOf('ee').list()).toEqual([]);
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
  });

  it('Discard drops the waiting orders unsent and says so', async () => {
    await queueAnOrder();
    const placed = orderServer();
    renderPage(false);
    const dialog = await findDialog();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Loobu' }));
    await waitFor(async () => expect(await outboxOf('ee').list()).toEqual([]));
    expect(placed).toEqual([]);
    expect(notificationStore.snapshot().map((n) => n.message)).toContain(
      'Saatmist oodanud tellimused tühistati. Midagi ei tellitud.',
    );
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
    // Nothing waits any more, so a later return neither asks nor sends.
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(placed).toEqual([]);
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
  });

  it('asks on a return to the network while the page is open', async () => {
    const placed = orderServer();
    renderPage(false);
    await screen.findByText('page');
    await settle();
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
    await queueAnOrder();
    window.dispatchEvent(new Event('online'));
    expect(await findDialog()).toBeTruthy();
    expect(placed).toEqual([]);
  });

  it('with automatic sending on (the default), sends without asking', async () => {
    await queueAnOrder();
    const placed = orderServer();
    renderPage(true);
    await waitFor(() => expect(placed).toEqual(['key-offline-1']));
    await settle();
    expect(screen.queryByRole('dialog', { name: TITLE })).toBeNull();
  });

  it('asks nothing when no order waits', async () => {
    const placed = orderServer();
    renderPage(false);
    await screen.findByText('page');
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(placed).toEqual([]);
  });
});
