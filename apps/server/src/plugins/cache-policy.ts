import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /**
     * Set by whatever serves an answer every visitor gets alike that no route of PUBLIC_ROUTES can
     * name: a kept catalogue page, a file of the web build, a page whose route module chose its own
     * Cache-Control. Such an answer keeps the Cache-Control it has, or none.
     */
    isSharedAnswer: boolean;
  }
}

/** What every answer but a public one carries: no browser, service worker or shared cache keeps it. */
export const NO_STORE = 'no-store';

/**
 * The routes whose answers are the same for every caller, as Fastify names them (`METHOD url`; a
 * HEAD request counts as its GET): catalogue, content, opening hours, health, the API description,
 * the language lookup and media. They keep the Cache-Control they set themselves, or none. Every other route's answer
 * is no-store whatever it set (tokens, personal codes, orders, carts, accounts).
 */
export const PUBLIC_ROUTES: readonly string[] = [
  'GET /api/health',
  'GET /api/docs',
  'POST /api/catalog/search/:entityType',
  'GET /api/product/:value',
  'POST /api/url/map',
  'GET /api/url',
  'GET /api/catalog/products/render-list',
  'GET /api/catalog/product/:file/image',
  'GET /api/content/:file/image',
  'GET /api/stock/check',
  'GET /api/stock/list',
  'POST /api/campaign/active',
  'GET /api/home',
  'GET /api/reviews/:sku',
  'GET /api/parcel-machines',
  'GET /api/payment/providers',
  'GET /api/prescription/opening-times',
  // The country of the Accept-Language header, kept by the browser only (private).
  'GET /api/user/locale',
  'GET /media/*',
  'GET /media/placeholder.svg',
];

const publicRoutes = new Set(PUBLIC_ROUTES);

/** The request's route as PUBLIC_ROUTES names it; null when no route matched (a 404). */
export function routeKeyOf(request: FastifyRequest): string | null {
  const { url } = request.routeOptions;
  if (url === undefined) return null;
  return `${request.method === 'HEAD' ? 'GET' : request.method} ${url}`;
}

export function isPublicAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  if (reply.isSharedAnswer) return true;
  const key = routeKeyOf(request);
  return key !== null && publicRoutes.has(key);
}

/**
 * `Cache-Control: no-store` on every answer (API, pages, redirects, errors, 404s) but the public
 * ones, in one `onSend` hook: a route that forgets about caching is never cached.
 */
async function cachePolicy(app: FastifyInstance): Promise<void> {
  app.decorateReply('isSharedAnswer', false);
  app.addHook('onSend', async (request, reply) => {
    if (!isPublicAnswer(request, reply)) void reply.header('cache-control', NO_STORE);
  });
}

export const cachePolicyPlugin = fp(cachePolicy, { name: 'cache-policy' });
