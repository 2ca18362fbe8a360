// @postgres: bulk upserts.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../database.ts';
import { parcelMachine } from '../schema/index.ts';
import { createTestDatabase, type TestDatabase } from '../testing/test-database.ts';
import { parcelMachines } from './data/parcel-machines/index.ts';
import { loadParcelMachines } from './load-parcel-machines.ts';

let testDb: TestDatabase;
let database: Database;

beforeAll(async () => {
  testDb = await createTestDatabase();
  database = await openDatabase(testDb.target);
  await database.migrate();
});

afterAll(async () => {
  await database?.close();
  await testDb?.drop();
});

const rows = () => database.db.select().from(parcelMachine).orderBy(asc(parcelMachine.id));

describe(`parcel machines of the seed on ${process.env.TEST_DB_ENGINE ?? 'pglite'}`, () => {
  it('holds a few dozen machines per carrier and country with unique ids and five-digit zip codes', () => {
    const count = (carrier: string, country: string) =>
      parcelMachines.filter((m) => m.carrierCode === carrier && m.country === country).length;
    expect(count('omniva', 'EE')).toBeGreaterThanOrEqual(24);
    expect(count('smartposti', 'EE')).toBeGreaterThanOrEqual(24);
    expect(count('smartposti', 'FI')).toBeGreaterThanOrEqual(24);
    expect(new Set(parcelMachines.map((m) => m.id)).size).toBe(parcelMachines.length);
    expect(parcelMachines.every((m) => /^\d{5}$/.test(m.zipCode))).toBe(true);
  });

  it('loads twice to the same rows and retires a machine that left the list', async () => {
    await loadParcelMachines(database.db, parcelMachines);
    const first = await rows();
    await loadParcelMachines(database.db, parcelMachines);
    expect((await rows()).map(({ updatedAt: _, ...row }) => row)).toEqual(
      first.map(({ updatedAt: _, ...row }) => row),
    );
    expect(first).toHaveLength(parcelMachines.length);

    const [gone, ...kept] = parcelMachines;
    await loadParcelMachines(database.db, kept);
    const [retired] = await database.db.select().from(parcelMachine).where(eq(parcelMachine.id, gone!.id));
    expect(retired).toMatchObject({ id: gone!.id, isActive: false });
    expect((await rows()).filter((row) => row.isActive)).toHaveLength(kept.length);
  });
});
