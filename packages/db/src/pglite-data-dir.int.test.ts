// @pglite-only: PGlite's data-directory dumps and the databases started from them.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase, queryRows, type Database } from './database.ts';

/** The names of the files in an uncompressed tarball, with their sizes. */
async function tarFiles(tar: Blob): Promise<Map<string, number>> {
  const bytes = new Uint8Array(await tar.arrayBuffer());
  const files = new Map<string, number>();
  const field = (offset: number, length: number) =>
    new TextDecoder().decode(bytes.subarray(offset, offset + length)).replace(/\0.*$/s, '');
  for (let offset = 0; offset + 512 <= bytes.length && bytes[offset] !== 0;) {
    const size = parseInt(field(offset + 124, 12).trim() || '0', 8);
    files.set(field(offset, 100), size);
    offset += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

const countOf = async (database: Database) =>
  (await queryRows<{ n: number }>(database.db, sql`select count(*)::int as n from kept`))[0]!.n;

describe('PGlite databases started from one dump', () => {
  it('each hold the dumped rows, and a change in one is in no other', async () => {
    const source = await openDatabase({ engine: 'pglite', dataDir: null });
    await source.db.execute(sql`create table kept (n int primary key, note text)`);
    await source.db.execute(sql`insert into kept select n, repeat('x', 200) from generate_series(1, 5000) n`);
    const dump = await source.dumpDataDir!();
    await source.close();

    const first = await openDatabase({ engine: 'pglite', dataDir: null, initialData: dump });
    await first.db.execute(sql`delete from kept where n > 10`);
    await first.db.execute(sql`insert into kept values (6000, 'first only')`);
    const second = await openDatabase({ engine: 'pglite', dataDir: null, initialData: dump });
    try {
      expect(await countOf(first)).toBe(11);
      expect(await countOf(second)).toBe(5000);
      const [row] = await queryRows<{ note: string }>(second.db, sql`select note from kept where n = 4321`);
      expect(row?.note).toBe('x'.repeat(200));
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('are dumped after a checkpoint, with the log segments from it on only', async () => {
    const source = await openDatabase({ engine: 'pglite', dataDir: null });
    // Log records over more than one 16 MB segment.
    await source.db.execute(sql`create table kept (n int, note text)`);
    await source.db.execute(
      sql`insert into kept select n, repeat('y', 400) from generate_series(1, 40000) n`,
    );
    const dump = await source.dumpDataDir!();
    await source.close();

    const segments = [...(await tarFiles(dump)).keys()].filter((name) => /pg_wal\/[0-9A-F]{24}$/.test(name));
    expect(segments).toHaveLength(1);
    const copy = await openDatabase({ engine: 'pglite', dataDir: null, initialData: dump });
    try {
      expect(await countOf(copy)).toBe(40000);
    } finally {
      await copy.close();
    }
  });
});
