import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayBeReviewed, ratingSummary, sanitiseReviewText } from './review-rules.ts';

describe('sanitiseReviewText', () => {
  it('removes tags and keeps their text', () => {
    expect(sanitiseReviewText('<b>Good</b> <script>alert(1)</script>cream')).toBe('Good alert(1)cream');
  });

  it('removes a tag hidden inside another one', () => {
    expect(sanitiseReviewText('<scr<script>ipt>x')).toBe('x');
  });

  it('keeps a heart and comparisons that are not markup', () => {
    expect(sanitiseReviewText('I <3 it, 2 < 3 and 5 > 4')).toBe('I <3 it, 2 < 3 and 5 > 4');
  });

  it('drops control and direction characters and collapses spaces and empty lines', () => {
    expect(sanitiseReviewText(' a\u0000b\u202Ec  \t d\n\n\n\ne ')).toBe('abc d\n\ne');
  });

  it('never leaves anything that reads as a tag', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('<', '>', '/', 'a', 's', '!', '-', ' ', '\n', 'b') }),
        (input) => {
          expect(sanitiseReviewText(input)).not.toMatch(/<\/?[a-zA-Z!?][^<>]*>/);
        },
      ),
    );
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (input) => {
        const once = sanitiseReviewText(input);
        expect(sanitiseReviewText(once)).toBe(once);
      }),
    );
  });
});

describe('ratingSummary', () => {
  it('is zero without reviews', () => {
    expect(ratingSummary(0, 0)).toEqual({ average: 0, count: 0 });
  });

  it('rounds the average to one decimal', () => {
    expect(ratingSummary(5 + 4 + 4, 3)).toEqual({ average: 4.3, count: 3 });
  });
});

describe('mayBeReviewed', () => {
  it('refuses prescription medicines and takes the rest', () => {
    expect(mayBeReviewed(300)).toBe(false);
    expect(mayBeReviewed(200)).toBe(true);
    expect(mayBeReviewed(100)).toBe(true);
  });
});
