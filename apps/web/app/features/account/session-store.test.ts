import { describe, expect, it } from 'vitest';
import { REFRESH_FAILED } from '../../sync/task-queue.ts';
import { SESSION_KEY, createSessionStore, type SessionEvent } from './session-store.ts';

/** A server with one customer: access tokens 'access-N', refresh tokens 'refresh-N' rotated on use. */
function fakeServer(options: { country?: 'EE' | 'FI'; refuseRefresh?: boolean } = {}) {
  let generation = 1;
  let valid = 'access-1';
  const calls: string[] = [];
  const reply = (code: number, result: unknown, meta?: object) =>
    new Response(JSON.stringify({ code, result, ...(meta ? { meta } : {}) }), {
      status: code,
      headers: { 'content-type': 'application/json' },
    });
  const profile = {
    id: 7,
    email: 'mari@example.ee',
    firstname: 'Mari',
    lastname: 'Maasikas',
    country_id: options.country ?? 'EE',
  };
  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = String(input);
    calls.push(path);
    const body = init?.body ? JSON.parse(String(init.body)) : {};
    const bearer = new Headers(init?.headers).get('authorization');
    switch (path) {
      case '/api/user/login':
        return body.password === 'Apteek-2026'
          ? reply(200, valid, { refreshToken: `refresh-${generation}` })
          : reply(401, 'You did not sign in correctly or your account is temporarily disabled.');
      case '/api/user/refresh':
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (options.refuseRefresh || body.refreshToken !== `refresh-${generation}`)
          return reply(401, REFRESH_FAILED);
        generation += 1;
        valid = `access-${generation}`;
        return reply(200, valid, { refreshToken: `refresh-${generation}` });
      case '/api/user/logout':
        return reply(200, true);
      default:
        if (bearer !== `Bearer ${valid}`) return reply(401, 'You need to be logged in to see this page');
        return reply(200, path === '/api/user/me' ? profile : { path });
    }
  };
  return {
    fetch: handle as typeof fetch,
    calls,
    /** The access token stops working, as after its 15 minutes. */
    expire: () => {
      valid = 'access-expired';
    },
  };
}

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

function setUp(options: Parameters<typeof fakeServer>[0] = {}) {
  const server = fakeServer(options);
  const storage = memoryStorage();
  const events: SessionEvent[] = [];
  const store = createSessionStore({ storage, fetch: server.fetch });
  store.listen((event) => void events.push(event));
  return { server, storage, events, store };
}

describe('the browser session', () => {
  it('logs in, keeps both tokens and the customer, and tells the cart', async () => {
    const { store, storage, events } = setUp();
    expect(await store.login('mari@example.ee', 'Apteek-2026', 'EE')).toEqual({ ok: true });
    expect(store.snapshot()?.user?.firstname).toBe('Mari');
    expect(JSON.parse(storage.getItem(SESSION_KEY)!)).toMatchObject({
      token: 'access-1',
      refreshToken: 'refresh-1',
    });
    expect(events).toEqual([{ kind: 'login', customerId: 7 }]);
  });

  it("shows the server's text for a wrong password and stores nothing", async () => {
    const { store, storage } = setUp();
    const outcome = await store.login('mari@example.ee', 'wrong', 'EE');
    expect(outcome).toEqual({
      ok: false,
      message: 'You did not sign in correctly or your account is temporarily disabled.',
    });
    expect(storage.getItem(SESSION_KEY)).toBeNull();
  });

  it('refreshes once for concurrent 401s and retries every call with the new token', async () => {
    const { store, server } = setUp();
    await store.login('mari@example.ee', 'Apteek-2026', 'EE');
    server.expire();
    const answers = await Promise.all([store.get('/api/a'), store.get('/api/b'), store.get('/api/c')]);
    expect(answers.map((answer) => answer?.code)).toEqual([200, 200, 200]);
    expect(server.calls.filter((call) => call === '/api/user/refresh')).toHaveLength(1);
    expect(store.snapshot()).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
  });

  it('takes the token another tab rotated instead of reusing the old refresh token', async () => {
    const { store, server, storage } = setUp();
    await store.login('mari@example.ee', 'Apteek-2026', 'EE');
    const other = createSessionStore({ storage, fetch: server.fetch });
    server.expire();
    expect(await other.refresh()).toBe('access-2');
    expect(await store.refresh()).toBe('access-2');
    expect(store.token()).toBe('access-2');
    expect(server.calls.filter((call) => call === '/api/user/refresh')).toHaveLength(1);
  });

  it('ends the session when the refresh is refused: forced logout, the call answers the spec text', async () => {
    const { store, server, events, storage } = setUp({ refuseRefresh: true });
    await store.login('mari@example.ee', 'Apteek-2026', 'EE');
    server.expire();
    const [first, second] = await Promise.all([store.get('/api/a'), store.get('/api/b')]);
    expect(first).toEqual({ code: 401, result: REFRESH_FAILED });
    expect(second).toEqual({ code: 401, result: REFRESH_FAILED });
    expect(store.snapshot()).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(events.filter((event) => event.kind === 'logout')).toEqual([{ kind: 'logout', reason: 'forced' }]);
  });

  it('logs a customer of another country out silently (spec 000 §6)', async () => {
    const { store, events } = setUp({ country: 'FI' });
    const outcome = await store.login('mari@example.ee', 'Apteek-2026', 'EE');
    expect(outcome.ok).toBe(false);
    expect(store.snapshot()).toBeNull();
    expect(events).toEqual([{ kind: 'logout', reason: 'silent' }]);
  });

  it('sends queued changes before the logout revokes the refresh token', async () => {
    const { store, server, events } = setUp();
    await store.login('mari@example.ee', 'Apteek-2026', 'EE');
    await store.logout();
    expect(events.slice(1)).toEqual([{ kind: 'before-logout' }, { kind: 'logout', reason: 'user' }]);
    expect(server.calls.at(-1)).toBe('/api/user/logout');
    expect(store.token()).toBeNull();
  });

  it('refuses the password reset and the password change while offline', async () => {
    const server = fakeServer();
    const store = createSessionStore({
      storage: memoryStorage(),
      fetch: server.fetch,
      isOnline: () => false,
    });
    expect(await store.resetPassword('mari@example.ee')).toEqual({
      code: 0,
      result: 'Reset password feature does not work while offline!',
    });
    expect(await store.changePassword('Apteek-2026', 'Apteek-2027!')).toBeNull();
    expect(server.calls).toEqual([]);
  });
});
