import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { acceptFormBodies } from '../../../lib/form-body.ts';
import { sameKeyAs, sandboxServiceKey } from './api-key.ts';
import { sandboxCallbacks, type SandboxCallbacks } from './sandbox-callbacks.ts';
import { sandboxOfferQueue, type OfferQueueOptions } from './sandbox-offer-queue.ts';
import { sandboxService, type SandboxService } from './sandbox-service.ts';
import { registerSimulation } from './sandbox-simulation.ts';
import {
  CompensationInitSchema,
  ListInitSchema,
  OrderCodeSchema,
  PersonalCodeSchema,
  PrescriptionNumberSchema,
  ProductsInitSchema,
} from '../service-protocol.ts';

const FetchQuerySchema = z.object({ orderCode: OrderCodeSchema });
const ProductsQuerySchema = FetchQuerySchema.extend({ prescriptionNumber: PrescriptionNumberSchema });
const CompensationQuerySchema = FetchQuerySchema.extend({ patientCode: PersonalCodeSchema });

export interface PrescriptionSandboxOptions extends OfferQueueOptions {
  /** PRESCRIPTION_EVENTS_KEY when configured; the callbacks carry the key /api/notification/events accepts. */
  configuredEventsKey: string | null;
  /** How long the "pharmacist" takes before the callback; absent, half a second. */
  delayMs?: number;
}

const answer = (reply: FastifyReply, resultCode: number, result: unknown) =>
  reply.code(resultCode === 202 ? 200 : resultCode).send({ resultCode, result });

/**
 * /sandbox/prescriptions: the e-prescription service played locally (service-protocol.ts), its
 * callbacks posted over HTTP to this server's /api/notification/events after a short delay, and
 * a page with the demo patients and the simulation actions for a cart code.
 */
export async function prescriptionSandbox(app: FastifyInstance, options: PrescriptionSandboxOptions) {
  const service = sandboxService(
    app.db,
    () => app.today(),
    () => app.now(),
  );
  const callbacks = sandboxCallbacks(app, {
    configuredEventsKey: options.configuredEventsKey,
    delayMs: options.delayMs ?? 500,
  });
  acceptFormBodies(app);
  const queue = sandboxOfferQueue(app, service, callbacks, options);
  registerServiceProtocol(app, service, callbacks, queue.answer);
  registerSimulation(app, service, callbacks);
}

/** The protocol's calls, each with the installation's sandbox key in X-Api-Key. */
function registerServiceProtocol(
  app: FastifyInstance,
  service: SandboxService,
  { later, notify }: SandboxCallbacks,
  answerOffer: (orderCode: string, number: string) => Promise<void>,
) {
  const requireKey = async (request: FastifyRequest, reply: FastifyReply) => {
    if (!sameKeyAs(request.headers['x-api-key'], await sandboxServiceKey(app.db))) {
      return answer(reply, 401, 'Invalid API key');
    }
  };
  const read = <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> | null => {
    const result = schema.safeParse(input);
    return result.success ? (result.data as z.infer<S>) : null;
  };
  const invalid = (reply: FastifyReply) => answer(reply, 400, 'Invalid request');

  app.post('/list/init', { preHandler: requireKey }, async (request, reply) => {
    const body = read(ListInitSchema, request.body);
    if (!body) return invalid(reply);
    if (!service.initList(body)) return answer(reply, 404, 'NotFound');
    later(async () => {
      const result = service.settleList(body.orderCode);
      if (result) await notify('PrescriptionListCallback', body.orderCode, null, result);
    });
    return answer(reply, 200, true);
  });

  app.get('/list', { preHandler: requireKey }, async (request, reply) => {
    const query = read(FetchQuerySchema, request.query);
    if (!query) return invalid(reply);
    const list = service.list(query.orderCode);
    if (list === 'pending') return answer(reply, 202, null);
    return list ? answer(reply, 200, list) : answer(reply, 404, null);
  });

  app.post('/products/init', { preHandler: requireKey }, async (request, reply) => {
    const body = read(ProductsInitSchema, request.body);
    if (!body) return invalid(reply);
    if (!service.initProducts(body.orderCode, body.prescriptionNumber)) return answer(reply, 404, 'NotFound');
    // The pharmacist on duty answers, or the automatic composer (sandbox-offer-queue.ts).
    later(() => answerOffer(body.orderCode, body.prescriptionNumber));
    return answer(reply, 200, true);
  });

  app.get('/products', { preHandler: requireKey }, async (request, reply) => {
    const query = read(ProductsQuerySchema, request.query);
    if (!query) return invalid(reply);
    const offer = await service.products(query.orderCode, query.prescriptionNumber);
    if (offer === 'pending') return answer(reply, 202, null);
    return offer ? answer(reply, 200, offer) : answer(reply, 404, null);
  });

  app.post('/compensation/init', { preHandler: requireKey }, async (request, reply) => {
    const body = read(CompensationInitSchema, request.body);
    if (!body) return invalid(reply);
    if (!service.initCompensation(body)) return answer(reply, 404, 'NotFound');
    later(async () => {
      const result = await service.computeCompensation(body.orderCode, body.patientCode);
      if (result) await notify('PrescriptionCompensationCallback', body.orderCode, null, result);
    });
    return answer(reply, 200, true);
  });

  app.get('/compensation', { preHandler: requireKey }, async (request, reply) => {
    const query = read(CompensationQuerySchema, request.query);
    if (!query) return invalid(reply);
    const found = service.compensation(query.orderCode, query.patientCode);
    if (found === 'pending') return answer(reply, 202, null);
    return found ? answer(reply, 200, found) : answer(reply, 404, null);
  });
}
