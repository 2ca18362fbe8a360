import { type RouteConfig, index, layout, route } from '@react-router/dev/routes';
import { STATIC_PAGE_IDENTIFIERS } from '@apteek/domain';

/**
 * Every storefront page exists with and without a store prefix: one route
 * table under an optional `:store` segment instead of a copy per prefix, so React Router matches a
 * request against a fifth of the routes. `routes/store.tsx` answers an unknown first segment
 * ('/xx/c/y') as the not-found page would; loaders read the store view from the path.
 */
export default [
  route('pwa.html', 'routes/home.tsx', { id: 'home-pwa' }),
  route(':store?', 'routes/store.tsx', { id: 'store' }, [
    index('routes/home.tsx', { id: 'home' }),
    route('c/:slug', 'routes/category.tsx', { id: 'category' }),
    route('p/:parentSku/:slug', 'routes/product.tsx', { id: 'product' }),
    route('p/:parentSku/:slug/:childSku', 'routes/product.tsx', { id: 'product-variant' }),
    route('products', 'routes/products.tsx', { id: 'products' }),
    route('kampaania', 'routes/campaigns.tsx', { id: 'campaigns' }),
    route('kampaania/:campaignSlug', 'routes/campaign.tsx', { id: 'campaign' }),
    route('i/:slug', 'routes/cms-page.tsx', { id: 'cms-page' }),
    ...STATIC_PAGE_IDENTIFIERS.map((page) => route(page, 'routes/cms-page.tsx', { id: `static-${page}` })),
    route('error', 'routes/error.tsx', { id: 'error' }),
    route('checkout', 'routes/checkout.tsx', { id: 'checkout' }),
    route('maksekeskus-status/ok', 'routes/payment-return.tsx', { id: 'maksekeskus-ok' }),
    route('maksekeskus-status/cancel', 'routes/payment-return.tsx', { id: 'maksekeskus-cancel' }),
    route('paytrail/success', 'routes/payment-return.tsx', { id: 'paytrail-success' }),
    route('paytrail/cancel', 'routes/payment-return.tsx', { id: 'paytrail-cancel' }),
    route('eident/result', 'routes/eident-result.tsx', { id: 'eident-result' }),
    route('my-account', 'routes/my-account.tsx', { id: 'my-account' }),
    route('order/:orderId', 'routes/order.tsx', { id: 'order' }),
    route('order-lookup', 'routes/order-lookup.tsx', { id: 'order-lookup' }),
    route('compare', 'routes/compare.tsx', { id: 'compare' }),
    route('wishlist', 'routes/wishlist.tsx', { id: 'wishlist' }),
    // The prescription centre's pages share a layout that keeps the realtime hub connected between them.
    layout('routes/prescriptions-layout.tsx', { id: 'prescriptions-layout' }, [
      route('prescriptions', 'routes/prescriptions.tsx', { id: 'prescriptions' }),
      route('prescriptions/list', 'routes/prescriptions-list.tsx', { id: 'prescriptions-list' }),
      route('prescriptions/details', 'routes/prescriptions-details.tsx', { id: 'prescriptions-details' }),
    ]),
    route('reset-password', 'routes/reset-password.tsx', { id: 'reset-password' }),
    route('mailbox', 'routes/mailbox.tsx', { id: 'mailbox' }),
    // The newsletter mails' links: the double opt-in and the one-click unsubscribe.
    route('newsletter/confirm', 'routes/newsletter-link.tsx', { id: 'newsletter-confirm' }),
    route('newsletter/unsubscribe', 'routes/newsletter-link.tsx', { id: 'newsletter-unsubscribe' }),
    // Installable per store view, with an offline page the service worker keeps.
    route('manifest.webmanifest', 'routes/web-manifest.ts', { id: 'web-manifest' }),
    route('offline', 'routes/offline.ts', { id: 'offline' }),
  ]),
  // The staff area has no store prefix: its own layout, language and session.
  layout('routes/staff-layout.tsx', { id: 'staff-layout' }, [
    route('staff', 'routes/staff-home.tsx', { id: 'staff-home' }),
    route('staff/login', 'routes/staff-login.tsx', { id: 'staff-login' }),
    route('staff/hours', 'routes/staff-hours.tsx', { id: 'staff-hours' }),
    route('staff/orders', 'routes/staff-orders.tsx', { id: 'staff-orders' }),
    route('staff/fulfilment', 'routes/staff-fulfilment.tsx', { id: 'staff-fulfilment' }),
    route('staff/offers', 'routes/staff-offers.tsx', { id: 'staff-offers' }),
    route('staff/chats', 'routes/staff-chats.tsx', { id: 'staff-chats' }),
    route('staff/reviews', 'routes/staff-reviews.tsx', { id: 'staff-reviews' }),
    route('staff/catalogue', 'routes/staff-catalogue.tsx', { id: 'staff-catalogue' }),
  ]),
  route('sitemap.xml', 'routes/sitemap.ts'),
  route('robots.txt', 'routes/robots.ts'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
