import { notInArray, sql } from 'drizzle-orm';
import { parcelMachine } from '../schema/index.ts';
import type { Db } from '../database.ts';
import type { SeedParcelMachine } from './data/parcel-machines/index.ts';
import { excludedColumns } from './bulk.ts';

/** Upserts the machines by id; a machine that left the list stays for old orders but is inactive. */
export async function loadParcelMachines(db: Db, machines: readonly SeedParcelMachine[]): Promise<void> {
  await db
    .insert(parcelMachine)
    .values(machines.map((machine) => ({ ...machine, isActive: true })))
    .onConflictDoUpdate({ target: parcelMachine.id, set: excludedColumns(parcelMachine, ['id']) });
  await db
    .update(parcelMachine)
    .set({ isActive: false, updatedAt: sql`now()` })
    .where(
      notInArray(
        parcelMachine.id,
        machines.map((machine) => machine.id),
      ),
    );
}
