import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError, ErrorEnvelopeSchema, ORDER_MESSAGES } from '@apteek/domain';
import { errorHandlerPlugin } from './error-handler.ts';

const errors = [
  { field: 'email', message: 'Field is required' },
  { field: 'coupon', message: 'The coupon code is not valid' },
];

async function appThrowing(): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(errorHandlerPlugin);
  const throwing = (error: Error) => () => {
    throw error;
  };
  app.get('/cart', throwing(new DomainError('cart_not_found', { cartId: 'c-1' })));
  app.get('/stock', throwing(new DomainError('out_of_stock')));
  app.get('/one-field', throwing(new DomainError('invalid_request', { errors: errors.slice(0, 1) })));
  app.get('/two-fields', throwing(new DomainError('invalid_request', { errors })));
  app.get('/provider', throwing(new DomainError('provider_unavailable', { reason: 'answered 503' })));
  app.get('/bug', throwing(new TypeError('x is undefined')));
  app.post('/echo', (request) => request.body);
  return app;
}

describe('the error handler', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await appThrowing();
  });
  afterAll(() => app.close());

  const get = async (url: string) => {
    const response = await app.inject({ method: 'GET', url });
    return { status: response.statusCode, body: response.json<unknown>() };
  };

  it('answers a domain error with the status and message of its code', async () => {
    expect(await get('/cart')).toEqual({
      status: 404,
      body: { code: 404, result: 'No such entity with cartId = c-1', reason: 'cart_not_found' },
    });
    expect(await get('/stock')).toEqual({
      status: 409,
      body: { code: 409, result: ORDER_MESSAGES.outOfStock, reason: 'out_of_stock' },
    });
  });

  it('names every field of an invalid request, one problem reading as its own text', async () => {
    expect(await get('/one-field')).toEqual({
      status: 400,
      body: { code: 400, result: 'Field is required', reason: 'invalid_request', errors: errors.slice(0, 1) },
    });
    expect(await get('/two-fields')).toEqual({
      status: 400,
      body: {
        code: 400,
        result: 'email: Field is required; coupon: The coupon code is not valid',
        reason: 'invalid_request',
        errors,
      },
    });
  });

  it('tells the shopper nothing of a provider failure or a bug', async () => {
    expect(await get('/provider')).toEqual({
      status: 502,
      body: { code: 502, result: 'Bad Gateway', reason: 'provider_unavailable' },
    });
    expect(await get('/bug')).toEqual({
      status: 500,
      body: { code: 500, result: 'Internal Server Error', reason: 'server_error' },
    });
  });

  it("keeps Fastify's own client errors", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 400, reason: 'request_refused' });
  });

  it('answers every failure in the envelope of the domain contract', async () => {
    for (const url of ['/cart', '/stock', '/two-fields', '/provider', '/bug']) {
      expect(ErrorEnvelopeSchema.safeParse((await get(url)).body).success).toBe(true);
    }
  });
});
