import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { STATIC_PAGE_IDENTIFIERS } from '@apteek/domain';

/** The store prefixes (spec 000 §2): the default store is served with and without '/ee'. */
const PREFIXES = ['', 'ee', 'fi', 'en', 'ru'] as const;

/** A route under one store prefix; its id gets the prefix as a suffix ('category', 'category-fi'). */
function inOneStore(prefix: (typeof PREFIXES)[number], path: string, file: string, id: string) {
  return [route([prefix, path].filter(Boolean).join('/'), file, { id: prefix ? `${id}-${prefix}` : id })];
}

/** One route per store prefix. */
function inEveryStore(path: string, file: string, id: string) {
  return PREFIXES.flatMap((prefix) => inOneStore(prefix, path, file, id));
}

// Every page exists with and without the store prefix (DESIGN §5); loaders read the store from the path.
export default [
  index('routes/home.tsx', { id: 'home' }),
  route('pwa.html', 'routes/home.tsx', { id: 'home-pwa' }),
  ...PREFIXES.filter(Boolean).map((prefix) => route(prefix, 'routes/home.tsx', { id: `home-${prefix}` })),
  ...inEveryStore('c/:slug', 'routes/category.tsx', 'category'),
  ...inEveryStore('p/:parentSku/:slug', 'routes/product.tsx', 'product'),
  ...inEveryStore('p/:parentSku/:slug/:childSku', 'routes/product.tsx', 'product-variant'),
  ...inEveryStore('products', 'routes/products.tsx', 'products'),
  ...inEveryStore('kampaania', 'routes/campaigns.tsx', 'campaigns'),
  ...inEveryStore('kampaania/:campaignSlug', 'routes/campaign.tsx', 'campaign'),
  ...inEveryStore('i/:slug', 'routes/cms-page.tsx', 'cms-page'),
  ...STATIC_PAGE_IDENTIFIERS.flatMap((page) => inEveryStore(page, 'routes/cms-page.tsx', `static-${page}`)),
  ...inEveryStore('error', 'routes/error.tsx', 'error'),
  ...inEveryStore('checkout', 'routes/checkout.tsx', 'checkout'),
  ...inEveryStore('maksekeskus-status/ok', 'routes/payment-return.tsx', 'maksekeskus-ok'),
  ...inEveryStore('maksekeskus-status/cancel', 'routes/payment-return.tsx', 'maksekeskus-cancel'),
  ...inEveryStore('paytrail/success', 'routes/payment-return.tsx', 'paytrail-success'),
  ...inEveryStore('paytrail/cancel', 'routes/payment-return.tsx', 'paytrail-cancel'),
  ...inEveryStore('eident/result', 'routes/eident-result.tsx', 'eident-result'),
  ...inEveryStore('my-account', 'routes/my-account.tsx', 'my-account'),
  ...inEveryStore('compare', 'routes/compare.tsx', 'compare'),
  ...inEveryStore('wishlist', 'routes/wishlist.tsx', 'wishlist'),
  // The prescription centre's pages share a layout that keeps the realtime hub connected between them.
  ...PREFIXES.map((prefix) =>
    layout(
      'routes/prescriptions-layout.tsx',
      { id: prefix ? `prescriptions-layout-${prefix}` : 'prescriptions-layout' },
      [
        ...inOneStore(prefix, 'prescriptions', 'routes/prescriptions.tsx', 'prescriptions'),
        ...inOneStore(prefix, 'prescriptions/list', 'routes/prescriptions-list.tsx', 'prescriptions-list'),
        ...inOneStore(
          prefix,
          'prescriptions/details',
          'routes/prescriptions-details.tsx',
          'prescriptions-details',
        ),
      ],
    ),
  ),
  ...inEveryStore('reset-password', 'routes/reset-password.tsx', 'reset-password'),
  ...inEveryStore('mailbox', 'routes/mailbox.tsx', 'mailbox'),
  // The newsletter mails' links: the double opt-in and the one-click unsubscribe (issue 21).
  ...inEveryStore('newsletter/confirm', 'routes/newsletter-link.tsx', 'newsletter-confirm'),
  ...inEveryStore('newsletter/unsubscribe', 'routes/newsletter-link.tsx', 'newsletter-unsubscribe'),
  // The staff area has no store prefix: its own layout, language and session (issue 19).
  layout('routes/staff-layout.tsx', { id: 'staff-layout' }, [
    route('staff', 'routes/staff-home.tsx', { id: 'staff-home' }),
    route('staff/login', 'routes/staff-login.tsx', { id: 'staff-login' }),
    route('staff/hours', 'routes/staff-hours.tsx', { id: 'staff-hours' }),
    route('staff/orders', 'routes/staff-orders.tsx', { id: 'staff-orders' }),
    route('staff/offers', 'routes/staff-offers.tsx', { id: 'staff-offers' }),
    route('staff/chats', 'routes/staff-chats.tsx', { id: 'staff-chats' }),
    route('staff/reviews', 'routes/staff-reviews.tsx', { id: 'staff-reviews' }),
  ]),
  // Installable per store view, with an offline page the service worker keeps (issue 20).
  ...inEveryStore('manifest.webmanifest', 'routes/web-manifest.ts', 'web-manifest'),
  ...inEveryStore('offline', 'routes/offline.ts', 'offline'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
