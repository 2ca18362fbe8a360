import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import { createRequest } from '@remix-run/node-fetch-server';
import type { FastifyInstance } from 'fastify';
import { createRequestHandler, type AppLoadContext, type ServerBuild } from 'react-router';
import type { StorefrontServices } from '@apteek/domain';
import { DATABASE_RETRY_AFTER_SECONDS, watchDatabase } from './database.ts';

export interface WebOptions {
  buildDir: string;
  /** What every page's loaders get; the CSP nonce is added per request. */
  loadContext: Omit<AppLoadContext, 'cspNonce'>;
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
    const handle = (bundled ?? createRequestHandler)(build, 'production');
    ssr.all('/*', async (request, reply) => {
      // The page's inline scripts carry this request's nonce (plugins/security-headers.ts).
      const database = watchDatabase(options.loadContext.storefront as StorefrontServices);
      const context: AppLoadContext = {
        ...options.loadContext,
        storefront: database.services,
        cspNonce: request.cspNonce,
      };
      const response = await handle(createRequest(request.raw, reply.raw), context);
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
      return response.body ? reply.send(Readable.fromWeb(response.body)) : reply.send();
    });
  });
}
