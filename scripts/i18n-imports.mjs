#!/usr/bin/env node
// Points imports of i18next and react-i18next in the web app at the app's own translation module
// (apps/web/app/i18n/translation.tsx). Safe to rerun: files already moved over are left alone.
//   node scripts/i18n-imports.mjs          rewrite the files
//   node scripts/i18n-imports.mjs --check  only list them; exits 1 if any is left
// The module offers useTranslation (t and i18n.language) and TFunction; an import of anything else
// (Trans, I18nextProvider, …) is reported and left for a person to move.
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = fileURLToPath(new URL('../apps/web/app/', import.meta.url));
const target = join(appDir, 'i18n', 'translation.tsx');
const SUPPORTED = new Set(['useTranslation', 'TFunction']);
const IMPORT = /^import\s+(type\s+)?\{([^}]*)\}\s+from\s+(['"])(?:react-)?i18next\3;?[ \t]*$/gm;

const check = process.argv.includes('--check');
const files = readdirSync(appDir, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.(ts|tsx|mts)$/.test(file))
  .map((file) => join(appDir, file));

let changed = 0;
let unsupported = 0;
for (const file of files) {
  const source = readFileSync(file, 'utf8');
  if (!/(['"])(?:react-)?i18next\1/.test(source)) continue;
  let path = relative(dirname(file), target).split(sep).join('/');
  if (!path.startsWith('.')) path = `./${path}`;
  let reported = false;
  const rewritten = source.replace(IMPORT, (line, typeOnly, names, quote) => {
    const imported = names
      .split(',')
      .map((name) => name.trim().replace(/^type\s+/, ''))
      .filter(Boolean);
    const others = imported.filter((name) => !SUPPORTED.has(name.split(/\s+as\s+/)[0]));
    if (others.length) {
      console.error(`${relative(process.cwd(), file)}: no replacement for ${others.join(', ')}`);
      unsupported++;
      reported = true;
      return line;
    }
    return `import ${typeOnly ?? ''}{${names}} from ${quote}${path}${quote};`;
  });
  if (!reported && /(['"])(?:react-)?i18next\1/.test(rewritten)) {
    console.error(`${relative(process.cwd(), file)}: an i18next import this script cannot read`);
    unsupported++;
  }
  if (rewritten === source) continue;
  changed++;
  console.log(`${check ? 'would rewrite' : 'rewrote'} ${relative(process.cwd(), file)}`);
  if (!check) writeFileSync(file, rewritten);
}
console.log(`${changed} file(s) ${check ? 'to rewrite' : 'rewritten'}`);
if (unsupported || (check && changed)) process.exit(1);
