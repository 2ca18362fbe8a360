import type { FastifyInstance } from 'fastify';
import { fetchBytes, loopbackBytes, type BytesCall, type BytesResponse } from '../../lib/http-call.ts';

export type CarrierResponse = BytesResponse;
export type CarrierHttp = BytesCall;

/** Calls to a carrier's real servers. */
export const fetchCarrierHttp: CarrierHttp = fetchBytes(20_000);

/** Calls to this very server's carrier sandboxes, answered in-process. */
export function loopbackCarrierHttp(app: Pick<FastifyInstance, 'inject'>): CarrierHttp {
  return loopbackBytes(app);
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
