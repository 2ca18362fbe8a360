// npm run seed:synthetic -- --products 50000
// Adds a synthetic catalogue to the same database the server uses (DATABASE_URL, or the embedded one in DATA_DIR).
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { openDatabase, DatabaseUnavailableError } from '../database.ts';
import { seedCatalogue } from '../seed/index.ts';
import { generateSyntheticCatalogue } from './generate.ts';

const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '50000' } } });
  const products = Number(values.products);
  if (!Number.isInteger(products) || products < 1 || products > 1_000_000) {
    throw new Error(`--products must be a whole number between 1 and 1000000 (got "${values.products}")`);
  }
  const dataDir = resolve(process.env.DATA_DIR || resolve(repoRoot, 'data'));
  const database = await openDatabase(
    process.env.DATABASE_URL
      ? { engine: 'postgres', url: process.env.DATABASE_URL }
      : { engine: 'pglite', dataDir: resolve(dataDir, 'pglite') },
  );
  const started = performance.now();
  try {
    await database.migrate();
    // Bulk statements on a large catalogue may run longer than the server's statement time-out.
    await database.maintenance(async (db) => {
      await seedCatalogue(db, { mediaDir: resolve(dataDir, 'media') });
      await generateSyntheticCatalogue(db, {
        products,
        onProgress: (done, total) => {
          const seconds = ((performance.now() - started) / 1000).toFixed(1);
          process.stdout.write(`\rsynthetic catalogue: ${done}/${total} products (${seconds} s)`);
        },
      });
    });
  } finally {
    await database.close();
  }
  console.log(
    `\nsynthetic catalogue: ${products} products in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

main().catch((error: unknown) => {
  const known =
    error instanceof DatabaseUnavailableError || (error instanceof Error && error.message.startsWith('--'));
  console.error(
    `seed:synthetic: ${known ? (error as Error).message : String((error as Error).stack ?? error)}`,
  );
  process.exit(1);
});
