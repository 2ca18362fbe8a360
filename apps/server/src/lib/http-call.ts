import type { FastifyInstance } from 'fastify';

/** A call to an external service (a payment provider, a carrier), or to its sandbox on this server. */
export interface HttpRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The answer with its body as bytes: a carrier's label is a raw PDF. */
export interface BytesResponse {
  status: number;
  /** Header names in lower case (Paytrail signs its answers in checkout-* headers). */
  headers: Record<string, string>;
  body: Buffer;
}

export type BytesCall = (request: HttpRequest) => Promise<BytesResponse>;

/** Calls to the service's real servers, given up after `timeoutMs`. */
export function fetchBytes(timeoutMs: number): BytesCall {
  return async (request) => {
    const response = await fetch(request.url, {
      method: request.method,
      headers: request.headers,
      body: request.body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    return {
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    };
  };
}

/**
 * Calls to this very server, answered in-process: how the sandboxes' APIs and server-to-server
 * notifications travel, so they work without the server knowing the address it is reachable at.
 */
export function loopbackBytes(app: Pick<FastifyInstance, 'inject'>): BytesCall {
  return async (request) => {
    const url = new URL(request.url);
    const response = await app.inject({
      method: request.method,
      url: url.pathname + url.search,
      headers: { ...request.headers, host: url.host },
      ...(request.body === undefined ? {} : { payload: request.body }),
    });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      if (value !== undefined)
        headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    return { status: response.statusCode, headers, body: response.rawPayload };
  };
}
