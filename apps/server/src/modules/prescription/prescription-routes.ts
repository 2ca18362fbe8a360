import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import type { PrescriptionCentre } from './prescription-centre.ts';
import {
  CartQuerySchema,
  ListInitBodySchema,
  ProductsInitBodySchema,
  ProductsQuerySchema,
} from './prescription-schemas.ts';

/** The caller: a bearer token that names nobody is a 401, so the client's token refresh can run. */
function customerOf(request: FastifyRequest): number | null {
  if (request.headers.authorization && request.customerId === null) throw new DomainError('invalid_token');
  return request.customerId;
}

/**
 * The caller of a prescription read: a customer whose session began with a strong login. The
 * account may have been identified before, but a password login is not enough.
 */
export function identifiedCaller(request: FastifyRequest): number | null {
  const customerId = customerOf(request);
  if (customerId !== null && request.identityMethod === null) throw new DomainError('identity_required');
  return customerId;
}

/** The prescription calls: list and products, each an init and a fetch, under /api/prescription. */
export async function registerPrescriptionRoutes(app: FastifyInstance, centre: PrescriptionCentre) {
  // Health data: no-store like every answer but the public routes' (plugins/cache-policy.ts).
  app.post('/prescription/list/init', async (request) => {
    const { cartId } = parseInput(CartQuerySchema, request.query);
    const body = parseInput(ListInitBodySchema, request.body ?? {});
    return { code: 200, ...(await centre.initList(identifiedCaller(request), cartId, body, request.ip)) };
  });

  app.get('/prescription/list', async (request) => {
    const { cartId } = parseInput(CartQuerySchema, request.query);
    return { code: 200, ...(await centre.fetchList(identifiedCaller(request), cartId)) };
  });

  app.post('/prescription/products/init', async (request) => {
    const { cartId } = parseInput(CartQuerySchema, request.query);
    const { prescriptionNumber } = parseInput(ProductsInitBodySchema, request.body ?? {});
    return {
      code: 200,
      ...(await centre.initProducts(identifiedCaller(request), cartId, prescriptionNumber)),
    };
  });

  app.get('/prescription/products', async (request) => {
    const { cartId, prescriptionNumber } = parseInput(ProductsQuerySchema, request.query);
    return {
      code: 200,
      ...(await centre.fetchProducts(identifiedCaller(request), cartId, prescriptionNumber)),
    };
  });

  app.post('/prescription/cart/remove-lines', async (request) => {
    const { cartId } = parseInput(CartQuerySchema, request.query);
    return { code: 200, result: await centre.removeLines(customerOf(request), cartId) };
  });
}
