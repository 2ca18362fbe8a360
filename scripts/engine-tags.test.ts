import { describe, expect, it } from 'vitest';
import { integrationFiles, postgresFiles, untaggedEngineFiles } from './engine-tags.mjs';
import { scratchTree } from './scratch-tree.ts';

describe('the PostgreSQL pass', () => {
  it('takes every integration file whose result depends on the engine', () => {
    expect(untaggedEngineFiles()).toEqual([]);
  });

  it('is a part of the integration files, not all of them', () => {
    const all = integrationFiles();
    const postgres = postgresFiles();
    expect(postgres.length).toBeGreaterThan(20);
    expect(postgres.length).toBeLessThan(all.length);
    expect(postgres.every((file) => all.includes(file))).toBe(true);
  });

  describe('on a tree of its own', () => {
    const tree = scratchTree('engine-tags-');
    const { write } = tree;

    it('finds raw SQL, notifications and two instances without the tag, and accepts either tag', () => {
      const root = tree.make();
      write('apps/server/src/a.int.test.ts', 'await db.execute(sql`select 1`);\n');
      write('apps/server/src/m/b.int.test.ts', "await client.query('LISTEN x');\n");
      write('apps/server/src/c.int.test.ts', 'const { instances } = useTwoInstances();\n');
      write('apps/server/src/d.int.test.ts', '// @postgres: raw SQL.\nawait db.execute(sql`select 1`);\n');
      write(
        'packages/db/src/e.int.test.ts',
        '// @pglite-only: its memory.\nawait db.execute(sql`show x`);\n',
      );
      write('packages/db/src/f.int.test.ts', "it('answers', () => undefined);\n");
      write('packages/db/src/g.test.ts', 'await db.execute(sql`select 1`);\n');

      expect(untaggedEngineFiles(root)).toEqual([
        'apps/server/src/a.int.test.ts',
        'apps/server/src/c.int.test.ts',
        'apps/server/src/m/b.int.test.ts',
      ]);
      expect(postgresFiles(root)).toEqual(['apps/server/src/d.int.test.ts']);
    });
  });
});
