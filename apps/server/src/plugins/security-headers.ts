import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentSetup } from '../modules/payment/index.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** This request's Content-Security-Policy nonce: the only inline scripts a page may run carry it. */
    cspNonce: string;
  }
  interface FastifyReply {
    /**
     * Set by an answer whose inline scripts carry no nonce but are allowed by their hashes (a kept
     * page, plugins/rendered-pages.ts): the policy names these sources instead of the nonce.
     */
    inlineSources: InlineSources | null;
  }
}

/** The sources a policy's script-src and style-src allow inline code by: a nonce, or hashes. */
export interface InlineSources {
  script: readonly string[];
  style: readonly string[];
}

const nonceSources = (nonce: string): InlineSources => {
  const source = [`'nonce-${nonce}'`];
  return { script: source, style: source };
};

export interface SecurityHeadersOptions {
  payments: PaymentSetup;
  /** A configured Tag Manager container: its hosts are allowed; without one, no third party is. */
  analyticsTagId?: string | null;
}

/** What a Google Tag Manager container loads and sends to. */
export const TAG_MANAGER_SOURCES = {
  script: ['https://www.googletagmanager.com'],
  connect: [
    'https://*.google-analytics.com',
    'https://*.analytics.google.com',
    'https://www.googletagmanager.com',
  ],
  img: ['https://*.google-analytics.com', 'https://www.googletagmanager.com'],
} as const;

const NONCE = Symbol('csp nonce');

/** Features no page of the shop uses, switched off for the page and anything it embeds. */
const PERMISSIONS_POLICY = [
  'accelerometer',
  'camera',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The pages a payment or e-identification popup goes through: the sandboxes' bank pages and
 * their redirects, and the return pages that hand the result to the window that opened the popup
 * (`window.opener`). A popup that arrives there from a provider's page without an opener policy
 * would be cut from its opener if these pages asked for isolation. The e-identification popup
 * starts and ends with redirects of the API (`/api/user/eident`, its callback), and a redirect's
 * own opener policy counts too.
 */
const POPUP_PATHS =
  /^\/(?:sandbox\/|api\/user\/eident(?:\/callback)?$|(?:(?:ee|fi|en|ru)\/)?(?:maksekeskus-status|paytrail|eident)\/)/;

/**
 * Where the checkout posts payment forms besides this origin. Paytrail's E2 form goes to its form
 * host; the Payment API's provider forms go to each bank's own host, listed per payment, so only
 * the scheme can be named. Maksekeskus' payment page is opened by navigation, not by a form.
 */
export function paymentFormSources({ paytrail }: PaymentSetup): string[] {
  if (paytrail.sandbox) return [];
  if (paytrail.interface === 'payment-api') return ['https:'];
  return paytrail.formUrl ? [new URL(paytrail.formUrl).origin] : [];
}

/**
 * The Content-Security-Policy of a response whose inline scripts carry `nonce`, or, given the
 * sources of a kept page, are allowed by their hashes.
 */
export function contentSecurityPolicy(
  inline: string | InlineSources,
  formSources: readonly string[],
  withTagManager = false,
): string {
  const tag = (kind: keyof typeof TAG_MANAGER_SOURCES) => (withTagManager ? TAG_MANAGER_SOURCES[kind] : []);
  const { script, style } = typeof inline === 'string' ? nonceSources(inline) : inline;
  return [
    "default-src 'self'",
    ["script-src 'self'", ...script, ...tag('script')].join(' '),
    ["style-src 'self'", ...style].join(' '),
    // Campaign and banner colours are style attributes of the server-rendered markup.
    "style-src-attr 'unsafe-inline'",
    ["img-src 'self' data:", ...tag('img')].join(' '),
    ...(withTagManager ? [["connect-src 'self'", ...tag('connect')].join(' ')] : []),
    // A product's video plays from YouTube's privacy-enhanced host.
    'frame-src https://www.youtube-nocookie.com',
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    ["form-action 'self'", ...formSources].join(' '),
  ].join('; ');
}

/** The staff area's pages: /staff and below, without a store prefix. */
const STAFF_PAGES = /^\/staff(?:\/|$)/;

export function isStaffPage(path: string): boolean {
  return STAFF_PAGES.test(path);
}

/**
 * The staff pages' stricter policy: they post no payment forms, embed no frames and need no
 * style attributes, so forms go to this origin only and nothing is framed.
 */
export function staffContentSecurityPolicy(nonce: string): string {
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}'`,
    `style-src 'self' 'nonce-${nonce}'`,
    "img-src 'self' data:",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

/**
 * Security headers on every response (API, media, assets, pages, sandbox pages, errors): a
 * Content-Security-Policy with a fresh nonce per request (the server-rendered pages put it on their
 * inline scripts; a kept page names its scripts' hashes instead), no MIME sniffing, no framing, a
 * referrer that leaves only the origin, no powerful features, and HSTS when the shop's public address is https.
 */
async function securityHeaders(
  app: FastifyInstance,
  { payments, analyticsTagId = null }: SecurityHeadersOptions,
): Promise<void> {
  const formSources = paymentFormSources(payments);
  const hsts = payments.publicUrl?.startsWith('https:') ?? false;
  const withTagManager = analyticsTagId !== null;
  // Made when first read: a kept page, whose policy names hashes, never needs one.
  app.decorateRequest('cspNonce', {
    getter(this: FastifyRequest & { [NONCE]?: string }) {
      return (this[NONCE] ??= randomBytes(18).toString('base64'));
    },
  });
  app.decorateReply('inlineSources', null);
  // A kept page's policy, made once per page rather than on every answer.
  const keptPolicies = new WeakMap<InlineSources, string>();
  const keptPolicy = (sources: InlineSources) => {
    let policy = keptPolicies.get(sources);
    if (policy === undefined) {
      policy = contentSecurityPolicy(sources, formSources, withTagManager);
      keptPolicies.set(sources, policy);
    }
    return policy;
  };
  app.addHook('onSend', async (request, reply) => {
    const path = request.url.split('?', 1)[0]!;
    reply.header(
      'content-security-policy',
      isStaffPage(path)
        ? staffContentSecurityPolicy(request.cspNonce)
        : reply.inlineSources
          ? keptPolicy(reply.inlineSources)
          : contentSecurityPolicy(request.cspNonce, formSources, withTagManager),
    );
    reply.header('x-content-type-options', 'nosniff');
    reply.header('x-frame-options', 'DENY');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    reply.header('cross-origin-opener-policy', openerPolicy(path));
    if (hsts) reply.header('strict-transport-security', 'max-age=31536000');
  });
}

/**
 * Store pages keep a cross-origin opener away from them but keep the payment popup they open; the
 * pages inside the popup leave the opener in place (see POPUP_PATHS).
 */
export function openerPolicy(path: string): string {
  return POPUP_PATHS.test(path) ? 'unsafe-none' : 'same-origin-allow-popups';
}

export const securityHeadersPlugin = fp(securityHeaders, { name: 'security-headers' });
