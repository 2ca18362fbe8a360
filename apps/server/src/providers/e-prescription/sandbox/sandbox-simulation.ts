import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '@apteek/db';
import { cartCodeOf } from '../../../modules/realtime/index.ts';
import type { SandboxCallbacks } from './sandbox-callbacks.ts';
import { SIMULATION_ACTIONS, sandboxPage, type SimulationOutcome } from './sandbox-page.ts';
import type { SandboxService } from './sandbox-service.ts';
import { OrderCodeSchema, PrescriptionNumberSchema } from '../service-protocol.ts';

const SimulateSchema = z
  .object({
    /** The cart code the service got as OrderCode, or the cart token the browser holds. */
    orderCode: z.union([OrderCodeSchema, z.literal('')]).optional(),
    cartToken: z.union([z.string().min(16).max(64), z.literal('')]).optional(),
    action: z.enum(SIMULATION_ACTIONS),
    prescriptionNumber: z.union([PrescriptionNumberSchema, z.literal('')]).optional(),
  })
  .refine((input) => input.orderCode || input.cartToken, 'orderCode or cartToken is required');

/** Runs one simulation action for a cart code at once; answers what came of it. */
async function simulate(
  db: Db,
  service: SandboxService,
  { notify }: SandboxCallbacks,
  input: z.infer<typeof SimulateSchema>,
): Promise<SimulationOutcome> {
  const { action } = input;
  const orderCode = input.orderCode || (await cartCodeOf(db, input.cartToken!));
  const number = input.prescriptionNumber || null;
  switch (action) {
    case 'list_ready':
    case 'list_empty': {
      const result = service.settleList(orderCode, action === 'list_empty');
      if (!result) return 'unknown_order';
      await notify('PrescriptionListCallback', orderCode, null, result);
      return 'sent';
    }
    case 'details_ready':
    case 'init_and_details_ready': {
      if (number === null) return 'number_required';
      const result =
        action === 'details_ready'
          ? await service.composeProducts(orderCode, number)
          : await service.settleAll(orderCode, number);
      if (!result) return 'unknown_order';
      await notify('PrescriptionDetailCallback', orderCode, number, result);
      return 'sent';
    }
    case 'compensation_ready':
      await service.computeCompensationsOf(orderCode);
      await notify('PrescriptionCompensationCallback', orderCode, null, 'Success');
      return 'sent';
    default: {
      const unknown: never = action;
      return unknown;
    }
  }
}

/**
 * POST /sandbox/prescriptions/simulate (JSON, or the sandbox page's form) and the page itself at
 * GET /sandbox/prescriptions: the demo patients and the simulation actions for a cart code.
 */
export function registerSimulation(
  app: FastifyInstance,
  service: SandboxService,
  callbacks: SandboxCallbacks,
) {
  app.post('/simulate', async (request, reply) => {
    const body = SimulateSchema.safeParse(request.body);
    if (!body.success) return reply.code(400).send({ resultCode: 400, result: 'Invalid request' });
    const outcome = await simulate(app.db, service, callbacks, body.data);
    if (request.headers['content-type']?.startsWith('application/x-www-form-urlencoded')) {
      return reply.type('text/html; charset=utf-8').send(sandboxPage(request, outcome));
    }
    const ok = outcome === 'sent';
    return reply.code(ok ? 200 : 404).send({ resultCode: ok ? 200 : 404, result: ok ? true : outcome });
  });

  app.get('/', async (request, reply) =>
    reply.type('text/html; charset=utf-8').send(sandboxPage(request, null)),
  );
}
