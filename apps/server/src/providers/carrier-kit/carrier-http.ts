import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { DomainError, type FieldError } from '@apteek/domain';
import { fetchBytes, loopbackBytes, type BytesCall, type BytesResponse } from '../../lib/http-call.ts';
import { carrierUnavailable, shipmentRefused } from './refusal.ts';

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

/** How a carrier's JSON API answers, for reading its answers with `carrierAnswer`. */
export interface CarrierAnswers {
  /** The carrier's name in refusals and reasons. */
  carrier: string;
  /** Whether a status is a success whose body the schema reads. */
  ok: (status: number) => boolean;
  /** The statuses with which it refuses the shop's credentials. */
  credentialsRefused: readonly number[];
  /** The statuses with which it refuses the shipment itself. */
  refusals: readonly number[];
  /** What a refusal's body names (fields or messages); undefined when it names nothing readable. */
  refusal: (body: unknown) => readonly (string | FieldError)[] | undefined;
}

/**
 * A carrier's successful answer read by `schema`. A refused shipment is `shipment_refused` naming
 * what the carrier named (else an excerpt of its answer); refused credentials and any other answer
 * are the carrier being unavailable, with the status and the call (`what`) in the reason.
 */
export function carrierAnswer<S extends z.ZodType>(
  answers: CarrierAnswers,
  schema: S,
  response: CarrierResponse,
  what: string,
): z.output<S> {
  const { carrier } = answers;
  if (answers.credentialsRefused.includes(response.status))
    throw carrierUnavailable(`${carrier} refused the credentials (${response.status})`);
  if (answers.refusals.includes(response.status))
    throw shipmentRefused(carrier, answers.refusal(jsonOf(response)) ?? [excerpt(response)]);
  const result = answers.ok(response.status) ? schema.safeParse(jsonOf(response)) : undefined;
  if (!result?.success)
    throw carrierUnavailable(`${carrier} answered ${response.status} to the ${what}: ${excerpt(response)}`);
  return result.data;
}

/** A tracking call's answer read by `schema`: 404 is a parcel the carrier does not know (`not_found`). */
export function trackingAnswer<S extends z.ZodType>(
  answers: CarrierAnswers,
  schema: S,
  response: CarrierResponse,
): z.output<S> {
  if (response.status === 404) throw new DomainError('not_found');
  return carrierAnswer(answers, schema, response, 'tracking');
}

/** The HTTP Basic authorization header for a user and password. */
export function basicAuthorization(user: string, password: string): string {
  return `Basic ${Buffer.from(`${user}:${password}`).toString('base64')}`;
}
