import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scratchTree } from './scratch-tree.ts';

const script = fileURLToPath(new URL('./check-import-cycles.mjs', import.meta.url));

// Each test starts the check in a process of its own: seconds on a busy machine (the checks phase).
describe('the import cycle check', { timeout: 30_000 }, () => {
  const tree = scratchTree('import-cycles-');
  const { write } = tree;
  /** A web workspace whose feature a uses b's two.ts, while b's three.ts uses a's four.ts. */
  const twoFeatures = (threeImports: string) => {
    tree.make();
    write('package.json', JSON.stringify({ workspaces: ['apps/web'] }));
    write('apps/web/package.json', JSON.stringify({ name: '@fixture/web' }));
    write(
      'apps/web/app/features/a/one.ts',
      "import { two } from '../b/two.ts';\nexport const one = two + 1;\n",
    );
    write('apps/web/app/features/a/four.ts', 'export const four = 4;\n');
    write('apps/web/app/features/b/two.ts', 'export const two = 2;\n');
    write('apps/web/app/features/b/three.ts', `${threeImports}\nexport const three = 3;\n`);
  };
  const check = () => spawnSync(process.execPath, [script, tree.root], { encoding: 'utf8' });

  it('fails on two features that import each other, though no file imports itself in a circle', () => {
    twoFeatures("import { four } from '../a/four.ts';\nconsole.log(four);");
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(
      /feature cycle: features\/(a -> features\/b -> features\/a|b -> features\/a -> features\/b)/,
    );
    expect(result.stderr).toContain(
      'apps/web/app/features/b/three.ts imports apps/web/app/features/a/four.ts',
    );
    expect(result.stderr).not.toContain('import cycle:');
  });

  it('passes when one of the two imports is of types only, which the compiler erases', () => {
    twoFeatures("import type { four } from '../a/four.ts';\nexport type Four = typeof four;");
    const result = check();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('no import cycles in 4 files and 2 feature folders');
  });

  it('leaves a test that brings two features together out of the features', () => {
    twoFeatures('');
    write('apps/web/app/features/b/b.test.ts', "import { one } from '../a/one.ts';\nconsole.log(one);\n");
    expect(check().status).toBe(0);
  });

  it('fails on a server module and a provider that import each other through their sub-folders', () => {
    tree.make();
    write('package.json', JSON.stringify({ workspaces: ['apps/server'] }));
    write('apps/server/package.json', JSON.stringify({ name: '@fixture/server' }));
    write(
      'apps/server/src/modules/identity/routes.ts',
      "import { client } from '../../providers/smart-id/index.ts';\nexport const routes = client;\n",
    );
    write('apps/server/src/modules/identity/certificates/index.ts', 'export const verify = 1;\n');
    write(
      'apps/server/src/providers/smart-id/index.ts',
      "import { verify } from '../../modules/identity/certificates/index.ts';\nexport const client = verify;\n",
    );
    const result = check();
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/feature cycle: (modules\/identity|providers\/smart-id) -> /);
  });
});
