import type { FastifyInstance } from 'fastify';
import { parseInput } from '../../plugins/validation.ts';
import { CartQuerySchema, identifiedCaller } from '../prescription/index.ts';
import type { CompensationCentre } from './compensation-centre.ts';
import { CompensationInitBodySchema, CompensationQuerySchema } from './compensation-schemas.ts';

/** State compensation of the cart's prescription lines, an init and a fetch, under /api/prescription. */
export async function registerCompensationRoutes(app: FastifyInstance, centre: CompensationCentre) {
  app.post('/prescription/compensation/init', async (request) => {
    const { cartId } = parseInput(CartQuerySchema, request.query);
    const body = parseInput(CompensationInitBodySchema, request.body ?? {});
    return { code: 200, ...(await centre.initCompensation(identifiedCaller(request), cartId, body)) };
  });

  app.get('/prescription/compensation', async (request) => {
    const { cartId, patientCode } = parseInput(CompensationQuerySchema, request.query);
    return { code: 200, ...(await centre.fetchCompensation(identifiedCaller(request), cartId, patientCode)) };
  });
}
