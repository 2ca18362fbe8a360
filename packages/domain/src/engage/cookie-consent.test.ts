import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_EVENTS } from './analytics.ts';
import {
  ALL_ACCEPTED,
  ALL_REJECTED,
  consentClaim,
  consentCookieValue,
  mayLoadTagManager,
  mayTrack,
  readConsentClaim,
  readConsentCookie,
  type CookieConsent,
} from './cookie-consent.ts';

const consents = fc.record({ analytics: fc.boolean(), marketing: fc.boolean() });
const ANALYTICS_ONLY: CookieConsent = { analytics: true, marketing: false };

describe('consentClaim', () => {
  it('keeps the seeds’ claim fields with the categories, necessary always on', () => {
    expect(consentClaim(ANALYTICS_ONLY, '2026-12-02T10:00:00.000Z')).toEqual({
      code: 'cookiesAccepted',
      created_at: '2026-12-02T10:00:00.000Z',
      value: false,
      description: 'Cookies accepted: necessary, analytics',
      categories: { necessary: true, analytics: true, marketing: false },
    });
    expect(consentClaim(ALL_ACCEPTED, 'x').value).toBe(true);
    expect(consentClaim(ALL_REJECTED, 'x').description).toBe('Cookies accepted: necessary');
  });

  it('reads back every choice it stored', () => {
    fc.assert(
      fc.property(consents, (consent) => {
        const stored = JSON.stringify(consentClaim(consent, new Date(0).toISOString()));
        expect(readConsentClaim(stored)).toEqual(consent);
      }),
    );
  });
});

describe('readConsentClaim', () => {
  it('reads the claim stored before there were categories as everything accepted', () => {
    expect(readConsentClaim('true')).toEqual(ALL_ACCEPTED);
    expect(
      readConsentClaim(
        JSON.stringify({ code: 'cookiesAccepted', created_at: 'x', value: true, description: '' }),
      ),
    ).toEqual(ALL_ACCEPTED);
  });

  it('finds no choice in nothing, in junk, or in another claim', () => {
    for (const stored of [null, '', 'false', '{', '[]', '{"code":"other","value":true}'])
      expect(readConsentClaim(stored)).toBeNull();
    expect(readConsentClaim('{"code":"cookiesAccepted","categories":{"analytics":"yes"}}')).toBeNull();
    expect(readConsentClaim('{"code":"cookiesAccepted","value":false}')).toBeNull();
  });

  it('never reads consent out of arbitrary text', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const consent = readConsentClaim(text);
        if (consent) expect(text === 'true' || text.includes('cookiesAccepted')).toBe(true);
      }),
    );
  });
});

describe('the consent cookie', () => {
  it('carries every choice to the server and back', () => {
    fc.assert(
      fc.property(consents, (consent) => {
        const header = `a=1; cookiesAccepted=${consentCookieValue(consent)}; b=2`;
        expect(readConsentCookie(header)).toEqual(consent);
      }),
    );
  });

  it('keeps `true` for everything accepted, as the cookie always said', () => {
    expect(consentCookieValue(ALL_ACCEPTED)).toBe('true');
    expect(readConsentCookie('cookiesAccepted=true')).toEqual(ALL_ACCEPTED);
    expect(readConsentCookie('cookiesAccepted=none')).toEqual(ALL_REJECTED);
  });

  it('ignores values it never wrote and cookies of other names', () => {
    for (const header of [
      '',
      null,
      undefined,
      'cookiesAccepted=false',
      'xcookiesAccepted=true',
      'cookiesAccepted=toString',
    ])
      expect(readConsentCookie(header)).toBeNull();
  });
});

describe('what a choice lets run', () => {
  it('runs nothing optional before a choice or after refusing all', () => {
    for (const consent of [null, ALL_REJECTED, { analytics: false, marketing: true }]) {
      expect(mayLoadTagManager(consent)).toBe(false);
      for (const event of ANALYTICS_EVENTS) expect(mayTrack(event, consent)).toBe(false);
    }
  });

  it('with analytics only, tracks the store’s use but no marketing event', () => {
    expect(mayLoadTagManager(ANALYTICS_ONLY)).toBe(true);
    expect(mayTrack('view_item', ANALYTICS_ONLY)).toBe(true);
    expect(mayTrack('begin_checkout', ANALYTICS_ONLY)).toBe(true);
    expect(mayTrack('add_to_cart', ANALYTICS_ONLY)).toBe(false);
    expect(mayTrack('purchase', ANALYTICS_ONLY)).toBe(false);
  });

  it('tracks an event only when every category it needs was accepted', () => {
    fc.assert(
      fc.property(consents, fc.constantFrom(...ANALYTICS_EVENTS), (consent, event) => {
        if (mayTrack(event, consent)) expect(consent.analytics).toBe(true);
        if (mayTrack(event, consent) && ['add_to_cart', 'remove_from_cart', 'purchase'].includes(event))
          expect(consent.marketing).toBe(true);
      }),
    );
    for (const event of ANALYTICS_EVENTS) expect(mayTrack(event, ALL_ACCEPTED)).toBe(true);
  });
});
