import type { FastifyInstance } from 'fastify';

/** A provider answer that is no protocol answer: another status, no JSON, or no answer at all. */
export class IdentityProviderError extends Error {
  override name = 'IdentityProviderError';
  constructor(
    readonly provider: 'smart-id' | 'mobile-id',
    /** The HTTP status, or null when the provider could not be reached or did not answer in time. */
    readonly status: number | null,
  ) {
    super(`${provider} answered ${status ?? 'nothing'}`);
  }
}

/** How a client reaches its provider: fetch, or the sandbox in-process (`loopbackFetch`). */
export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Calls to this very server's sandbox, answered in-process: the store works whatever address it is
 * reachable at (the payment sandboxes do the same).
 */
export function loopbackFetch(app: { inject: FastifyInstance['inject'] }): Fetcher {
  return async (url, init) => {
    const { pathname, search } = new URL(url);
    const answer = await app.inject({
      method: init.method === 'POST' ? 'POST' : 'GET',
      url: pathname + search,
      headers: init.headers as Record<string, string>,
      payload: init.body as string | undefined,
    });
    return new Response(answer.body, { status: answer.statusCode });
  };
}

export interface SkAnswer {
  status: number;
  body: Record<string, unknown>;
}

/**
 * One JSON call to an SK API. A long poll's client time-out is SK's advice: the server's own
 * timeoutMs plus a margin (MID REST API, section 3.3). Answers only 200s and the statuses `accepted` lists.
 */
export async function skCall(
  provider: 'smart-id' | 'mobile-id',
  url: string,
  {
    body,
    timeoutMs,
    accepted = [],
    fetcher = fetch,
  }: { body?: object; timeoutMs: number; accepted?: number[]; fetcher?: Fetcher },
): Promise<SkAnswer> {
  let response: Response;
  let text: string;
  try {
    response = await fetcher(url, {
      method: body ? 'POST' : 'GET',
      headers: body
        ? { 'content-type': 'application/json', accept: 'application/json' }
        : { accept: 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
    });
    text = await response.text();
  } catch {
    throw new IdentityProviderError(provider, null);
  }
  if (response.status !== 200 && !accepted.includes(response.status))
    throw new IdentityProviderError(provider, response.status);
  try {
    const parsed: unknown = text ? JSON.parse(text) : {};
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new Error('not an object');
    return { status: response.status, body: parsed as Record<string, unknown> };
  } catch {
    throw new IdentityProviderError(provider, response.status);
  }
}

export const joinUrl = (base: string, path: string) => `${base.replace(/\/+$/, '')}/${path}`;
