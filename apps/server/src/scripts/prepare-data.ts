import { openDatabase } from '@apteek/db';
import { seedCatalogue } from '@apteek/db/seed';
import { loadConfig } from '../config.ts';

/**
 * Migrates and seeds the database the server's environment names (DATA_DIR or DATABASE_URL), as
 * the server does on start, then closes it. `npm start` runs this beside the storefront's build on
 * a fresh clone, so an empty data directory's creation, migrations, catalogue and pack shots use
 * the second core while the build uses the first, and the server then starts on a ready database
 * (its own migrate and seed find nothing to do).
 *
 *   node --import tsx apps/server/src/scripts/prepare-data.ts
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(config.database);
  try {
    await database.migrate();
    if (config.seed) await database.maintenance((db) => seedCatalogue(db, { mediaDir: config.mediaDir }));
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error('apteek: could not prepare the database', error);
  process.exit(1);
});
