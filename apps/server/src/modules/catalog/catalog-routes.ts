import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { z } from 'zod';
import { STORE_CODES } from '@apteek/domain';
import { integer, parseInput } from '../../plugins/validation.ts';
import type { CatalogContext } from './catalog-context.ts';
import { applyGroupPrices } from './group-prices.ts';
import { searchEntities } from './entity-search.ts';
import { loadProduct } from './product-load.ts';
import { ProductSearchSchema } from './search-schemas.ts';
import { UrlMapSchema, mapUrl } from './url-map.ts';

const ENTITY_TYPES = [
  'product',
  'attribute',
  'category',
  'taxrule',
  'cms_page',
  'cms_block',
  'cms_hierarchy',
] as const;

const EntityParamsSchema = z.object({ entityType: z.enum(ENTITY_TYPES) });

const ProductParamsSchema = z.object({ value: z.string().min(1).max(255) });
const ProductQuerySchema = z.object({
  key: z.enum(['sku', 'id', 'url_key']).default('sku'),
  storeCode: z.enum(STORE_CODES).default('ee'),
  groupId: integer({ coerce: true }).optional(),
  groupToken: z.string().max(200).optional(),
});

export async function catalogRoutes(
  app: FastifyInstance,
  { catalog }: { catalog: CatalogContext },
): Promise<void> {
  const { metadata, groupOf } = catalog;

  app.post('/catalog/search/:entityType', async (request) => {
    const { entityType } = parseInput(EntityParamsSchema, request.params);
    if (entityType !== 'product') {
      return { code: 200, result: await searchEntities(app.db, await metadata(), entityType, request.body) };
    }
    const {
      groupId: _claimed,
      groupToken: _token,
      ...search
    } = parseInput(ProductSearchSchema, request.body ?? {});
    const groupId = await groupOf({ groupId: _claimed, groupToken: _token });
    return { code: 200, result: await catalog.search(search, groupId) };
  });

  const resolveUrl = async (input: unknown, log: FastifyBaseLogger) => {
    const request = parseInput(UrlMapSchema, input);
    const groupId = await groupOf(request);
    return { code: 200, result: await mapUrl(app.db, await metadata(), log, request, app.today(), groupId) };
  };
  app.post('/url/map', async (request) => resolveUrl(request.body ?? {}, request.log));
  app.get('/url', async (request) => resolveUrl(request.query, request.log));

  app.get('/product/:value', async (request) => {
    const { value } = parseInput(ProductParamsSchema, request.params);
    const query = parseInput(ProductQuerySchema, request.query);
    if (query.key === 'id' && !/^\d+$/.test(value)) {
      return parseInput(z.never({ error: 'must be a whole number when key is id' }), value, 'value');
    }
    const meta = await metadata();
    const product = await loadProduct(app.db, meta, request.log, {
      key: query.key,
      value,
      storeCode: query.storeCode,
      today: app.today(),
      preventDirectChildAccess: true,
    });
    const [priced] = await applyGroupPrices(app.db, [product], {
      groupId: await groupOf(query),
      storeCode: query.storeCode,
      rates: meta.rates,
    });
    return { code: 200, result: priced };
  });
}
