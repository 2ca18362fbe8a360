import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DomainError } from '@apteek/domain';
import { integer, parseInput } from '../../plugins/validation.ts';
import { offerDesk } from '../../providers/e-prescription/index.ts';
import type { StaffAudit } from './staff-audit.ts';
import type { StaffMember } from './staff-service.ts';

const OfferRequestParamsSchema = z.object({ id: integer({ min: 1, coerce: true }) });

/** The products the pharmacist offers, by SKU; none only when nothing suitable is in stock. */
export const SendOfferBodySchema = z.strictObject({
  skus: z.array(z.string().min(1).max(64)).max(50),
});

const ok = <T>(result: T) => ({ code: 200, result });

/**
 * Prescription offers: the queue of requests waiting for the pharmacist on duty,
 * the suitable products of one (cheapest first, flagged), and the offer sent to the customer
 * through the hub. Pharmacists only; every send is in the audit log, without the medicine.
 */
export function registerStaffOfferRoutes(
  app: FastifyInstance,
  {
    requireStaff,
    audit,
  }: { requireStaff: (request: FastifyRequest) => Promise<StaffMember>; audit: StaffAudit },
): void {
  const desk = offerDesk({ database: app.database, now: () => app.now() });

  async function requirePharmacist(request: FastifyRequest): Promise<StaffMember> {
    const member = await requireStaff(request);
    if (member.role !== 'pharmacist') throw new DomainError('staff_forbidden');
    return member;
  }

  app.get('/staff/offer-requests', async (request) => {
    await requirePharmacist(request);
    return ok(await desk.waiting());
  });

  app.get('/staff/offer-requests/:id/products', async (request) => {
    await requirePharmacist(request);
    const { id } = parseInput(OfferRequestParamsSchema, request.params);
    return ok(await desk.suitableProducts(id));
  });

  app.post('/staff/offer-requests/:id/offer', async (request) => {
    const member = await requirePharmacist(request);
    const { id } = parseInput(OfferRequestParamsSchema, request.params);
    const { skus } = parseInput(SendOfferBodySchema, request.body ?? {});
    const composition = await desk.send(id, member.id, skus);
    await audit.write({
      staffId: member.id,
      action: 'offer_sent',
      target: `offer request ${id}`,
      details: { result: composition.result, products: composition.offers.length },
      ip: request.ip,
    });
    return ok(composition);
  });
}
