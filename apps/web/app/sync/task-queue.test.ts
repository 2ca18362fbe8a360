import { BAD_CONTENT_TYPE, CART_ID_MISSING, REFRESH_FAILED, type SyncTask } from '@apteek/domain';
import { describe, expect, it, vi } from 'vitest';
import { createTaskQueue, type QueueSession } from './task-queue.ts';
import { memoryTaskStore } from './task-store.ts';

interface Call {
  url: string;
  method: string;
  authorization: string | undefined;
  body: unknown;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function setup(
  overrides: { respond?: (call: Call) => Response | Promise<Response>; cartId?: string | null } = {},
) {
  const calls: Call[] = [];
  let online = true;
  let token: string | null = 'old-token';
  let cartId = overrides.cartId === undefined ? 'cart-1' : overrides.cartId;
  const session: QueueSession = {
    cartId: () => cartId,
    token: () => token,
    refresh: vi.fn(async () => null),
    onUnauthorized: vi.fn(),
    onCartIdMissing: vi.fn(),
  };
  const transmitted: SyncTask[] = [];
  const failed: string[] = [];
  let clock = 0;
  let ids = 0;
  const store = memoryTaskStore();
  const queue = createTaskQueue({
    store,
    session,
    isOnline: () => online,
    locale: 'et-EE',
    now: () => ++clock,
    newId: () => `t${++ids}`,
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      const call = {
        url: input instanceof Request ? input.url : String(input),
        method: init?.method ?? 'GET',
        authorization: headers.get('authorization') ?? undefined,
        body: init?.body ? JSON.parse(init.body as string) : undefined,
      };
      calls.push(call);
      return (overrides.respond ?? (() => json({ code: 200, result: 'ok' })))(call);
    },
    onTransmitted: (task) => transmitted.push(task),
    onFailed: (_task, message) => failed.push(message),
  });
  return {
    queue,
    store,
    calls,
    session,
    transmitted,
    failed,
    goOffline: () => (online = false),
    goOnline: () => (online = true),
    setToken: (value: string | null) => (token = value),
    setCartId: (value: string | null) => (cartId = value),
    /** Queues an update per sku while offline, then comes back online and runs the queue once. */
    async queuedOfflineThenRun(...skus: string[]) {
      online = false;
      for (const sku of skus) await queue.queue(update(sku));
      online = true;
      await queue.process();
    },
  };
}

/** A network that fails to fetch until `recover()`, then answers OK. */
function flakyNetwork() {
  let failing = true;
  return {
    respond: () => {
      if (failing) throw new TypeError('Failed to fetch');
      return json({ code: 200, result: 'ok' });
    },
    recover: () => void (failing = false),
  };
}

const update = (sku: string) => ({
  url: '/api/cart/update?cartId={{cartId}}',
  payload: { method: 'POST' as const, body: { cartItem: { sku, qty: 1 } } },
});

describe('the sync task queue', () => {
  it('sends queued tasks in order with the cart id, the token and the locale, then forgets them', async () => {
    const q = setup();
    await q.queue.queue(update('A'));
    await q.queue.queue(update('B'));
    await q.queue.process();
    expect(q.calls.map((c) => [c.url, (c.body as { cartItem: { sku: string } }).cartItem.sku])).toEqual([
      ['/api/cart/update?cartId=cart-1', 'A'],
      ['/api/cart/update?cartId=cart-1', 'B'],
    ]);
    expect(q.calls[0]?.authorization).toBe('Bearer old-token');
    expect(q.transmitted.map((t) => [t.transmited, t.resultCode, t.result])).toEqual([
      [true, 200, 'ok'],
      [true, 200, 'ok'],
    ]);
    expect(await q.store.list()).toEqual([]);
  });

  it('keeps tasks while offline and sends each exactly once on return', async () => {
    const q = setup();
    q.goOffline();
    await q.queue.queue(update('A'));
    await q.queue.process();
    expect(q.calls).toEqual([]);
    expect(await q.store.list()).toHaveLength(1);
    q.goOnline();
    await Promise.all([q.queue.process(), q.queue.process()]);
    expect(q.calls).toHaveLength(1);
    expect(await q.store.list()).toEqual([]);
  });

  it('keeps a task whose request failed on the network, for the next run', async () => {
    const network = flakyNetwork();
    const q = setup({ respond: network.respond });
    // Queued offline, so the one run is its first attempt.
    await q.queuedOfflineThenRun('A');
    expect(await q.store.list()).toMatchObject([{ canceled: false, network_failures: 1 }]);
    network.recover();
    await q.queue.process();
    expect(q.transmitted).toHaveLength(1);
  });

  it('gives up a task that fails on the network again while online, and sends the next', async () => {
    const q = setup({
      respond: (call) => {
        if ((call.body as { cartItem: { sku: string } }).cartItem.sku === 'A')
          throw new TypeError('Failed to fetch');
        return json({ code: 200, result: 'ok' });
      },
    });
    await q.queue.queue(update('A'));
    await q.queue.queue(update('B'));
    for (let run = 0; run < 5; run++) await q.queue.process();
    const sentA = q.calls.filter((call) => (call.body as { cartItem: { sku: string } }).cartItem.sku === 'A');
    expect(sentA).toHaveLength(2);
    expect(q.failed).toEqual(['Something went wrong. Try again in a few seconds.']);
    expect(
      q.transmitted.map((task) => (task.payload.body as { cartItem: { sku: string } }).cartItem.sku),
    ).toEqual(['B']);
    expect((await q.store.list()).filter((task) => !task.canceled)).toEqual([]);
  });

  it('counts no attempt while the browser is offline', async () => {
    const network = flakyNetwork();
    const q = setup({ respond: network.respond });
    await q.queue.queue(update('A'));
    q.goOffline();
    for (let run = 0; run < 3; run++) await q.queue.process();
    q.goOnline();
    network.recover();
    await q.queue.process();
    expect(q.transmitted).toHaveLength(1);
  });

  it('does not send a cart task without a cart id, asks for a cart and sends it once there is one', async () => {
    const q = setup({ cartId: null });
    await q.queue.queue(update('A'));
    await q.queue.process();
    expect(q.calls).toEqual([]);
    expect(q.failed).toContain(CART_ID_MISSING);
    expect(q.session.onCartIdMissing).toHaveBeenCalled();
    q.setCartId('new-cart');
    await q.queue.process();
    expect(q.calls.map((c) => c.url)).toEqual(['/api/cart/update?cartId=new-cart']);
  });

  it('refreshes the token once on a 401 and retries with the new one', async () => {
    const q = setup({
      respond: (call) =>
        call.authorization === 'Bearer new-token'
          ? json({ code: 200, result: 'ok' })
          : json({ code: 401 }, 401),
    });
    vi.mocked(q.session.refresh).mockImplementation(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      q.setToken('new-token');
      return 'new-token';
    });
    const [a, b] = await Promise.all([
      q.queue.execute({ url: '/api/user/me', payload: { method: 'GET' } }),
      q.queue.execute({ url: '/api/order/history', payload: { method: 'GET' } }),
    ]);
    expect(q.session.refresh).toHaveBeenCalledTimes(1);
    expect([a?.resultCode, b?.resultCode]).toEqual([200, 200]);
  });

  it('logs out and drops unsent tasks when the refresh fails', async () => {
    const q = setup({ respond: () => json({ code: 401, result: 'expired' }, 401) });
    await q.queuedOfflineThenRun('A', 'B');
    expect(q.session.refresh).toHaveBeenCalledTimes(1);
    expect(q.session.onUnauthorized).toHaveBeenCalledTimes(1);
    expect(q.transmitted.map((t) => [t.resultCode, t.result])).toEqual([[401, REFRESH_FAILED]]);
    expect(await q.store.list()).toEqual([]);
  });

  it('reports an answer that is not JSON, cancels that task and goes on with the next', async () => {
    let first = true;
    const q = setup({
      respond: () => {
        if (!first) return json({ code: 200, result: 'ok' });
        first = false;
        return new Response('<html>', { headers: { 'content-type': 'text/html' } });
      },
    });
    await q.queuedOfflineThenRun('A', 'B');
    expect(q.failed).toEqual([BAD_CONTENT_TYPE]);
    expect(q.transmitted).toHaveLength(1);
    expect((await q.store.list()).map((t) => t.canceled)).toEqual([true]);
  });

  it('send gives its caller the answer with its field errors, or "queued" and the answer later to onTransmitted', async () => {
    const refusal = { field: 'customer.email', message: 'taken' };
    const q = setup({ respond: () => json({ code: 400, result: 'taken', errors: [refusal] }, 400) });
    const answered = await q.queue.send(update('A'));
    expect(answered).toMatchObject({ status: 'answered', task: { resultCode: 400, errors: [refusal] } });
    expect(q.transmitted).toEqual([]);

    q.goOffline();
    expect(await q.queue.send(update('B'))).toEqual({ status: 'queued' });
    q.goOnline();
    await q.queue.process();
    expect(q.transmitted.map((task) => task.resultCode)).toEqual([400]);
    expect(q.calls).toHaveLength(2);
  });
});
