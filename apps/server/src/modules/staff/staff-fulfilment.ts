import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DomainError,
  FULFILMENT_STEPS,
  type FulfilmentOrder,
  type FulfilmentStep,
  type LifeActor,
  type OrderLifeAnswer,
  type PickList,
} from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import {
  fulfilmentQueue,
  lifeAnswerOf,
  pickList,
  shippingLabel,
  type AskedStep,
  type OrderLifeSteps,
} from '../order/index.ts';
import type { StaffAudit } from './staff-audit.ts';
import type { StaffMember } from './staff-service.ts';
import { CancelOrderBodySchema } from './staff-orders.ts';

const OrderParamsSchema = z.object({ orderId: z.string().min(1).max(64) });
const StepParamsSchema = OrderParamsSchema.extend({
  step: z.enum(FULFILMENT_STEPS, { error: 'Not a fulfilment step' }),
});
const NoBodySchema = z.strictObject({});

const ASKED: Record<Exclude<FulfilmentStep, 'cancel'>, Exclude<AskedStep['type'], 'cancel' | 'return'>> = {
  pick: 'startPicking',
  pack: 'pack',
  'hand-over': 'handOver',
  'ready-for-pickup': 'readyForPickup',
  delivered: 'deliver',
  collected: 'collect',
};

const ok = <T>(result: T) => ({ code: 200, result });

/** Pharmacists and warehouse workers fulfil orders; an administrator does not. */
function actorOf(member: StaffMember): LifeActor {
  if (member.role === 'pharmacist' || member.role === 'warehouse') return member.role;
  throw new DomainError('staff_forbidden');
}

/**
 * Fulfilment: the queue of paid orders, an order's pick list, each step
 * (pick, pack, hand over to the carrier, ready for pickup, delivered, collected, cancel) and the
 * carrier's label. Every call is in the audit log; a cancel's reason stays on the order.
 */
export function registerStaffFulfilmentRoutes(
  app: FastifyInstance,
  deps: {
    requireMember: (request: FastifyRequest) => Promise<StaffMember>;
    audit: StaffAudit;
    life: OrderLifeSteps;
  },
): void {
  const { requireMember, audit, life } = deps;
  const requireFulfilment = async (request: FastifyRequest) => {
    const member = await requireMember(request);
    return { member, actor: actorOf(member) };
  };

  app.get('/staff/fulfilment', async (request) => {
    const { member } = await requireFulfilment(request);
    const queue = await fulfilmentQueue(app.db);
    await audit.write({
      staffId: member.id,
      action: 'fulfilment_read',
      details: { count: queue.length },
      ip: request.ip,
    });
    return ok<FulfilmentOrder[]>(queue);
  });

  app.get('/staff/fulfilment/:orderId/pick-list', async (request) => {
    const { member } = await requireFulfilment(request);
    const { orderId } = parseInput(OrderParamsSchema, request.params);
    const list = await pickList(app.db, orderId);
    await audit.write({
      staffId: member.id,
      action: 'pick_list_read',
      target: `order ${list.orderNumber}`,
      ip: request.ip,
    });
    return ok<PickList>(list);
  });

  app.get('/staff/fulfilment/:orderId/label', async (request, reply) => {
    const { member } = await requireFulfilment(request);
    const { orderId } = parseInput(OrderParamsSchema, request.params);
    const label = await shippingLabel(app.db, orderId);
    await audit.write({
      staffId: member.id,
      action: 'label_read',
      target: `order ${label.orderNumber}`,
      ip: request.ip,
    });
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="label-${label.orderNumber}.pdf"`)
      .send(label.pdf);
  });

  app.post('/staff/fulfilment/:orderId/:step', async (request) => {
    const { member, actor } = await requireFulfilment(request);
    const { orderId, step } = parseInput(StepParamsSchema, request.params);
    const asked: AskedStep =
      step === 'cancel'
        ? { type: 'cancel', reason: parseInput(CancelOrderBodySchema, request.body ?? {}).reason }
        : (parseInput(NoBodySchema, request.body ?? {}), { type: ASKED[step] });
    const order = await life.take(orderId, asked, { actor, staffId: member.id });
    await audit.write({
      staffId: member.id,
      action: 'order_life_step',
      target: `order ${order.orderNumber}`,
      details: { step, to: order.lifeStage },
      ip: request.ip,
    });
    return ok<OrderLifeAnswer>(lifeAnswerOf(order));
  });
}
