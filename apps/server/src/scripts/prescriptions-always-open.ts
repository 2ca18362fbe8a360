import { openDatabase } from '@apteek/db';
import { loadConfig } from '../config.ts';
import { ALWAYS_OPEN, updateOpeningTimes } from '../modules/prescription/index.ts';

/**
 * Opens prescriptions around the clock on the database the server's environment names (DATA_DIR or
 * DATABASE_URL): every day 00:00–24:00, no holidays, no closing warnings. The browser stories run
 * at any hour against the real clock; run this before the server starts (it migrates first, so a
 * fresh data directory works). Never for a real pharmacy.
 *
 *   node --import tsx apps/server/src/scripts/prescriptions-always-open.ts
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    await updateOpeningTimes(database.db, ALWAYS_OPEN);
  } finally {
    await database.close();
  }
  console.warn('apteek: prescriptions are open around the clock on this database (browser stories only)');
}

main().catch((error: unknown) => {
  console.error('apteek: could not open prescriptions around the clock', error);
  process.exit(1);
});
