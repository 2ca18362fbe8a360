import type { FastifyInstance, FastifyRequest } from 'fastify';
import { DomainError, type CreatedIntegrationKey, type IntegrationKeyView } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import { IntegrationKeyParamsSchema, NewIntegrationKeySchema, type IntegrationKeys } from '../feeds/index.ts';
import type { StaffAudit } from './staff-audit.ts';
import type { StaffMember } from './staff-service.ts';

const ok = <T>(result: T) => ({ code: 200, result });

/**
 * The integrations' keys, for administrators only: list, make (the key is shown this once) and
 * revoke. Each change is in the audit log, never the key itself.
 */
export function registerStaffIntegrationRoutes(
  app: FastifyInstance,
  deps: {
    requireStaff: (request: FastifyRequest) => Promise<StaffMember>;
    audit: StaffAudit;
    keys: IntegrationKeys;
  },
): void {
  const { audit, keys } = deps;
  const requireAdmin = async (request: FastifyRequest) => {
    const member = await deps.requireStaff(request);
    if (member.role !== 'admin') throw new DomainError('staff_forbidden');
    return member;
  };

  app.get('/staff/integrations', async (request) => {
    await requireAdmin(request);
    return ok<IntegrationKeyView[]>(await keys.list());
  });

  app.post('/staff/integrations', async (request) => {
    const member = await requireAdmin(request);
    const { name, scopes } = parseInput(NewIntegrationKeySchema, request.body ?? {});
    const created = await keys.create({ name, scopes, createdBy: member.id });
    await audit.write({
      staffId: member.id,
      action: 'integration_key_created',
      target: `integration_key:${created.id}`,
      details: { name, scopes, prefix: created.prefix },
      ip: request.ip,
    });
    return ok<CreatedIntegrationKey>(created);
  });

  app.post('/staff/integrations/:keyId/revoke', async (request) => {
    const member = await requireAdmin(request);
    const { keyId } = parseInput(IntegrationKeyParamsSchema, request.params);
    const revoked = await keys.revoke(keyId);
    if (!revoked) throw new DomainError('not_found');
    await audit.write({
      staffId: member.id,
      action: 'integration_key_revoked',
      target: `integration_key:${keyId}`,
      ip: request.ip,
    });
    return ok<IntegrationKeyView>(revoked);
  });
}
