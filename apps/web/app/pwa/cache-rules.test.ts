import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CLEARED_ON_LOGOUT,
  CACHES,
  cacheRuleFor,
  offlineCopyWanted,
  offlinePagePath,
  openPagesToKeep,
  type RequestFacts,
} from './cache-rules.ts';

const ORIGIN = 'https://apteek.test';

function facts(path: string, overrides: Partial<RequestFacts> = {}): RequestFacts {
  return {
    url: new URL(path, ORIGIN),
    method: 'GET',
    mode: 'cors',
    destination: '',
    sameOrigin: true,
    ...overrides,
  };
}
const page = (path: string) => cacheRuleFor(facts(path, { mode: 'navigate', destination: 'document' }));
const fetched = (path: string) => cacheRuleFor(facts(path));

const PERSONAL_API = [
  '/api/user/me',
  '/api/user/order-history',
  '/api/user/login',
  '/api/cart/pull?cartId=1',
  '/api/cart/totals',
  '/api/order',
  '/api/order/create',
  '/api/order/x/payment',
  '/api/payment/methods',
  '/api/paytrail/transaction/result',
  '/api/maksekeskus/return',
  '/api/user/eident',
  '/api/prescription/list',
  '/api/chat/messages',
  '/api/staff/orders',
  '/api/notification/events',
  '/api/mail/outbox',
  '/api/stock/check?sku=1',
];
const PERSONAL_PAGES = [
  '/checkout',
  '/fi/checkout',
  '/my-account',
  '/ru/my-account.data',
  '/prescriptions',
  '/en/prescriptions/list',
  '/prescriptions/details.data',
  '/mailbox',
  '/reset-password',
  '/maksekeskus-status/ok',
  '/fi/paytrail/success',
  '/eident/result',
  '/staff',
  '/staff/orders.data',
  '/sandbox/paytrail',
];

describe('cacheRuleFor', () => {
  it.each(PERSONAL_API)('never caches %s', (path) => {
    expect(fetched(path)).toBe('never');
    expect(page(path)).toBe('never');
  });

  it.each(PERSONAL_PAGES)('never keeps the personal page %s', (path) => {
    expect(page(path)).toBe('never');
    expect(fetched(path)).toBe('never');
  });

  it('keeps store pages and their route data, network first', () => {
    for (const path of ['/', '/fi', '/c/kulmetus', '/fi/p/123/ibuprofeen', '/i/about', '/products?q=x']) {
      expect(page(path)).toBe('page');
    }
    for (const path of ['/_root.data', '/c/kulmetus.data', '/fi/p/123/x.data?_routes=routes%2Fproduct']) {
      expect(fetched(path)).toBe('page');
    }
  });

  it('answers catalogue reads from the cache and keeps images', () => {
    expect(fetched('/api/catalog/search/product?q=x')).toBe('catalogue');
    expect(fetched('/api/url/map?url=/c/x')).toBe('catalogue');
    expect(fetched('/media/catalog/product/a.webp')).toBe('image');
    // The proxy's pictures are catalogue reads: a product page's gallery shows which medicine was
    // looked at, so they go with the session at logout, unlike the images kept under /media/.
    expect(fetched('/api/catalog/product/para-500.svg/image?size=600x744')).toBe('catalogue');
  });

  it('leaves writes, other origins and addresses with a token alone', () => {
    expect(cacheRuleFor(facts('/c/x', { method: 'POST', mode: 'navigate' }))).toBe('never');
    expect(cacheRuleFor(facts('/api/catalog/x', { sameOrigin: false }))).toBe('never');
    expect(page('/c/x?token=abc')).toBe('never');
    expect(fetched('/api/catalog/x?token=abc')).toBe('never');
  });

  it('never caches any path under a personal API, whatever follows', () => {
    const personal = fc.constantFrom(
      'user',
      'cart',
      'order',
      'payment',
      'prescription',
      'chat',
      'staff',
      'eident',
    );
    fc.assert(
      fc.property(
        personal,
        fc.webPath(),
        fc.constantFrom('navigate', 'cors', 'no-cors'),
        (area, rest, mode) => {
          const url = new URL(`/api/${area}${rest.startsWith('/') ? rest : `/${rest}`}`, ORIGIN);
          return cacheRuleFor({ url, method: 'GET', mode, destination: '', sameOrigin: true }) === 'never';
        },
      ),
    );
  });

  it('never keeps a personal page under any store prefix or sub-path', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', '/ee', '/fi', '/en', '/ru'),
        fc.constantFrom('checkout', 'my-account', 'prescriptions', 'mailbox', 'reset-password'),
        fc.webPath(),
        fc.boolean(),
        (prefix, area, rest, data) => {
          const path = `${prefix}/${area}${rest === '' || rest.startsWith('/') ? rest : `/${rest}`}${data ? '.data' : ''}`;
          return page(path) === 'never' && fetched(path) === 'never';
        },
      ),
    );
  });
});

describe('logout and offline fallback', () => {
  it('clears the caches that can show what the customer looked at', () => {
    expect(CLEARED_ON_LOGOUT).toEqual(expect.arrayContaining([CACHES.pages, CACHES.catalogue]));
    // The offline pages stay: they hold no one's data and a later offline visit needs them.
    expect(CLEARED_ON_LOGOUT).not.toContain(CACHES.offline);
  });

  it("falls back to the store's own offline page", () => {
    expect(offlinePagePath('/c/x')).toBe('/offline');
    expect(offlinePagePath('/fi/p/1/x')).toBe('/fi/offline');
    expect(offlinePagePath('/fi')).toBe('/fi/offline');
    expect(offlinePagePath('/finance')).toBe('/offline');
  });
});

describe('the first page of a visit', () => {
  it('is kept once the worker is there, with every other open store page, each once', () => {
    expect(
      openPagesToKeep(
        [
          `${ORIGIN}/en/p/IBU-400-20/ibuprofen#reviews`,
          `${ORIGIN}/en/p/IBU-400-20/ibuprofen`,
          `${ORIGIN}/fi/c/kipu?sort=price`,
        ],
        ORIGIN,
      ),
    ).toEqual([`${ORIGIN}/en/p/IBU-400-20/ibuprofen`, `${ORIGIN}/fi/c/kipu?sort=price`]);
  });

  it('is not kept when it is personal, carries a token, is no store page or of another origin', () => {
    expect(
      openPagesToKeep(
        [
          `${ORIGIN}/en/checkout`,
          `${ORIGIN}/my-account/orders`,
          `${ORIGIN}/reset-password?token=abc`,
          `${ORIGIN}/en?token=abc`,
          `${ORIGIN}/staff/orders`,
          'https://elsewhere.test/en',
        ],
        ORIGIN,
      ),
    ).toEqual([]);
  });

  it('keeps only what a visit to it would have kept', () => {
    const path = fc.constantFrom(
      '/',
      '/en',
      '/checkout',
      '/fi/my-account',
      '/api/cart/pull',
      '/c/x',
      '/media/a.png',
    );
    fc.assert(
      fc.property(fc.array(path, { maxLength: 5 }), (paths) => {
        const kept = openPagesToKeep(
          paths.map((p) => `${ORIGIN}${p}`),
          ORIGIN,
        );
        for (const url of kept)
          expect(cacheRuleFor(facts(new URL(url).pathname, { mode: 'navigate' }))).toBe('page');
      }),
    );
  });
});

describe('the offline copy', () => {
  it('is installed where the connection is unknown or unmetered', () => {
    expect(offlineCopyWanted(undefined)).toBe(true);
    expect(offlineCopyWanted({})).toBe(true);
    expect(offlineCopyWanted({ type: 'wifi', effectiveType: '4g', saveData: false })).toBe(true);
    expect(offlineCopyWanted({ effectiveType: '3g' })).toBe(true);
  });

  it('is not installed when the shopper saves data, on a mobile network or on a 2G-slow one', () => {
    expect(offlineCopyWanted({ saveData: true, type: 'wifi', effectiveType: '4g' })).toBe(false);
    expect(offlineCopyWanted({ type: 'cellular', effectiveType: '4g' })).toBe(false);
    expect(offlineCopyWanted({ effectiveType: '2g' })).toBe(false);
    expect(offlineCopyWanted({ effectiveType: 'slow-2g' })).toBe(false);
  });
});
