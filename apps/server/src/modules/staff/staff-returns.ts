import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError, type LifeActor, type StaffReturnAnswer } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import { ReturnReasonSchema, type OrderReturnsService } from '../order/index.ts';
import type { StaffAudit } from './staff-audit.ts';
import type { StaffMember } from './staff-service.ts';

const ReturnParamsSchema = z.object({ returnId: z.coerce.number().int().min(1).max(2_147_483_647) });
export const AcceptBodySchema = z.strictObject({});
export const RefuseBodySchema = z.strictObject({ reason: ReturnReasonSchema });

const ok = <T>(result: T) => ({ code: 200, result });

/** Pharmacists and warehouse workers receive returned goods, as they fulfil orders. */
function actorOf(member: StaffMember): LifeActor {
  if (member.role === 'pharmacist' || member.role === 'warehouse') return member.role;
  throw new DomainError('staff_forbidden');
}

/**
 * Customers' return requests on the fulfilment page: the open ones; accepting one (the customer is
 * told how to send the goods back), confirming its goods arrived (the refund follows), or refusing
 * it with a reason. Every call is in the audit log.
 */
export function registerStaffReturnRoutes(
  app: FastifyInstance,
  deps: {
    requireMember: (request: FastifyRequest) => Promise<StaffMember>;
    audit: StaffAudit;
    returns: OrderReturnsService;
  },
): void {
  const { requireMember, audit, returns } = deps;
  const requireReturns = async (request: FastifyRequest) => {
    const member = await requireMember(request);
    return { member, actor: actorOf(member) };
  };

  app.get('/staff/returns', async (request) => {
    const { member } = await requireReturns(request);
    const open = await returns.open();
    await audit.write({
      staffId: member.id,
      action: 'returns_read',
      details: { count: open.length },
      ip: request.ip,
    });
    return ok<StaffReturnAnswer[]>(open);
  });

  app.post('/staff/returns/:returnId/accept', async (request) => {
    const { member, actor } = await requireReturns(request);
    const { returnId } = parseInput(ReturnParamsSchema, request.params);
    parseInput(AcceptBodySchema, request.body ?? {});
    const answer = await returns.accept(returnId, { actor, staffId: member.id });
    await audit.write({
      staffId: member.id,
      action: 'return_accepted',
      target: `order ${answer.orderNumber}`,
      details: { returnId },
      ip: request.ip,
    });
    return ok<StaffReturnAnswer>(answer);
  });

  app.post('/staff/returns/:returnId/receive', async (request) => {
    const { member, actor } = await requireReturns(request);
    const { returnId } = parseInput(ReturnParamsSchema, request.params);
    parseInput(AcceptBodySchema, request.body ?? {});
    const answer = await returns.receive(returnId, { actor, staffId: member.id });
    await audit.write({
      staffId: member.id,
      action: 'return_received',
      target: `order ${answer.orderNumber}`,
      details: { returnId, refunded: answer.refunded, refundBy: answer.refundBy },
      ip: request.ip,
    });
    return ok<StaffReturnAnswer>(answer);
  });

  app.post('/staff/returns/:returnId/refuse', async (request) => {
    const { member, actor } = await requireReturns(request);
    const { returnId } = parseInput(ReturnParamsSchema, request.params);
    const { reason } = parseInput(RefuseBodySchema, request.body ?? {});
    const answer = await returns.refuse(returnId, { actor, staffId: member.id }, reason);
    await audit.write({
      staffId: member.id,
      action: 'return_refused',
      target: `order ${answer.orderNumber}`,
      details: { returnId },
      ip: request.ip,
    });
    return ok<StaffReturnAnswer>(answer);
  });
}
