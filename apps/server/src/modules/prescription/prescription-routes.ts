import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import type { OpeningTimes } from '@apteek/domain';
import type { PrescriptionCentre } from './prescription-centre.ts';
import {
  CartQuerySchema,
  CompensationInitBodySchema,
  CompensationQuerySchema,
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
 * account may have been identified before, but a password login is not enough (issue 17 item 4).
 */
function identifiedCaller(request: FastifyRequest): number | null {
  const customerId = customerOf(request);
  if (customerId !== null && request.identityMethod === null) throw new DomainError('identity_required');
  return customerId;
}

const OPENING_TIMES_URL = '/prescription/opening-times';

/** Spec 001 §7 "Prescriptions": list and products, each an init and a fetch, under /api/prescription. */
export async function registerPrescriptionRoutes(
  app: FastifyInstance,
  centre: PrescriptionCentre,
  openingTimes: () => Promise<OpeningTimes>,
) {
  // Health data everywhere else here, no-store like every answer but the public routes'
  // (plugins/cache-policy.ts); the opening hours are no one's: shared caches may keep them a minute.
  app.get(OPENING_TIMES_URL, async (_request, reply) => {
    const result = await openingTimes();
    void reply.header('cache-control', 'public, max-age=60');
    return { code: 200, resultCode: 200, result };
  });

  app.post('/prescription/compensation/init', async (request) => {
    const { cartId } = parseInput(CartQuerySchema, request.query);
    const body = parseInput(CompensationInitBodySchema, request.body ?? {});
    return centre.initCompensation(identifiedCaller(request), cartId, body);
  });

  app.get('/prescription/compensation', async (request) => {
    const { cartId, patientCode } = parseInput(CompensationQuerySchema, request.query);
    return centre.fetchCompensation(identifiedCaller(request), cartId, patientCode);
  });

  app.post('/prescription/list/init', async (request) => {
    const { cartId } = parseInput(CartQuerySchema, request.query);
    const body = parseInput(ListInitBodySchema, request.body ?? {});
    return centre.initList(identifiedCaller(request), cartId, body, request.ip);
  });

  app.get('/prescription/list', async (request) => {
    const { cartId } = parseInput(CartQuerySchema, request.query);
    return centre.fetchList(identifiedCaller(request), cartId);
  });

  app.post('/prescription/products/init', async (request) => {
    const { cartId } = parseInput(CartQuerySchema, request.query);
    const { prescriptionNumber } = parseInput(ProductsInitBodySchema, request.body ?? {});
    return centre.initProducts(identifiedCaller(request), cartId, prescriptionNumber);
  });

  app.get('/prescription/products', async (request) => {
    const { cartId, prescriptionNumber } = parseInput(ProductsQuerySchema, request.query);
    return centre.fetchProducts(identifiedCaller(request), cartId, prescriptionNumber);
  });

  app.post('/prescription/cart/remove-lines', async (request) => {
    const { cartId } = parseInput(CartQuerySchema, request.query);
    return { code: 200, result: await centre.removeLines(customerOf(request), cartId) };
  });
}
