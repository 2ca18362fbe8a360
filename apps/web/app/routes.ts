import { type RouteConfig, index, route } from '@react-router/dev/routes';
import { STATIC_PAGE_IDENTIFIERS } from '@apteek/domain';

/** The store prefixes (spec 000 §2): the default store is served with and without '/ee'. */
const PREFIXES = ['', 'ee', 'fi', 'en', 'ru'] as const;

/** One route per store prefix; route ids get the prefix as a suffix ('category', 'category-fi'). */
function inEveryStore(path: string, file: string, id: string) {
  return PREFIXES.map((prefix) =>
    route([prefix, path].filter(Boolean).join('/'), file, { id: prefix ? `${id}-${prefix}` : id }),
  );
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
  ...inEveryStore('my-account', 'routes/my-account.tsx', 'my-account'),
  ...inEveryStore('reset-password', 'routes/reset-password.tsx', 'reset-password'),
  ...inEveryStore('mailbox', 'routes/mailbox.tsx', 'mailbox'),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
