import { BAD_CONTENT_TYPE, REFRESH_FAILED, STORE_CODES } from '@apteek/domain';
import { describe, expect, it, vi } from 'vitest';
import { createApiAuth } from './api-auth.ts';
import { ApiError, answerOfError } from './api-error.ts';
import { callApi, readLater } from './client.ts';
import { pageLocale, storeLocale } from './store-locale.ts';

interface Sent {
  path: string;
  method: string;
  headers: Headers;
  body: unknown;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** A fake network answering with `respond`, recording what was sent. */
function network(respond: (sent: Sent) => Response | Promise<Response>) {
  const sent: Sent[] = [];
  const fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      path: input instanceof Request ? input.url : String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: init?.body ? JSON.parse(init.body as string) : undefined,
    };
    sent.push(call);
    return respond(call);
  }) as typeof globalThis.fetch;
  return { sent, fetch };
}

/** A server that accepts only 'new-token', the token a successful refresh gives. */
function tokenServer() {
  return network((call) =>
    call.headers.get('authorization') === 'Bearer new-token'
      ? json({ code: 200, result: { path: call.path } })
      : json({ code: 401, result: 'You need to be logged in to see this page' }, 401),
  );
}

describe('callApi', () => {
  it('resolves with the envelope of a 2xx answer, its result read by the given reader', async () => {
    const net = network(() => json({ code: 200, result: { count: '3' }, meta: { page: 1 } }));
    const answer = await callApi('/api/x', {
      fetch: net.fetch,
      result: (value) => Number((value as { count: string }).count),
    });
    expect(answer).toEqual({ code: 200, result: 3, meta: { page: 1 } });
  });

  it('accepts a zod-like schema as the result reader', async () => {
    const net = network(() => json({ code: 200, result: 'a' }));
    const schema = { parse: (value: unknown) => ({ letter: String(value) }) };
    expect((await callApi('/api/x', { fetch: net.fetch, result: schema })).result).toEqual({ letter: 'a' });
  });

  it('imports a reader given to read later with the first answer, once, and again after a failed import', async () => {
    const net = network(() => json({ code: 200, result: 'a' }));
    const schema = { parse: (value: unknown) => ({ letter: String(value) }) };
    const load = vi
      .fn<() => Promise<typeof schema>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue(schema);
    const reader = readLater(load);
    expect(load).not.toHaveBeenCalled();
    // Its code not arriving is no answer to read, as if offline; the next answer imports it again.
    await expect(callApi('/api/x', { fetch: net.fetch, result: reader })).rejects.toMatchObject({
      failure: 'offline',
      status: 0,
    });
    expect((await callApi('/api/x', { fetch: net.fetch, result: reader })).result).toEqual({ letter: 'a' });
    expect((await callApi('/api/x', { fetch: net.fetch, result: reader })).result).toEqual({ letter: 'a' });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('refuses an answer a reader read later cannot read, as one read at once', async () => {
    const net = network(() => json({ code: 200, result: 'a' }));
    const reader = readLater(async () => (value: unknown) => {
      if (typeof value !== 'number') throw new Error('not a number');
      return value;
    });
    await expect(callApi('/api/x', { fetch: net.fetch, result: reader })).rejects.toMatchObject({
      failure: 'unusable',
      status: 200,
    });
  });

  it('does not import a reader for a refusal, which has no result to read', async () => {
    const net = network(() => json({ code: 409, result: 'Refused' }, 409));
    const load = vi.fn(async () => (value: unknown) => value);
    await expect(callApi('/api/x', { fetch: net.fetch, result: readLater(load) })).rejects.toMatchObject({
      failure: 'refused',
    });
    expect(load).not.toHaveBeenCalled();
  });

  it('sends JSON with its content type, and the method asked for', async () => {
    const net = network(() => json({ code: 200, result: true }));
    await callApi('/api/user/login', { method: 'POST', body: { username: 'mari' }, fetch: net.fetch });
    expect(net.sent[0]).toMatchObject({ method: 'POST', body: { username: 'mari' } });
    expect(net.sent[0]?.headers.get('content-type')).toBe('application/json');
    expect(net.sent[0]?.headers.get('accept')).toBe('application/json');
  });

  it("sends each store view's default locale as Accept-Language", async () => {
    const net = network(() => json({ code: 200, result: null }));
    for (const store of STORE_CODES)
      await callApi('/api/x', { locale: storeLocale(store), fetch: net.fetch });
    expect(net.sent.map((call) => call.headers.get('accept-language'))).toEqual([
      'et-EE',
      'fi-FI',
      'en-US',
      'ru-RU',
    ]);
  });

  it("finds the store view's locale from the page's language", () => {
    expect(['et', 'fi', 'en', 'ru'].map(pageLocale)).toEqual(['et-EE', 'fi-FI', 'en-US', 'ru-RU']);
  });

  it('sends the bearer token of the session, and none for a guest', async () => {
    const net = network(() => json({ code: 200, result: null }));
    const auth = createApiAuth({ token: () => 'access-1', renew: async () => null });
    await callApi('/api/user/me', { auth, fetch: net.fetch });
    await callApi('/api/catalog', { fetch: net.fetch });
    expect(net.sent.map((call) => call.headers.get('authorization'))).toEqual(['Bearer access-1', null]);
  });

  it("throws the server's refusal with its status, English message, reason and field errors", async () => {
    const refusal = { field: 'customer.email', message: 'taken' };
    const net = network(() =>
      json({ code: 400, result: 'Invalid data', reason: 'invalid_request', errors: [refusal] }, 400),
    );
    const error = await callApi('/api/user/create', { fetch: net.fetch }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      failure: 'refused',
      status: 400,
      message: 'Invalid data',
      reason: 'invalid_request',
      errors: [refusal],
    });
    expect(answerOfError(error)).toEqual({
      code: 400,
      result: 'Invalid data',
      meta: null,
      reason: 'invalid_request',
      errors: [refusal],
    });
  });

  it('keeps no reason the contract does not know', async () => {
    const net = network(() => json({ code: 409, result: 'Refused', reason: 'made_up' }, 409));
    const error = await callApi('/api/x', { fetch: net.fetch }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ failure: 'refused', reason: null });
  });

  it('tells no answer at all from an answer that is no envelope', async () => {
    const offline = network(() => {
      throw new TypeError('Failed to fetch');
    });
    const html = network(
      () => new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } }),
    );
    await expect(callApi('/api/x', { fetch: offline.fetch })).rejects.toMatchObject({
      failure: 'offline',
      status: 0,
    });
    await expect(callApi('/api/x', { fetch: html.fetch })).rejects.toMatchObject({
      failure: 'unusable',
      status: 502,
      message: BAD_CONTENT_TYPE,
    });
  });

  it('lets an aborted request reject with its abort', async () => {
    const controller = new AbortController();
    const net = network(() => {
      throw new DOMException('aborted', 'AbortError');
    });
    controller.abort();
    await expect(callApi('/api/x', { fetch: net.fetch, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    });
  });

  it('refreshes the token once for two concurrent 401s and retries both with the new token', async () => {
    const net = tokenServer();
    let token = 'old-token';
    const renew = vi.fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      token = 'new-token';
      return token;
    });
    const auth = createApiAuth({ token: () => token, renew });
    const [a, b] = await Promise.all([
      callApi('/api/user/me', { auth, fetch: net.fetch }),
      callApi('/api/order/history', { auth, fetch: net.fetch }),
    ]);
    expect(renew).toHaveBeenCalledTimes(1);
    expect([a.result, b.result]).toEqual([{ path: '/api/user/me' }, { path: '/api/order/history' }]);
  });

  it('ends the session when the refresh is refused: the renewal logs out, the calls fail as session-ended', async () => {
    const net = tokenServer();
    const forcedLogout = vi.fn();
    const auth = createApiAuth({
      token: () => 'old-token',
      renew: async () => {
        forcedLogout();
        return null;
      },
    });
    const outcomes = await Promise.all(
      ['/api/user/me', '/api/order/history'].map((path) =>
        callApi(path, { auth, fetch: net.fetch }).catch((error: unknown) => error),
      ),
    );
    expect(forcedLogout).toHaveBeenCalledTimes(1);
    expect(outcomes.map((error) => (error as ApiError).failure)).toEqual(['session-ended', 'session-ended']);
    expect(outcomes.map((error) => (error as ApiError).reason)).toEqual(['refresh_failed', 'refresh_failed']);
    expect(answerOfError(outcomes[0])).toEqual({
      code: 401,
      result: REFRESH_FAILED,
      reason: 'refresh_failed',
    });
  });

  it('treats a renewal that throws as a refused refresh', async () => {
    const net = tokenServer();
    const auth = createApiAuth({
      token: () => 'old-token',
      renew: () => Promise.reject(new TypeError('Failed to fetch')),
    });
    await expect(callApi('/api/user/me', { auth, fetch: net.fetch })).rejects.toMatchObject({
      failure: 'session-ended',
    });
  });
});
