import { existsSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  createRequestHandler,
  isRouteErrorResponse,
  type AppLoadContext,
  type HandleErrorFunction,
  type ServerBuild,
} from 'react-router';
import { LISTING_FILTER_CODES, type StorefrontServices } from '@apteek/domain';
import { DATABASE_RETRY_AFTER_SECONDS, watchDatabase } from './database.ts';
import {
  entityTag,
  keptPageUrl,
  keepPage,
  matchesEntityTag,
  pageBody,
  pageEncoding,
  type RenderedPage,
  type RenderedPages,
} from './rendered-pages.ts';

export interface WebOptions {
  buildDir: string;
  /** What every page's loaders get; the CSP nonce is added per request. */
  loadContext: Omit<AppLoadContext, 'cspNonce'>;
  /** Where the pages every visitor gets alike are kept as rendered; without it every page renders. */
  renderedPages?: RenderedPages;
}

/** What the storefront's server entry tells of its shared pages (apps/web/app/entry.server.tsx). */
interface SharedPageEntry {
  SHARED_PAGE_HEADER: string;
  sharedPageVariant(request: SharedPageRequest): string | null;
}

/** What of a request the entry's sharedPageVariant reads (its SharedPageRequest). */
interface SharedPageRequest {
  method: string;
  url: string;
  headers: { get(name: string): string | null };
}

/**
 * The request as sharedPageVariant reads it, from Node's request: a kept page is answered without
 * a Fetch Request, whose making (headers copied, an abort signal) was a good part of its time. The
 * URL is formed as createRequest forms it, from the Host header. Null without a Host header.
 */
function sharedPageRequest(request: FastifyRequest): SharedPageRequest | null {
  const { headers, raw } = request;
  if (!headers.host) return null;
  const protocol = 'encrypted' in raw.socket && raw.socket.encrypted ? 'https:' : 'http:';
  return {
    method: request.method,
    url: `${protocol}//${headers.host}${raw.url ?? '/'}`,
    headers: {
      get(name) {
        const value = headers[name.toLowerCase()];
        return value === undefined ? null : Array.isArray(value) ? value.join(', ') : value;
      },
    },
  };
}

/** The shared pages' store and the entry's rules for it, or null when pages are not kept. */
function sharingOf(build: ServerBuild, pages: RenderedPages | undefined) {
  const entry = build.entry.module as Partial<SharedPageEntry>;
  if (!pages || !entry.sharedPageVariant || !entry.SHARED_PAGE_HEADER) return null;
  const { sharedPageVariant } = entry;
  return {
    pages,
    header: entry.SHARED_PAGE_HEADER,
    /**
     * The page's key beside the day: its variant and whole URL (origin included) without the
     * tracking parameters, or null.
     */
    keyOf: (request: SharedPageRequest): string | null => {
      const variant = sharedPageVariant(request);
      return variant === null ? null : `${variant} ${keptPageUrl(request.url)}`;
    },
  };
}

/**
 * A kept page in the encoding the request takes, as it was compressed when kept (the compression
 * plugin leaves an answer with a Content-Encoding alone), under a policy that allows its inline
 * scripts by their hashes; 304 when the browser holds these bytes already.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, page: RenderedPage): FastifyReply {
  reply.isSharedAnswer = true;
  reply.inlineSources = page.sources;
  const encoding = pageEncoding(request.headers['accept-encoding']);
  const etag = entityTag(page, encoding);
  reply.status(page.status);
  for (const [name, value] of page.headers) reply.header(name, value);
  reply.header('vary', 'accept-encoding').header('etag', etag);
  if (matchesEntityTag(request.headers['if-none-match'], etag)) return reply.status(304).send();
  if (encoding !== 'identity') reply.header('content-encoding', encoding);
  return reply.send(pageBody(page, encoding));
}

/**
 * React Router's error log through the server's (plugins/log-safety.ts: no query parameters, no
 * personal code of a path) instead of its default console.error, which wrote raw errors to stderr:
 * a failed loader's query with its parameters, the path of a POST to a page without an action. A
 * route's 4xx answer is a client's mistake and is not logged.
 */
function withSafeErrorLog(build: ServerBuild, log: FastifyBaseLogger): ServerBuild {
  const handleError: HandleErrorFunction = (error, { request }) => {
    if (request.signal.aborted || (isRouteErrorResponse(error) && error.status < 500)) return;
    // A route's error response keeps the failure it stands for in `error`.
    const failure = (error as { error?: unknown } | null)?.error ?? error;
    const req = { method: request.method, url: new URL(request.url).pathname };
    log.error({ err: failure, req }, 'page failed');
  };
  return { ...build, entry: { ...build.entry, module: { ...build.entry.module, handleError } } };
}

/**
 * A body no route read (a POST to a page without an action) is let go: the Fetch request's stream
 * paused the socket once its queue was full, and the connection then waited for ever. The rest is
 * read and dropped, and the connection closes after the answer, so a client still sending holds
 * neither the connection nor the server's close (the suite's run once hung there).
 */
function discardUnreadBody(raw: IncomingMessage, reply: FastifyReply): void {
  if (raw.complete) return;
  raw.removeAllListeners('data');
  raw.resume();
  // A request without a body (GET, HEAD) is complete once parsed: its connection stays open.
  if (raw.method !== 'GET' && raw.method !== 'HEAD') reply.header('connection', 'close');
}

/**
 * Serves the React Router build: hashed assets with immutable caching, then every other path
 * through server rendering. Registered last, so /api and /media routes win.
 */
export async function webPlugin(app: FastifyInstance, options: WebOptions): Promise<void> {
  const serverEntry = join(options.buildDir, 'server', 'index.js');
  if (!existsSync(serverEntry)) {
    throw new Error(`The storefront build is missing (${serverEntry}); run npm run build`);
  }
  const build = (await import(pathToFileURL(serverEntry).href)) as ServerBuild;
  await app.register(fastifyStatic, {
    root: join(options.buildDir, 'client'),
    wildcard: false,
    // The build writes .br and .gz copies of scripts and stylesheets (apps/web/vite.config.ts).
    preCompressed: true,
    index: false,
    setHeaders: (reply, path) => {
      reply.isSharedAnswer = true;
      const hashed = path.includes(`${join('client', 'assets')}`);
      reply.header(
        'cache-control',
        hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=0, must-revalidate',
      );
    },
  });
  await app.register(async (ssr) => {
    // React Router reads form and JSON bodies itself; Fastify must leave the stream untouched.
    ssr.removeAllContentTypeParsers();
    ssr.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // The build's entry exports React Router's handler from its own bundle, the production build
    // (apps/web/vite.config.ts); node_modules' react-router resolves to the development build.
    const bundled = (build.entry.module as { createRequestHandler?: typeof createRequestHandler })
      .createRequestHandler;
    const handle = (bundled ?? createRequestHandler)(withSafeErrorLog(build, app.log), 'production');
    const sharing = sharingOf(build, options.renderedPages);
    // A listing's filters may each be given more than once (?brand=a&brand=b), as its links do.
    ssr.all('/*', { config: { repeatableQuery: LISTING_FILTER_CODES } }, async (request, reply) => {
      const asShared = sharing ? sharedPageRequest(request) : null;
      const key = sharing && asShared ? sharing.keyOf(asShared) : null;
      const kept = key === null ? undefined : sharing?.pages.get(key);
      if (kept) return sendPage(request, reply, kept);
      const fetchRequest = createRequest(request.raw, reply.raw);
      const version = sharing?.pages.version() ?? 0;
      // The page's inline scripts carry this request's nonce (plugins/security-headers.ts).
      const database = watchDatabase(options.loadContext.storefront as StorefrontServices);
      const context: AppLoadContext = {
        ...options.loadContext,
        storefront: database.services,
        cspNonce: request.cspNonce,
      };
      const response = await handle(fetchRequest, context);
      discardUnreadBody(request.raw, reply);
      const isShared = sharing !== null && response.headers.has(sharing.header);
      if (isShared) response.headers.delete(sharing.header);
      // A page that failed because the database is unreachable says so, as the API does (503).
      if (response.status >= 500 && database.unavailable()) {
        reply.status(503).header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      } else {
        reply.status(response.status);
      }
      for (const [name, value] of response.headers) {
        if (name !== 'set-cookie') reply.header(name, value);
      }
      const cookies = response.headers.getSetCookie();
      if (cookies.length > 0) reply.header('set-cookie', cookies);
      // Every other page is no-store (plugins/cache-policy.ts): account, cart, checkout,
      // prescriptions, staff, mailbox, payment returns, links with tokens.
      reply.isSharedAnswer = cookies.length === 0 && (isShared || response.headers.has('cache-control'));
      if (sharing && key !== null && isShared && response.status === 200 && cookies.length === 0) {
        // Read whole rather than streamed: these pages have nothing to stream after their shell.
        // The first answer is already the kept form (no nonce, Brotli made once), not the page as
        // rendered compressed for this answer and again for keeping: a first visit's compression
        // was a fifth of its CPU.
        const body = Buffer.from(await response.arrayBuffer());
        const page = await keepPage(200, [...response.headers], body, request.cspNonce);
        if (!page) return reply.send(body);
        sharing.pages.put(key, version, page);
        return sendPage(request, reply, page);
      }
      return response.body ? reply.send(Readable.fromWeb(response.body)) : reply.send();
    });
  });
}
