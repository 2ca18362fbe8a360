import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { OrderDecision } from '@apteek/domain';
import type { OrderChecks, OrderToCheck } from '../order/index.ts';
import { parseInput } from '../../plugins/validation.ts';
import type { StaffAudit } from './staff-audit.ts';
import type { StaffMember } from './staff-service.ts';

/** The reason a pharmacist gives for a cancel: the customer reads it in their e-mail. */
export const CancelOrderBodySchema = z.strictObject({
  reason: z
    .string({ error: 'A reason is required.' })
    .trim()
    .min(1, 'A reason is required.')
    .max(500, 'At most 500 characters.'),
});

export const ApproveOrderBodySchema = z.strictObject({});

const OrderParamsSchema = z.object({ orderId: z.string().min(1).max(64) });

const ok = <T>(result: T) => ({ code: 200, result });

/**
 * Orders to check: the pharmacist's list of orders in ManualCheck and of
 * prescription orders nobody has checked, approve and cancel with a reason. Every call is in the
 * audit log; the reason is kept on the order, not in the log (it may speak of a medicine).
 */
export function registerStaffOrderRoutes(
  app: FastifyInstance,
  deps: {
    requireStaff: (request: FastifyRequest) => Promise<StaffMember>;
    audit: StaffAudit;
    checks: OrderChecks;
    list: () => Promise<OrderToCheck[]>;
  },
): void {
  const { requireStaff, audit, checks } = deps;

  /** A decision on an order goes into the audit log with the status it moved from and to, then answers. */
  async function decided(
    request: FastifyRequest,
    member: StaffMember,
    action: 'order_approved' | 'order_cancelled',
    decision: Awaited<ReturnType<OrderChecks['approve']>>,
  ) {
    await audit.write({
      staffId: member.id,
      action,
      target: `order ${decision.orderNumber}`,
      details: { from: decision.from, to: decision.to },
      ip: request.ip,
    });
    return ok<OrderDecision>({ orderNumber: decision.orderNumber, status: decision.to });
  }

  app.get('/staff/orders', async (request) => {
    const member = await requireStaff(request);
    const orders = await deps.list();
    await audit.write({
      staffId: member.id,
      action: 'orders_to_check_read',
      details: { count: orders.length },
      ip: request.ip,
    });
    return ok(orders);
  });

  app.post('/staff/orders/:orderId/approve', async (request) => {
    const member = await requireStaff(request);
    const { orderId } = parseInput(OrderParamsSchema, request.params);
    parseInput(ApproveOrderBodySchema, request.body ?? {});
    return decided(request, member, 'order_approved', await checks.approve(orderId, member.id));
  });

  app.post('/staff/orders/:orderId/cancel', async (request) => {
    const member = await requireStaff(request);
    const { orderId } = parseInput(OrderParamsSchema, request.params);
    const { reason } = parseInput(CancelOrderBodySchema, request.body ?? {});
    return decided(request, member, 'order_cancelled', await checks.cancel(orderId, member.id, reason));
  });
}
