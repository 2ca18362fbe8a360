import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { schema } from '@apteek/db';
import { DomainError, GUEST_GROUP_ID, type CustomerGroupMove, type CustomerGroupView } from '@apteek/domain';
import { invalidField, parseInput } from '../../plugins/validation.ts';
import type { StaffAudit } from './staff-audit.ts';
import type { StaffMember } from './staff-service.ts';

const { customer, customerGroup } = schema;

const ok = <T>(result: T) => ({ code: 200, result });

export const CustomerGroupChangeSchema = z.strictObject({
  email: z.string().trim().min(1, 'Field is required').max(254),
  groupId: z.number().int().positive(),
});

/**
 * Customer groups for administrators: the groups a customer may be put in (every group but the
 * guests'), and the move of a customer, found by e-mail, into one. A move is in the audit log with
 * the groups before and after; the customer's next request is priced in the new group.
 */
export function registerStaffCustomerGroupRoutes(
  app: FastifyInstance,
  deps: { requireStaff: (request: FastifyRequest) => Promise<StaffMember>; audit: StaffAudit },
): void {
  const requireAdmin = async (request: FastifyRequest) => {
    const member = await deps.requireStaff(request);
    if (member.role !== 'admin') throw new DomainError('staff_forbidden');
    return member;
  };

  app.get('/staff/customer-groups', async (request) => {
    await requireAdmin(request);
    const groups = await app.db
      .select({ id: customerGroup.id, code: customerGroup.code })
      .from(customerGroup)
      .where(gt(customerGroup.id, GUEST_GROUP_ID))
      .orderBy(customerGroup.id);
    return ok<CustomerGroupView[]>(groups);
  });

  app.post('/staff/customers/group', async (request) => {
    const member = await requireAdmin(request);
    const { email, groupId } = parseInput(CustomerGroupChangeSchema, request.body ?? {});
    const move = await app.db.transaction(async (tx) => {
      const [group] = await tx
        .select({ id: customerGroup.id })
        .from(customerGroup)
        .where(and(eq(customerGroup.id, groupId), gt(customerGroup.id, GUEST_GROUP_ID)));
      if (!group) throw invalidField('groupId', 'Unknown customer group');
      const [found] = await tx
        .select({ id: customer.id, email: customer.email, groupId: customer.groupId })
        .from(customer)
        .where(sql`lower(${customer.email}) = ${email.toLowerCase()}`)
        .for('update');
      if (!found) throw invalidField('email', 'No customer has this e-mail address');
      await tx.update(customer).set({ groupId }).where(eq(customer.id, found.id));
      return { customerId: found.id, email: found.email ?? email, groupId, previousGroupId: found.groupId };
    });
    await deps.audit.write({
      staffId: member.id,
      action: 'customer_group_changed',
      target: `customer:${move.customerId}`,
      details: { from: move.previousGroupId, to: move.groupId },
      ip: request.ip,
    });
    return ok<CustomerGroupMove>(move);
  });
}
