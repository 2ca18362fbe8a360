#!/usr/bin/env node
// Fails when copied code grows back: more clones (runs of six or more lines that stand again
// elsewhere, found by jscpd with the settings in .jscpd.json) than the limit below, or any clone
// shared by the server and the browser (what both need belongs in packages/domain). Seed data and
// migrations are data, not code, and are left out by the configuration. Lower the limit when a
// change removes clones; raise it only with a reason in the commit message.
//   node scripts/check-duplication.mjs          the verdict
//   node scripts/check-duplication.mjs --list   every clone, for a clean-up
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const MAX_CLONES = 21;

const root = fileURLToPath(new URL('..', import.meta.url));
process.chdir(root);
// jscpd's ES module build does not load on Node 20; its CommonJS build does.
const { detectClonesAndStatistic } = createRequire(import.meta.url)('jscpd');
const options = JSON.parse(readFileSync('.jscpd.json', 'utf8'));

const started = Date.now();
const { clones, statistic } = await detectClonesAndStatistic({ ...options, silent: true, reporters: [] });
const place = (side) => `${side.sourceId}:${side.start.line}-${side.end.line}`;
const serverAndBrowser = clones.filter((clone) => {
  const sides = [clone.duplicationA.sourceId, clone.duplicationB.sourceId];
  return sides.some((id) => id.startsWith('apps/server/')) && sides.some((id) => id.startsWith('apps/web/'));
});

if (process.argv.includes('--list')) {
  for (const clone of clones) console.log(`${place(clone.duplicationA)} ~ ${place(clone.duplicationB)}`);
}
for (const clone of serverAndBrowser) {
  console.error(
    `duplication: the server and the browser share ${place(clone.duplicationA)} ~ ${place(clone.duplicationB)}; ` +
      'move it to packages/domain',
  );
}
const summary =
  `${clones.length} clones of ${options.minLines}+ lines in ${statistic.total.sources} files ` +
  `(${statistic.total.percentage}% of lines), limit ${MAX_CLONES}, ${((Date.now() - started) / 1000).toFixed(1)} s`;
if (clones.length > MAX_CLONES) {
  console.error(
    `duplication: ${summary}. Merge the new copy into one helper ` +
      '(`node scripts/check-duplication.mjs --list` shows every clone)',
  );
}
if (clones.length > MAX_CLONES || serverAndBrowser.length) process.exit(1);
console.log(`duplication: ${summary}`);
