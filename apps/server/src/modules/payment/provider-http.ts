import type { FastifyInstance } from 'fastify';

export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export interface HttpResponse {
  status: number;
  /** Header names in lower case (Paytrail signs its answers in checkout-* headers). */
  headers: Record<string, string>;
  body: string;
}

export type HttpCall = (request: HttpRequest) => Promise<HttpResponse>;

/** Calls to a provider's real servers. */
export const fetchHttp: HttpCall = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(15_000),
  });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: await response.text(),
  };
};

/**
 * Calls to this very server, answered in-process: how the sandboxes' API and server-to-server
 * notifications travel, so they work without the server knowing the address it is reachable at.
 */
export function loopbackHttp(app: Pick<FastifyInstance, 'inject'>): HttpCall {
  return async (request) => {
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method,
      url: url.pathname + url.search,
      headers: { ...request.headers, host: url.host },
      payload: request.body,
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return { status: response.statusCode, headers, body: response.body };
  };
}
