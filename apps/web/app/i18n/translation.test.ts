import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { catalogueFor, translatorFor } from './catalogues.server.ts';
import { TranslationProvider, createTranslation, useTranslation } from './translation.tsx';

describe('createTranslation', () => {
  const { t, i18n } = createTranslation('et', {
    'Add to cart': 'Lisa ostukorvi',
    'Show all {count} results': 'Näita kõiki {count} tulemust',
    'Price: low to high. Or not': 'Hind: odavamast. Või mitte',
    'Untranslated yet': '',
  });

  it('looks texts up by their whole English text, dots and colons included', () => {
    expect(t('Add to cart')).toBe('Lisa ostukorvi');
    expect(t('Price: low to high. Or not')).toBe('Hind: odavamast. Või mitte');
    expect(i18n.language).toBe('et');
  });

  it('shows the English text when the catalogue has no translation', () => {
    expect(t('Not in the catalogue: {name}', { name: 'Ibuprofeen' })).toBe(
      'Not in the catalogue: Ibuprofeen',
    );
    expect(t('Untranslated yet')).toBe('Untranslated yet');
  });

  it('fills every placeholder and keeps one without a value as written', () => {
    expect(t('Show all {count} results', { count: 12 })).toBe('Näita kõiki 12 tulemust');
    expect(t('{a} and {a}, not {b} or {c}', { a: 0, c: undefined })).toBe('0 and 0, not {b} or {c}');
    expect(t('Show all {count} results')).toBe('Näita kõiki {count} tulemust');
  });
});

describe('useTranslation', () => {
  function Greeting() {
    const { t, i18n } = useTranslation();
    return `${i18n.language}: ${t('Hello, {name}', { name: 'Mari' })}`;
  }

  it('translates with the catalogue of the nearest provider', () => {
    const page = createElement(TranslationProvider, {
      language: 'fi',
      catalogue: { 'Hello, {name}': 'Hei, {name}' },
      children: createElement(Greeting),
    });
    expect(renderToString(page)).toBe('fi: Hei, Mari');
  });

  it('shows the English text outside a provider', () => {
    expect(renderToString(createElement(Greeting))).toBe('en: Hello, Mari');
  });
});

describe('translatorFor', () => {
  it('translates with the store language catalogue', () => {
    const [key, text] = Object.entries(catalogueFor('fi')).find(([english, finnish]) => english !== finnish)!;
    expect(translatorFor('fi')(key)).toBe(text);
    expect(translatorFor('en')(key)).toBe(key);
  });
});

describe('the web app', () => {
  it('imports neither i18next nor react-i18next (rerun node scripts/i18n-imports.mjs)', () => {
    const appDir = fileURLToPath(new URL('..', import.meta.url));
    const importers = readdirSync(appDir, { recursive: true, encoding: 'utf8' }).filter(
      (file) =>
        /\.(ts|tsx)$/.test(file) &&
        !file.endsWith('.test.ts') &&
        /from\s+(['"])(?:react-)?i18next\1/.test(readFileSync(join(appDir, file), 'utf8')),
    );
    expect(importers).toEqual([]);
  });
});
