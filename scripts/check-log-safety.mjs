#!/usr/bin/env node
// Fails when a log the server wrote (LOG_FILE) holds an e-mail, a personal code, a phone number, a
// prescription number, a token, SQL parameters or an unredacted personal field. Names
// each line and the kind of leak, never the leaked text. The rules are the server's own
// (apps/server/src/plugins/log-leaks.ts), loaded through tsx.
//   node scripts/check-log-safety.mjs data/server.log
import { readFileSync } from 'node:fs';
import { register } from 'tsx/esm/api';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/check-log-safety.mjs <log file>');
  process.exit(2);
}
register();
const { findLogLeaks } = await import('../apps/server/src/plugins/log-leaks.ts');
const text = readFileSync(file, 'utf8');
const leaks = findLogLeaks(text);
for (const { line, kind } of leaks) console.error(`${file}:${line}: ${kind}`);
if (leaks.length) {
  const kinds = [...new Set(leaks.map((leak) => leak.kind))].join(', ');
  console.error(`log safety: ${leaks.length} leak(s) in ${file}: ${kinds}`);
  process.exit(1);
}
console.log(`log safety: no leak in ${text.split('\n').filter(Boolean).length} lines of ${file}`);
