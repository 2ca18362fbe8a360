import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

// The lint rule that keeps a web feature's files behind its face (eslint.config.js), run with the
// repository's own configuration on a line written into an existing file of each kind. The rule
// reads no types: the typed rules are left off, so no TypeScript program is built for the web app
// (9 s of the file's 10.7 s in the checks phase of `npm test`).
const root = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({
  cwd: root,
  overrideConfig: [{ files: ['**/*.ts', '**/*.tsx'], ...tseslint.configs.disableTypeChecked }],
});

async function restrictedImports(filePath: string, line: string): Promise<string[]> {
  const results = await eslint.lintText(`${line}\nexport const used = taken;\n`, { filePath });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
}

describe("the web's feature faces", { timeout: 60_000 }, () => {
  it("refuse a feature importing another feature's internal file", async () => {
    const messages = await restrictedImports(
      'apps/web/app/features/catalog/ProductCard.tsx',
      "import { cartStore as taken } from '../cart/cart-client.ts';",
    );
    expect(messages).toEqual([expect.stringContaining('through its index.ts')]);
  });

  it("refuse a route, the shell or the runtime reaching past a feature's face", async () => {
    for (const filePath of ['apps/web/app/routes/home.tsx', 'apps/web/app/runtime/index.ts']) {
      const messages = await restrictedImports(
        filePath,
        "import { cartStore as taken } from '../features/cart/cart-client.ts';",
      );
      expect(messages, filePath).toEqual([expect.stringContaining('through its index.ts')]);
    }
  });

  it('let an import through the face, or of the feature’s own files, pass', async () => {
    expect(
      await restrictedImports(
        'apps/web/app/features/catalog/ProductCard.tsx',
        "import { useCart as taken } from '../cart/index.ts';",
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        'apps/web/app/routes/prescriptions.tsx',
        "import { prescriptionPageLoader as taken } from '../features/prescription/index.server.ts';",
      ),
    ).toEqual([]);
    expect(
      await restrictedImports(
        'apps/web/app/features/cart/CartLine.tsx',
        "import { cartStore as taken } from './cart-client.ts';",
      ),
    ).toEqual([]);
  });
});
