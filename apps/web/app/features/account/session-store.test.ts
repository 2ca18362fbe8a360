import { REFRESH_FAILED } from '@apteek/domain';
import { describe, expect, it, vi } from 'vitest';
import { memoryTaskStore } from '../../sync/task-store.ts';
import { createCustomerSession } from './customer-session.ts';
import { SESSION_KEY, type SessionEvent } from './session-store.ts';

/** An address another account holds: the server refuses it with a field error. */
const TAKEN_EMAIL = 'taken@example.ee';
const EMAIL_TAKEN = 'An account with this e-mail address already exists.';

/** A server with one customer: access tokens 'access-N', refresh tokens 'refresh-N' rotated on use. */
function fakeServer(
  options: {
    country?: 'EE' | 'FI';
    identityCountry?: 'EE' | 'FI';
    refuseRefresh?: boolean;
    /** The refresh answers without the new refresh token, which the page cannot use. */
    crashRefresh?: boolean;
  } = {},
) {
  let generation = 1;
  let valid = 'access-1';
  let online = true;
  const calls: string[] = [];
  /** 'POST /api/user/me': the calls that change something are told apart by method. */
  const requests: string[] = [];
  const reply = (code: number, result: unknown, extra: object = {}) =>
    new Response(JSON.stringify({ code, result, ...extra }), {
      status: code,
      headers: { 'content-type': 'application/json' },
    });
  const profile = {
    id: 7,
    email: 'mari@example.ee',
    firstname: 'Mari',
    lastname: 'Maasikas',
    country_id: options.country ?? 'EE',
    language: 'et',
    identityCountry: options.identityCountry ?? null,
  };
  const handle = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const path = input instanceof Request ? input.url : String(input);
    if (!online) throw new TypeError('Failed to fetch');
    calls.push(path);
    requests.push(`${init?.method ?? 'GET'} ${path}`);
    const body = init?.body ? JSON.parse(init.body as string) : {};
    const bearer = new Headers(init?.headers).get('authorization');
    if (path.startsWith('/api/user/me') && bearer !== `Bearer ${valid}`)
      return reply(401, 'You need to be logged in to see this page');
    switch (path) {
      case '/api/user/login':
        return body.password === 'Apteek-2026'
          ? reply(200, valid, { meta: { refreshToken: `refresh-${generation}` } })
          : reply(401, 'You did not sign in correctly or your account is temporarily disabled.');
      case '/api/user/smartid/login':
        return reply(200, valid, { meta: { refreshToken: `refresh-${generation}` } });
      case '/api/user/refresh':
        await new Promise((resolve) => setTimeout(resolve, 5));
        if (options.crashRefresh) return reply(200, valid);
        if (options.refuseRefresh || body.refreshToken !== `refresh-${generation}`)
          return reply(401, REFRESH_FAILED);
        generation += 1;
        valid = `access-${generation}`;
        return reply(200, valid, { meta: { refreshToken: `refresh-${generation}` } });
      case '/api/user/logout':
        return reply(200, true);
      case '/api/user/me':
        if (init?.method !== 'POST') return reply(200, { ...profile });
        if (body.customer.email === TAKEN_EMAIL)
          return reply(400, EMAIL_TAKEN, { errors: [{ field: 'customer.email', message: EMAIL_TAKEN }] });
        Object.assign(profile, body.customer);
        return reply(200, { ...profile });
      case '/api/user/me/language':
        profile.language = body.language;
        return reply(200, true);
      default:
        if (bearer !== `Bearer ${valid}`) return reply(401, 'You need to be logged in to see this page');
        return reply(200, path === '/api/user/me' ? profile : { path });
    }
  };
  return {
    fetch: handle as typeof fetch,
    calls,
    requests,
    profile,
    /** The access token stops working, as after its 15 minutes. */
    expire: () => {
      valid = 'access-expired';
    },
    /** The connection drops (every request fails) or comes back. */
    setOnline: (value: boolean) => {
      online = value;
    },
    isOnline: () => online,
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
  const refusals: string[] = [];
  const tasks = memoryTaskStore();
  // The browser's navigator.onLine follows the fake connection.
  const store = createCustomerSession({ storage, fetch: server.fetch, isOnline: server.isOnline, tasks });
  store.listen((event) => void events.push(event));
  store.listenRefusals((message) => void refusals.push(message));
  return { server, storage, events, refusals, tasks, store };
}

describe('the browser session', () => {
  it('logs in with the refresh token a popup login handed over, as a password login does', async () => {
    const { store, storage, events } = setUp();
    expect(await store.refreshTokenLogin('refresh-1', 'EE')).toEqual({ ok: true });
    expect(store.snapshot()?.user?.firstname).toBe('Mari');
    expect(JSON.parse(storage.getItem(SESSION_KEY)!)).toMatchObject({ refreshToken: 'refresh-2' });
    expect(events).toContainEqual({ kind: 'login', customerId: 7 });
  });

  it('clears the user and says "User not authorized" when a popup login brought no token', async () => {
    const { store, storage, server } = setUp();
    await store.login('mari@example.ee', 'Apteek-2026', 'EE');
    expect(await store.refreshTokenLogin(null, 'EE')).toEqual({ ok: false, message: 'User not authorized' });
    expect(store.snapshot()).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(server.calls.filter((path) => path === '/api/user/refresh')).toEqual([]);
  });

  it('stores nothing when the handed refresh token is refused', async () => {
    const { store, storage } = setUp();
    expect(await store.refreshTokenLogin('refresh-stolen', 'EE')).toEqual({
      ok: false,
      message: REFRESH_FAILED,
    });
    expect(storage.getItem(SESSION_KEY)).toBeNull();
  });

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
    const other = createCustomerSession({ storage, fetch: server.fetch });
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
    expect(first).toEqual({ code: 401, result: REFRESH_FAILED, reason: 'refresh_failed' });
    expect(second).toEqual({ code: 401, result: REFRESH_FAILED, reason: 'refresh_failed' });
    expect(store.snapshot()).toBeNull();
    expect(storage.getItem(SESSION_KEY)).toBeNull();
    expect(events.filter((event) => event.kind === 'logout')).toEqual([{ kind: 'logout', reason: 'forced' }]);
  });

  it('ends the session as crashed when the refresh fails on the page, not by the server', async () => {
    const { store, server, events } = setUp({ crashRefresh: true });
    await store.login('mari@example.ee', 'Apteek-2026', 'EE');
    server.expire();
    expect(await store.get('/api/a')).toEqual({
      code: 401,
      result: REFRESH_FAILED,
      reason: 'refresh_failed',
    });
    expect(store.snapshot()).toBeNull();
    expect(events.filter((event) => event.kind === 'logout')).toEqual([
      { kind: 'logout', reason: 'forced', crashed: true },
    ]);
  });

  it('logs a customer of another country out silently', async () => {
    const { store, events } = setUp({ country: 'FI' });
    const outcome = await store.login('mari@example.ee', 'Apteek-2026', 'EE');
    expect(outcome.ok).toBe(false);
    expect(store.snapshot()).toBeNull();
    expect(events).toEqual([{ kind: 'logout', reason: 'silent' }]);
  });

  it('keeps a Finnish patient identified with bank ID in a store of the Estonian pharmacy', async () => {
    const { store, events } = setUp({ country: 'FI', identityCountry: 'FI' });
    expect(await store.refreshTokenLogin('refresh-1', 'EE')).toEqual({ ok: true });
    expect(await store.authorize('EE')).toBe('ok');
    expect(store.snapshot()?.user?.firstname).toBe('Mari');
    expect(events.filter((event) => event.kind === 'logout')).toEqual([]);
  });

  it.each([
    [
      'password',
      (store: ReturnType<typeof setUp>['store']) => store.login('mari@example.ee', 'Apteek-2026', 'EE'),
    ],
    ['popup', (store: ReturnType<typeof setUp>['store']) => store.refreshTokenLogin('refresh-1', 'EE')],
    [
      'Smart-ID',
      (store: ReturnType<typeof setUp>['store']) => store.identity.login('smartid', 'session-1', 'et', 'EE'),
    ],
  ])(
    'a %s login whose session set-up fails logs only that, clears the user and rethrows',
    async (_kind, logIn) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const { store, storage, events } = setUp();
      const failure = new Error('cart of mari@example.ee (refresh-1) could not be joined');
      // The cart joins the customer's cart on the login event; here that throws.
      store.listen((event) => {
        if (event.kind === 'login') throw failure;
      });

      await expect(logIn(store)).rejects.toBe(failure);

      expect(store.snapshot()).toBeNull();
      expect(storage.getItem(SESSION_KEY)).toBeNull();
      expect(events.at(-1)).toEqual({ kind: 'logout', reason: 'silent' });
      expect(warn).toHaveBeenCalledExactlyOnceWith('session setup failed', 'Error');
      warn.mockRestore();
    },
  );

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
    const store = createCustomerSession({
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

describe('profile changes through the user task queue', () => {
  const profileSaves = (requests: string[]) => requests.filter((call) => call === 'POST /api/user/me');

  it("online, a save is sent at once and the form gets the server's answer", async () => {
    const { store, server, tasks } = setUp();
    await store.login('mari@example.ee', 'Apteek-2026', 'EE');
    const answer = await store.updateProfile({ firstname: 'Margit' });
    expect(answer).toMatchObject({ code: 200, result: { firstname: 'Margit' } });
    expect(store.snapshot()?.user?.firstname).toBe('Margit');
    expect(profileSaves(server.requests)).toHaveLength(1);
    expect(await tasks.list()).toEqual([]);

    const refused = await store.updateProfile({ email: TAKEN_EMAIL });
    expect(refused).toEqual({
      code: 400,
      result: EMAIL_TAKEN,
      errors: [{ field: 'customer.email', message: EMAIL_TAKEN }],
    });
    expect(store.snapshot()?.user?.email).toBe('mari@example.ee');
  });

  it('offline, a save waits in the queue, shows at once and is sent exactly once back online', async () => {
    const { store, server, tasks, storage } = setUp();
    await store.login('mari@example.ee', 'Apteek-2026', 'EE');
    server.setOnline(false);
    expect(await store.updateProfile({ firstname: 'Margit' })).toBe('queued');
    expect(await store.setLanguage('en')).toBe('queued');
    expect(store.snapshot()?.user).toMatchObject({ firstname: 'Margit', language: 'en' });
    // Kept for the next page too, as a reload while offline would read it.
    expect(JSON.parse(storage.getItem(SESSION_KEY)!).user.firstname).toBe('Margit');
    expect(await tasks.list()).toHaveLength(2);
    expect(server.profile.firstname).toBe('Mari');

    server.setOnline(true);
    await Promise.all([store.sendQueued(), store.sendQueued()]);
    expect(profileSaves(server.requests)).toHaveLength(1);
    expect(server.requests.filter((call) => call === 'POST /api/user/me/language')).toHaveLength(1);
    expect(server.profile).toMatchObject({ firstname: 'Margit', language: 'en' });
    expect(store.snapshot()?.user).toMatchObject({ firstname: 'Margit', language: 'en' });
    expect(await tasks.list()).toEqual([]);
    await store.sendQueued();
    expect(profileSaves(server.requests)).toHaveLength(1);
  });

  it("a queued save the server refuses once online restores the server's profile and says why", async () => {
    const { store, server, refusals } = setUp();
    await store.login('mari@example.ee', 'Apteek-2026', 'EE');
    server.setOnline(false);
    expect(await store.updateProfile({ email: TAKEN_EMAIL, firstname: 'Margit' })).toBe('queued');
    expect(store.snapshot()?.user?.email).toBe(TAKEN_EMAIL);

    server.setOnline(true);
    await store.sendQueued();
    // The refusal is told once the profile is read again.
    await expect.poll(() => refusals).toEqual([EMAIL_TAKEN]);
    expect(store.snapshot()?.user).toMatchObject({ email: 'mari@example.ee', firstname: 'Mari' });
    expect(server.requests.slice(-2)).toEqual(['POST /api/user/me', 'GET /api/user/me']);
  });

  it('a logout drops the profile changes that never left the browser', async () => {
    const { store, server, tasks } = setUp();
    await store.login('mari@example.ee', 'Apteek-2026', 'EE');
    server.setOnline(false);
    expect(await store.updateProfile({ firstname: 'Margit' })).toBe('queued');
    await store.logout();
    expect(store.snapshot()).toBeNull();
    expect(await tasks.list()).toEqual([]);

    server.setOnline(true);
    await store.sendQueued();
    expect(profileSaves(server.requests)).toEqual([]);
    expect(server.profile.firstname).toBe('Mari');
  });

  it('a logout while online sends the queued changes first, with the token still valid', async () => {
    const { store, server, tasks } = setUp();
    await store.login('mari@example.ee', 'Apteek-2026', 'EE');
    server.setOnline(false);
    await store.updateProfile({ firstname: 'Margit' });
    server.setOnline(true);
    await store.logout();
    expect(server.requests.slice(-2)).toEqual(['POST /api/user/me', 'POST /api/user/logout']);
    expect(server.profile.firstname).toBe('Margit');
    expect(await tasks.list()).toEqual([]);
  });
});
