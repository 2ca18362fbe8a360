import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { schema } from '@apteek/db';
import type { ImportJob } from '@apteek/domain';

/** Rows as a JSON Lines body; a string row is sent as it is (a malformed line). */
export const feedLines = (rows: unknown[]): string =>
  rows.map((row) => (typeof row === 'string' ? row : JSON.stringify(row))).join('\n');

/** A new integration key with these scopes, made by the administrator whose session cookie is given. */
export async function newIntegrationKey(
  app: FastifyInstance,
  cookie: string,
  scopes: string[],
): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/staff/integrations',
    payload: { name: `ERP ${scopes.join(', ')}`, scopes },
    headers: { cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ result: { key: string } }>().result.key;
}

/**
 * Sends a feed body as an integration does (POST /api/feeds/{kind}, a new batch id unless given),
 * with the key `defaultKey` answers unless another is given; answers the status and the job.
 */
export function feedSender(testApp: { readonly app: FastifyInstance }, defaultKey: () => string) {
  return async (
    kind: string,
    body: string,
    { key = defaultKey(), batch = crypto.randomUUID(), query = '', type = 'application/x-ndjson' } = {},
  ) => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api/feeds/${kind}?batch=${batch}${query}`,
      headers: { authorization: `Bearer ${key}`, 'content-type': type },
      payload: body,
    });
    return {
      status: response.statusCode,
      job: response.json<{ result: ImportJob }>().result,
      body: response.body,
    };
  };
}

/** A simple product row without medicine facts, as a feed sends it; `extra` adds or replaces fields. */
export const plainProductRow = (sku: string, extra: Record<string, unknown> = {}) => ({
  sku,
  kind: 'nonmed',
  name: { et: `Toode ${sku}` },
  vatClass: 'standard',
  price: '2.50',
  ...extra,
});

/** The product stored under the SKU, if any. */
export async function storedProduct(app: FastifyInstance, sku: string) {
  return (await app.db.select().from(schema.product).where(eq(schema.product.sku, sku)))[0];
}
