import { sql } from 'drizzle-orm';
import type { Db } from '../database.ts';
import { rebuildProductListing } from '../search/rebuild-product-listing.ts';
import { rebuildProductSearch } from '../search/rebuild-product-search.ts';

/** Products whose listing and search rows are rebuilt together. */
const REBUILD_PRODUCTS = 600;

/**
 * The listing and search rows of the products a job changed, rebuilt REBUILD_PRODUCTS at a time
 * on another connection while the next chunks are written (the database has a core for each),
 * one rebuild at a time; `finish` waits for the last.
 */
export function listingRebuilds(db: Db, wanted: boolean) {
  let pending: number[] = [];
  let running: Promise<void> = Promise.resolve();
  const start = async () => {
    await running;
    const ids = pending;
    pending = [];
    running = rebuildListings(db, ids);
    // Awaited by the next add or by finish, which throw its error.
    running.catch(() => undefined);
  };
  return {
    async add(ids: number[]) {
      if (!wanted) return;
      pending.push(...ids);
      if (pending.length >= REBUILD_PRODUCTS) await start();
    },
    async finish() {
      if (pending.length > 0) await start();
      await running;
    },
  };
}

/**
 * The listing and search rows of the products changed, a thousand at a time, in a transaction
 * without JIT compilation: compiling each rebuild's plan cost more than running it.
 */
export async function rebuildListings(db: Db, productIds: number[]): Promise<void> {
  for (let start = 0; start < productIds.length; start += 1000) {
    const ids = productIds.slice(start, start + 1000);
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local jit = off`);
      await rebuildProductListing(tx, ids, { categories: false });
      await rebuildProductSearch(tx, ids);
    });
  }
}
