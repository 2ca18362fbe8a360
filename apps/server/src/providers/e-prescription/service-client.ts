import type { FastifyInstance } from 'fastify';
import { DomainError } from '@apteek/domain';
import { z } from 'zod';
import {
  ServiceAnswerSchema,
  ServiceCompensationSchema,
  ServiceListSchema,
  ServiceOfferSchema,
  type CompensationInit,
  type ListInit,
  type ProductsInit,
  type ServiceCompensation,
  type ServiceList,
  type ServiceOffer,
} from './service-protocol.ts';

/** One call of the service's protocol (service-protocol.ts), as any transport carries it. */
export interface ServiceRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
}

export type ServiceTransport = (request: ServiceRequest) => Promise<{ status: number; body: unknown }>;

const TIMEOUT_MS = 10_000;

/** The real service: PRESCRIPTION_SERVICE_URL with PRESCRIPTION_SERVICE_KEY in X-Api-Key. */
export function httpTransport(baseUrl: string, apiKey: string): ServiceTransport {
  return async ({ method, path, query, body }) => {
    const url = `${baseUrl}${path}${query ? `?${new URLSearchParams(query).toString()}` : ''}`;
    const response = await fetch(url, {
      method,
      headers: {
        'x-api-key': apiKey,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    return { status: response.status, body: await response.json().catch(() => null) };
  };
}

/**
 * The sandbox (sandbox-routes.ts) reached through the app's own router: the same requests and
 * answers as over the network, without needing the server to listen (API tests use inject).
 */
export function sandboxTransport(
  app: FastifyInstance,
  prefix: string,
  apiKey: () => Promise<string>,
): ServiceTransport {
  return async ({ method, path, query, body }) => {
    const response = await app.inject({
      method,
      url: `${prefix}${path}`,
      query,
      headers: { 'x-api-key': await apiKey() },
      ...(body === undefined ? {} : { payload: body as object }),
    });
    return { status: response.statusCode, body: response.json() };
  };
}

/** A service answer: 200 with its result read by `schema`, or 202 (not ready) / 404 (none) with none. */
export type Answer<T> = { resultCode: 200; result: T } | { resultCode: 202 | 404; result: null };

export function serviceClient(transport: ServiceTransport) {
  async function call<T>(request: ServiceRequest, schema: z.ZodType<T>): Promise<Answer<T>> {
    const reply = await transport(request).catch((error: unknown) => {
      throw new DomainError('prescription_unavailable', { reason: `${request.path}: ${String(error)}` });
    });
    const answer = ServiceAnswerSchema.safeParse(reply.body);
    if (!answer.success) {
      throw new DomainError('prescription_unavailable', { reason: `${request.path}: HTTP ${reply.status}` });
    }
    const { resultCode, result } = answer.data;
    if (resultCode === 202 || resultCode === 404) return { resultCode, result: null };
    const parsed = resultCode === 200 ? schema.safeParse(result) : null;
    if (!parsed?.success) {
      // The reason names the call and its code only: the result may hold health data.
      throw new DomainError('prescription_unavailable', {
        reason: `${request.path}: resultCode ${resultCode}`,
      });
    }
    return { resultCode: 200, result: parsed.data };
  }

  const accepted = z.literal(true);

  return {
    listInit: (body: ListInit) => call({ method: 'POST', path: '/list/init', body }, accepted),
    listFetch: (orderCode: string): Promise<Answer<ServiceList>> =>
      call({ method: 'GET', path: '/list', query: { orderCode } }, ServiceListSchema),
    productsInit: (body: ProductsInit) => call({ method: 'POST', path: '/products/init', body }, accepted),
    productsFetch: (orderCode: string, prescriptionNumber: string): Promise<Answer<ServiceOffer>> =>
      call(
        { method: 'GET', path: '/products', query: { orderCode, prescriptionNumber } },
        ServiceOfferSchema,
      ),
    compensationInit: (body: CompensationInit) =>
      call({ method: 'POST', path: '/compensation/init', body }, accepted),
    compensationFetch: (orderCode: string, patientCode: string): Promise<Answer<ServiceCompensation>> =>
      call(
        { method: 'GET', path: '/compensation', query: { orderCode, patientCode } },
        ServiceCompensationSchema,
      ),
  };
}

export type ServiceClient = ReturnType<typeof serviceClient>;
