import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { schema, type Db } from '@apteek/db';
import type { ParcelMachine } from '@apteek/domain';
import { parseInput } from '../../plugins/validation.ts';

const { parcelMachine } = schema;

const QuerySchema = z.object({
  carrier: z.string().trim().toLowerCase().max(32).optional(),
  country: z.enum(['EE', 'FI']).optional(),
});

const columns = {
  id: parcelMachine.id,
  carrierCode: parcelMachine.carrierCode,
  country: parcelMachine.country,
  name: parcelMachine.name,
  address: parcelMachine.address,
  city: parcelMachine.city,
  zipCode: parcelMachine.zipCode,
};

/** Machines in service, by city and name: what the checkout's searchable list shows. */
export async function listParcelMachines(
  db: Db,
  filter: { carrier?: string; country?: 'EE' | 'FI' },
): Promise<ParcelMachine[]> {
  const conditions: SQL[] = [eq(parcelMachine.isActive, true)];
  if (filter.carrier) conditions.push(eq(parcelMachine.carrierCode, filter.carrier));
  if (filter.country) conditions.push(eq(parcelMachine.country, filter.country));
  const rows = await db
    .select(columns)
    .from(parcelMachine)
    .where(and(...conditions))
    .orderBy(asc(parcelMachine.city), asc(parcelMachine.name));
  return rows as ParcelMachine[];
}

/** A machine an order may be sent to: known and in service. */
export async function findParcelMachine(db: Db, id: string): Promise<ParcelMachine | undefined> {
  const [row] = await db
    .select(columns)
    .from(parcelMachine)
    .where(and(eq(parcelMachine.id, id), eq(parcelMachine.isActive, true)));
  return row as ParcelMachine | undefined;
}

/** GET /api/parcel-machines?carrier=omniva&country=EE. */
export async function parcelMachineRoutes(app: FastifyInstance): Promise<void> {
  app.get('/parcel-machines', async (request) => {
    const filter = parseInput(QuerySchema, request.query);
    return { code: 200, result: await listParcelMachines(app.db, filter) };
  });
}
