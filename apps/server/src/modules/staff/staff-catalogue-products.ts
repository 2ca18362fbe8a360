import { CATALOGUE_CHANGED_CHANNEL } from '@apteek/db';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DomainError,
  MAX_SALE_REASON_LENGTH,
  type StaffProduct,
  type StaffProductPage,
} from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';
import type { StaffAudit } from './staff-audit.ts';
import { productTarget, searchStaffProducts, setProductSale, staffProduct } from './staff-products.ts';
import type { StaffMember } from './staff-service.ts';

const ok = <T>(result: T) => ({ code: 200, result });

export const StaffProductSearchQuerySchema = z.object({
  q: z.string().trim().max(100).default(''),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});

export const StaffProductParamsSchema = z.object({ sku: z.string().trim().min(1).max(64) });

export const ProductSaleBodySchema = z.strictObject({
  onSale: z.boolean(),
  reason: z.string().trim().min(1, 'Field is required').max(MAX_SALE_REASON_LENGTH),
});

/**
 * /staff/catalogue's products, for administrators and catalogue managers: search, one product's
 * data, and taking it off sale or back with a reason, audited with it.
 */
export function registerStaffProductRoutes(
  app: FastifyInstance,
  deps: { requireCatalogueStaff: (request: FastifyRequest) => Promise<StaffMember>; audit: StaffAudit },
): void {
  const { audit, requireCatalogueStaff } = deps;

  const productOf = async (sku: string) => {
    const found = await staffProduct(app.db, sku);
    if (!found) throw new DomainError('not_found');
    return found;
  };

  app.get('/staff/catalogue/products', async (request) => {
    await requireCatalogueStaff(request);
    const { q, page } = parseInput(StaffProductSearchQuerySchema, request.query ?? {});
    return ok<StaffProductPage>(await searchStaffProducts(app.db, q, page));
  });

  app.get('/staff/catalogue/products/:sku', async (request) => {
    await requireCatalogueStaff(request);
    const { sku } = parseInput(StaffProductParamsSchema, request.params);
    return ok<StaffProduct>(await productOf(sku));
  });

  app.post('/staff/catalogue/products/:sku/sale', async (request) => {
    const member = await requireCatalogueStaff(request);
    const { sku } = parseInput(StaffProductParamsSchema, request.params);
    const { onSale, reason } = parseInput(ProductSaleBodySchema, request.body ?? {});
    const before = await productOf(sku);
    if (await setProductSale(app.db, before.sku, onSale)) {
      await audit.write({
        staffId: member.id,
        action: 'product_sale_changed',
        target: productTarget(before.sku),
        details: { onSale, reason },
        ip: request.ip,
      });
      // The caller searches next: this instance's caches have dropped the product first.
      await app.database.settle(CATALOGUE_CHANGED_CHANNEL);
    }
    return ok<StaffProduct>(await productOf(before.sku));
  });
}
