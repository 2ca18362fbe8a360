// @pglite-only: the embedded engine’s own memory setting.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';

// PGlite's Postgres keeps its shared buffers inside the process's WebAssembly memory, which never
// shrinks: the 128 MB default made up half of a freshly started server's RSS (docs/PERFORMANCE.md,
// Memory). The operating system's page cache holds the data files besides.
describe('the embedded database', () => {
  it('starts with small shared buffers', async () => {
    const database = await openDatabase({ engine: 'pglite', dataDir: null });
    try {
      const rows = (await database.db.execute(sql`show shared_buffers`)) as
        { rows: { shared_buffers: string }[] } | { shared_buffers: string }[];
      const row = Array.isArray(rows) ? rows[0] : rows.rows[0];
      expect(row?.shared_buffers).toBe('16MB');
    } finally {
      await database.close();
    }
  });
});
