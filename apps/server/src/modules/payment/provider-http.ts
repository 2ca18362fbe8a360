import type { FastifyInstance } from 'fastify';
import { fetchBytes, loopbackBytes, type BytesCall, type HttpRequest } from '../../lib/http-call.ts';

export type { HttpRequest } from '../../lib/http-call.ts';

/** A payment provider's answer, its body as text (JSON or a form). */
export interface HttpResponse {
  status: number;
  /** Header names in lower case (Paytrail signs its answers in checkout-* headers). */
  headers: Record<string, string>;
  body: string;
}

export type HttpCall = (request: HttpRequest) => Promise<HttpResponse>;

const asText =
  (call: BytesCall): HttpCall =>
  async (request) => {
    const response = await call(request);
    return { ...response, body: response.body.toString('utf8') };
  };

/** Calls to a provider's real servers. */
export const fetchHttp: HttpCall = asText(fetchBytes(15_000));

/** Calls to this very server's sandboxes and notification routes, answered in-process. */
export function loopbackHttp(app: Pick<FastifyInstance, 'inject'>): HttpCall {
  return asText(loopbackBytes(app));
}
