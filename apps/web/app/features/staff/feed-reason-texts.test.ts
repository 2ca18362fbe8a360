import { FEED_REASON_CODES, FEED_REASON_TEXTS, feedReasonParamNames } from '@apteek/domain';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/en.json';
import { FEED_REASON_WORDS, wordFeedReason } from './feed-reason-texts.ts';

const LANGUAGES = ['et', 'fi', 'en', 'ru'] as const;

describe("the feed's reasons on the staff page", () => {
  it.each(FEED_REASON_CODES)('words %s in all four languages with the same parameters', (code) => {
    const english = FEED_REASON_TEXTS[code];
    const names = feedReasonParamNames(english).sort();
    for (const language of LANGUAGES) {
      const text: string | undefined = FEED_REASON_WORDS[language][code];
      expect(text?.trim(), `${code} in ${language}`).toBeTruthy();
      expect(feedReasonParamNames(text ?? '').sort(), `${code} in ${language}`).toEqual(names);
    }
    expect(FEED_REASON_WORDS.en[code]).toBe(english);
  });

  it('words no code the feeds do not have', () => {
    for (const language of LANGUAGES)
      expect(Object.keys(FEED_REASON_WORDS[language]).sort()).toEqual([...FEED_REASON_CODES].sort());
  });

  it('leaves the translation catalogues no reason texts: a reason is worded here, by its code', () => {
    // The staff customer-group form answers this one itself, as a field's error.
    const elsewhere = new Set(['Unknown customer group']);
    const kept = Object.values(FEED_REASON_TEXTS).filter((text) => text in en && !elsewhere.has(text));
    expect(kept).toEqual([]);
  });

  it("writes a reason's numbers as the page's language does, its other values as they came", () => {
    const huge = { code: 'csv_value_count', params: { expected: 1_200, found: 1.5 } } as const;
    expect(wordFeedReason(huge, 'et')).toBe('Oodati 1200 väärtust, leiti 1,5');
    expect(wordFeedReason(huge, 'fi')).toBe('Odotettiin 1\u00a0200 arvoa, löytyi 1,5');
    expect(wordFeedReason(huge, 'en')).toBe('Expected 1,200 values, found 1.5');
    const category = { code: 'category_unknown', params: { category: 'vitamins' } } as const;
    expect(wordFeedReason(category, 'ru')).toBe('Неизвестная категория: vitamins');
  });
});
