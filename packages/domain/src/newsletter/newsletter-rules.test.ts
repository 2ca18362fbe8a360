import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { newsletterAnswerFor, newsletterCouponCode, normaliseNewsletterEmail } from './newsletter-rules.ts';

describe('newsletterAnswerFor', () => {
  it('tells the owner the truth', () => {
    expect(newsletterAnswerFor('subscribed', true)).toBe('subscribed');
    expect(newsletterAnswerFor('pending', true)).toBe('unsubscribed');
    expect(newsletterAnswerFor(null, true)).toBe('unsubscribed');
  });

  it('tells anyone else the same whatever the state', () => {
    const answers = (['subscribed', 'pending', 'unsubscribed', null] as const).map((state) =>
      newsletterAnswerFor(state, false),
    );
    expect(new Set(answers).size).toBe(1);
  });
});

describe('newsletterCouponCode', () => {
  it('is NL- and ten characters without look-alikes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 10, maxLength: 10 }), (bytes) => {
        expect(newsletterCouponCode(bytes)).toMatch(/^NL-[A-HJKMNP-Z2-9]{10}$/);
      }),
    );
  });
});

describe('normaliseNewsletterEmail', () => {
  it('compares without case and spaces', () => {
    expect(normaliseNewsletterEmail('  Mari@Example.COM ')).toBe('mari@example.com');
  });
});
