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

describe('plural texts', () => {
  const packs = '{qty} pack|{qty} packs';
  const catalogues = {
    et: { [packs]: '{qty} pakend|{qty} pakendit' },
    fi: { [packs]: '{qty} pakkaus|{qty} pakkausta' },
    ru: { [packs]: '{qty} упаковка|{qty} упаковки|{qty} упаковок' },
  };

  it.each([
    ['en', 1, '1 pack'],
    ['en', 2, '2 packs'],
    ['en', 0, '0 packs'],
    ['et', 1, '1 pakend'],
    ['et', 3, '3 pakendit'],
    ['fi', 1, '1 pakkaus'],
    ['fi', 21, '21 pakkausta'],
    ['ru', 1, '1 упаковка'],
    ['ru', 2, '2 упаковки'],
    ['ru', 5, '5 упаковок'],
    ['ru', 11, '11 упаковок'],
    ['ru', 21, '21 упаковка'],
    ['ru', 22, '22 упаковки'],
    ['ru', 25, '25 упаковок'],
  ] as const)('%s %s → %s', (language, qty, text) => {
    const { t } = createTranslation(language, language === 'en' ? {} : catalogues[language]);
    expect(t(packs, { qty })).toBe(text);
  });

  it('picks an untranslated text by the English rules, and a count given as a string too', () => {
    const { t } = createTranslation('ru', {});
    expect(t(packs, { qty: 21 })).toBe('21 packs');
    expect(t(packs, { qty: '1' })).toBe('1 pack');
  });

  it('gives the real catalogues a form for each count', () => {
    const t = translatorFor('ru');
    expect(t('{count} product|{count} products', { count: 1 })).toBe('1 товар');
    expect(t('{count} product|{count} products', { count: 3 })).toBe('3 товара');
    expect(t('{count} review|{count} reviews', { count: 11 })).toBe('11 отзывов');
    expect(translatorFor('et')('{qty} pack|{qty} packs', { qty: 1 })).toBe('1 pakend');
    expect(translatorFor('fi')('{qty} pack|{qty} packs', { qty: 1 })).toBe('1 pakkaus');
    expect(translatorFor('en')('{qty} pack|{qty} packs', { qty: 1 })).toBe('1 pack');
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
