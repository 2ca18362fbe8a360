#!/usr/bin/env node
// Adds UI texts to the four catalogues of apps/web/app/i18n, keyed by the English text.
// Input: a JSON file { "English text": { "et": "…", "fi": "…", "ru": "…" }, … }.
// Existing keys are overwritten with the new translations; the catalogues stay sorted by key.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const [file] = process.argv.slice(2);
if (!file) {
  console.error('usage: node scripts/i18n-add.mjs texts.json');
  process.exit(1);
}
const additions = JSON.parse(readFileSync(file, 'utf8'));
const dir = fileURLToPath(new URL('../apps/web/app/i18n/', import.meta.url));

for (const language of ['en', 'et', 'fi', 'ru']) {
  const path = `${dir}${language}.json`;
  const catalogue = JSON.parse(readFileSync(path, 'utf8'));
  for (const [english, translations] of Object.entries(additions)) {
    const text = language === 'en' ? english : translations[language];
    if (!text?.trim()) throw new Error(`"${english}" has no ${language} text`);
    catalogue[english] = text;
  }
  const sorted = Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b, 'en')));
  writeFileSync(path, `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`${Object.keys(additions).length} texts added to en, et, fi and ru`);
