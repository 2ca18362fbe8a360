import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, queryRows } from '@apteek/db';
import { seedCatalogue } from '@apteek/db/seed';
import { generateSyntheticCatalogue } from '@apteek/db/synthetic';

export type BenchTarget = { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; url: string };

/** Makes sure the target holds the seed plus `products` synthetic products; returns top-level category ids. */
export async function prepareCatalogue(
  target: BenchTarget,
  products: number,
): Promise<{ categoryIds: number[] }> {
  const database = await openDatabase(
    target.engine === 'postgres' ? target : { engine: 'pglite', dataDir: resolve(target.dataDir, 'pglite') },
  );
  try {
    await database.migrate();
    // Bulk statements on a large catalogue may run longer than the server's statement time-out.
    return await database.maintenance(async (db) => {
      const mediaDir =
        target.engine === 'pglite' ? resolve(target.dataDir, 'media') : resolve('data', 'media');
      await seedCatalogue(db, { mediaDir });
      const [present] = await queryRows<{ n: number; searchable: number; listed: number }>(
        db,
        sql`select count(*)::int as n,
          (select count(*)::int from product_search s join product p on p.id = s.product_id where p.sku like 'SYN-%') as searchable,
          (select count(*)::int from product_listing l join product p on p.id = l.product_id where p.sku like 'SYN-%') as listed
          from product where sku like 'SYN-%'`,
      );
      if (present?.n !== products || present.searchable !== products * 4 || present.listed !== products) {
        console.log(`preparing ${products} synthetic products on ${target.engine}…`);
        await generateSyntheticCatalogue(db, { products });
      }
      const top = await queryRows<{ id: number }>(
        db,
        sql`select id from category where level = 2 order by position`,
      );
      return { categoryIds: top.map((row) => row.id) };
    });
  } finally {
    await database.close();
  }
}
