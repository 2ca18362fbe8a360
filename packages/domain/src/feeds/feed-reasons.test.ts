import { describe, expect, it } from 'vitest';
import {
  FEED_REASON_CODES,
  FEED_REASON_TEXTS,
  feedReason,
  feedReasonOfText,
  feedReasonParamNames,
} from './feed-reasons.ts';

describe('feed reasons', () => {
  it('gives each code an English text of its own, so a fixed text names one code', () => {
    const texts = FEED_REASON_CODES.map((code) => FEED_REASON_TEXTS[code]);
    expect(new Set(texts).size).toBe(texts.length);
    for (const code of FEED_REASON_CODES) {
      if (feedReasonParamNames(FEED_REASON_TEXTS[code]).length === 0)
        expect(feedReasonOfText(FEED_REASON_TEXTS[code])?.code).toBe(code);
    }
  });

  it('writes the English text with its values, and keeps them beside it', () => {
    expect(feedReason('image_status', { status: 404 })).toEqual({
      code: 'image_status',
      params: { status: 404 },
      reason: 'The address answered 404',
    });
    expect(feedReason('catalogue_conflict_named', { constraint: 'product_sku_key' }).reason).toBe(
      'Conflicts with the catalogue (product_sku_key)',
    );
    expect(feedReason('sku_unknown')).toEqual({ code: 'sku_unknown', params: {}, reason: 'Unknown SKU' });
    expect(feedReasonOfText('Larger than 10 MB')).toBeNull();
  });
});
