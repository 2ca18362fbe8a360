import type { FastifyInstance } from 'fastify';

export interface CarrierRequest {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** A carrier's answer with its body as bytes: labels come back as raw PDF. */
export interface CarrierResponse {
  status: number;
  /** Header names in lower case. */
  headers: Record<string, string>;
  body: Buffer;
}

export type CarrierHttp = (request: CarrierRequest) => Promise<CarrierResponse>;

/** Calls to a carrier's real servers. */
export const fetchCarrierHttp: CarrierHttp = async (request) => {
  const response = await fetch(request.url, {
    method: request.method,
    headers: request.headers,
    body: request.body,
    signal: AbortSignal.timeout(20_000),
  });
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()),
  };
};

/** Calls to this very server's carrier sandboxes, answered in-process. */
export function loopbackCarrierHttp(app: Pick<FastifyInstance, 'inject'>): CarrierHttp {
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

/** The body as JSON, or undefined when it is not. */
export function jsonOf(response: CarrierResponse): unknown {
  try {
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/** A short, single-line excerpt of an answer for an error's reason (never a label's bytes). */
export function excerpt(response: CarrierResponse): string {
  return response.body.toString('utf8', 0, 200).replace(/\s+/g, ' ');
}
