import { defaultOpeningTimes, LANGUAGES, OPENING_HOURS_TOKENS, withOpeningHours } from '@apteek/domain';
import { describe, expect, it } from 'vitest';
import type { Localized } from '../../source-types.ts';
import { banners, cmsBlocks, cmsPages } from './index.ts';

const PAGE_IDENTIFIERS = [
  'legal',
  'about-us',
  'open-positions',
  'faq',
  'medicine-logistics',
  'non-medicine-logistics',
  'prescription-module-guide',
  'privacy',
  'cookie-policy',
  'customer-service',
  'store-locator',
  'size-guide',
  'delivery',
  'returns',
  'contact',
  'accessibility',
];

const BLOCK_IDENTIFIERS = [
  'footer-customer-service',
  'footer-regulator',
  'footer-licence',
  'cookie-notice',
  'prescription-info-ee',
  'prescription-info-fi',
  'newsletter-offer',
];

const CAMPAIGN_CODES = ['winter-wellness', 'allergy-season', 'skin-care-days', 'vitamin-week'];
const CATEGORY_KEYS = [
  'medicines',
  'prescription-medicines',
  'vitamins-supplements',
  'beauty-care',
  'mother-baby',
  'health-devices',
  'hygiene',
];

const ALLOWED_TAGS = new Set([
  'h2',
  'h3',
  'p',
  'ul',
  'ol',
  'li',
  'strong',
  'em',
  'a',
  'table',
  'tr',
  'th',
  'td',
]);
const APP_ROUTES = ['/', '/prescriptions', '/my-account', '/checkout', '/kampaania'];
const INTERNAL_HREFS = new Set([
  ...APP_ROUTES,
  ...PAGE_IDENTIFIERS.flatMap((identifier) => [`/${identifier}`, `/i/${identifier}`]),
]);
const EXTERNAL_HREF_BLOCKS = new Set(['footer-regulator']);

const CYRILLIC = /[\u0400-\u04ff]/;
const TAG = /<[^>]*>/g;
const TAG_SHAPE = /^<(\/?)([a-z0-9]+)((?:\s+[a-z-]+="[^"]*")*)\s*>$/;
const ATTRIBUTE = /([a-z-]+)="([^"]*)"/g;

function countWords(html: string): number {
  return html
    .replace(TAG, ' ')
    .split(/\s+/)
    .filter((token) => /[\p{L}\p{N}]/u.test(token)).length;
}

function findHtmlProblems(html: string, allowExternal: boolean): string[] {
  const problems: string[] = [];
  const open: string[] = [];
  for (const tag of html.match(TAG) ?? []) {
    const shape = TAG_SHAPE.exec(tag);
    if (!shape) {
      problems.push(`malformed tag ${tag}`);
      continue;
    }
    const [, closing, name = '', attributes = ''] = shape;
    if (!ALLOWED_TAGS.has(name)) problems.push(`tag not allowed: ${tag}`);
    if (closing) {
      if (open.pop() !== name) problems.push(`unbalanced ${tag}`);
      continue;
    }
    open.push(name);
    const found = [...attributes.matchAll(ATTRIBUTE)];
    if (name === 'a' && found.length !== 1) problems.push(`link without a single href: ${tag}`);
    for (const [, attribute, value = ''] of found) {
      if (attribute !== 'href' || name !== 'a') problems.push(`attribute not allowed: ${tag}`);
      else if (!INTERNAL_HREFS.has(value) && !(allowExternal && value.startsWith('https://')))
        problems.push(`href not allowed: ${value}`);
    }
  }
  if (open.length > 0) problems.push(`unclosed tags: ${open.join(', ')}`);
  if (/[<>]/.test(html.replace(TAG, ''))) problems.push('stray angle bracket in text');
  return problems;
}

function localizedTexts(): { where: string; text: Localized }[] {
  return [
    ...cmsPages.flatMap((page) => [
      { where: `page ${page.identifier} title`, text: page.title },
      { where: `page ${page.identifier} metaDescription`, text: page.metaDescription },
      { where: `page ${page.identifier} content`, text: page.content },
    ]),
    ...cmsBlocks.flatMap((block) => [
      { where: `block ${block.identifier} title`, text: block.title },
      { where: `block ${block.identifier} content`, text: block.content },
    ]),
    ...banners.flatMap((banner) => [
      { where: `banner ${banner.slot} ${banner.position} title`, text: banner.title },
      { where: `banner ${banner.slot} ${banner.position} subtitle`, text: banner.subtitle },
      { where: `banner ${banner.slot} ${banner.position} cta`, text: banner.cta },
    ]),
  ];
}

describe('cms pages', () => {
  it('has exactly the sixteen static page identifiers, each once', () => {
    const identifiers = cmsPages.map((page) => page.identifier);
    expect(new Set(identifiers).size).toBe(identifiers.length);
    expect([...identifiers].sort()).toEqual([...PAGE_IDENTIFIERS].sort());
  });

  it('numbers the pages 1 to 16', () => {
    expect(cmsPages.map((page) => page.position).sort((a, b) => a - b)).toEqual(
      PAGE_IDENTIFIERS.map((_, index) => index + 1),
    );
  });

  it('writes between 150 and 500 words of content per language', () => {
    for (const page of cmsPages) {
      for (const language of LANGUAGES) {
        const words = countWords(page.content[language]);
        expect(words, `${page.identifier} ${language}`).toBeGreaterThanOrEqual(150);
        expect(words, `${page.identifier} ${language}`).toBeLessThanOrEqual(500);
      }
    }
  });

  it('keeps meta descriptions short enough for search results, with the hours written in', () => {
    const hours = defaultOpeningTimes([2026]);
    for (const page of cmsPages) {
      for (const language of LANGUAGES) {
        const meta = withOpeningHours(page.metaDescription[language], hours, language);
        expect(meta.length, `${page.identifier} ${language}`).toBeLessThanOrEqual(160);
      }
    }
  });

  it('gives the accessibility statement its standard, contacts, supervisors and date in every language', () => {
    const statement = cmsPages.find((page) => page.identifier === 'accessibility');
    for (const language of LANGUAGES) {
      const text = statement?.content[language] ?? '';
      for (const fact of ['WCAG 2.2', 'info@apteek.ee', '+372 600 1234', 'TTJA', 'Traficom', '2026']) {
        expect(text, `${language}: ${fact}`).toContain(fact);
      }
    }
  });

  it('uses only the allowed tags, balanced, with internal links', () => {
    for (const page of cmsPages) {
      for (const language of LANGUAGES) {
        expect(findHtmlProblems(page.content[language], false), `${page.identifier} ${language}`).toEqual([]);
      }
    }
  });
});

describe('cms blocks', () => {
  it('has the footer, cookie, prescription and newsletter blocks, each once', () => {
    const identifiers = cmsBlocks.map((block) => block.identifier);
    expect(new Set(identifiers).size).toBe(identifiers.length);
    expect([...identifiers].sort()).toEqual([...BLOCK_IDENTIFIERS].sort());
  });

  it('uses only the allowed tags, with external links only in the regulator block', () => {
    for (const block of cmsBlocks) {
      const allowExternal = EXTERNAL_HREF_BLOCKS.has(block.identifier);
      for (const language of LANGUAGES) {
        expect(
          findHtmlProblems(block.content[language], allowExternal),
          `${block.identifier} ${language}`,
        ).toEqual([]);
      }
    }
  });

  it('states the customer service hours (from the opening-times table) and contacts in every language', () => {
    const block = cmsBlocks.find((candidate) => candidate.identifier === 'footer-customer-service');
    for (const language of LANGUAGES) {
      const text = block?.content[language] ?? '';
      expect(text).toContain(OPENING_HOURS_TOKENS.list);
      expect(text).toContain('info@apteek.ee');
      expect(text).toContain('+372 600 1234');
    }
  });
});

describe('localized texts', () => {
  it('are non-empty in all four languages', () => {
    for (const { where, text } of localizedTexts()) {
      expect(Object.keys(text).sort(), where).toEqual([...LANGUAGES].sort());
      for (const language of LANGUAGES) expect(text[language].trim(), `${where} ${language}`).not.toBe('');
    }
  });

  it('are written in Cyrillic for Russian and without Cyrillic elsewhere', () => {
    for (const { where, text } of localizedTexts()) {
      expect(text.ru, `${where} ru`).toMatch(CYRILLIC);
      for (const language of LANGUAGES.filter((candidate) => candidate !== 'ru')) {
        expect(text[language], `${where} ${language}`).not.toMatch(CYRILLIC);
      }
    }
  });

  it('differ between languages in page and block content', () => {
    for (const item of [...cmsPages, ...cmsBlocks]) {
      expect(new Set(LANGUAGES.map((language) => item.content[language])).size, item.identifier).toBe(
        LANGUAGES.length,
      );
    }
  });
});

describe('banners', () => {
  it('fills the slots', () => {
    const count = (slot: string) => banners.filter((banner) => banner.slot === slot).length;
    expect(count('main')).toBeGreaterThanOrEqual(3);
    expect(count('small')).toBeGreaterThanOrEqual(4);
    expect(count('product')).toBeGreaterThanOrEqual(1);
    expect(count('product')).toBeLessThanOrEqual(2);
    expect(count('menu_aside')).toBe(1);
  });

  it('gives each banner a distinct position within its slot', () => {
    const keys = banners.map((banner) => `${banner.slot}:${banner.position}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses #rrggbb colours', () => {
    for (const banner of banners) expect(banner.color).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('links only to known campaigns, categories and pages', () => {
    for (const { link } of banners) {
      switch (link.kind) {
        case 'campaign':
          expect(CAMPAIGN_CODES).toContain(link.code);
          break;
        case 'category':
          expect(CATEGORY_KEYS).toContain(link.key);
          break;
        case 'page':
          expect(PAGE_IDENTIFIERS).toContain(link.identifier);
          break;
        default: {
          const unexpected: never = link;
          throw new Error(`unknown banner link ${JSON.stringify(unexpected)}`);
        }
      }
    }
  });
});
