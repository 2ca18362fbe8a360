import type { FastifyInstance } from 'fastify';
import { DomainError } from '@apteek/domain';
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

/**
 * Calls to a provider's real servers. A provider that cannot be reached (refused connection, DNS,
 * the 15 s time-out) is provider_unavailable, a 502 with nothing changed, not a fault of this server.
 */
export const fetchHttp: HttpCall = async (request) => {
  try {
    return await asText(fetchBytes(15_000))(request);
  } catch (error) {
    const reason = `${new URL(request.url).host} could not be reached: ${(error as Error).name}`;
    throw new DomainError('provider_unavailable', { reason });
  }
};

/** Calls to this very server's sandboxes and notification routes, answered in-process. */
export function loopbackHttp(app: Pick<FastifyInstance, 'inject'>): HttpCall {
  return asText(loopbackBytes(app));
}
