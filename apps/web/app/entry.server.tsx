import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { catalogueFor } from './i18n/catalogues.server.ts';
import { CatalogueSourceProvider } from './i18n/translation.tsx';

export const streamTimeout = 5_000;

// The server handles requests with the bundle's own React Router, its production build
// (vite.config.ts), rather than the development build node_modules resolves to.
export { createRequestHandler } from 'react-router';

/**
 * React Router's Node entry, plus the request's Content-Security-Policy nonce: `ServerRouter` puts
 * it on the hydration data, `<Scripts>` and `<ScrollRestoration>`, React on its streaming scripts.
 * Without it the browser would refuse every inline script of the page (plugins/security-headers.ts).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext.cspNonce;
  const userAgent = request.headers.get('user-agent');
  // Crawlers get the whole document at once, shoppers the shell as soon as it is ready.
  const readyOption: keyof RenderToPipeableStreamOptions =
    (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      // The texts come from the catalogue files here, not from the loader data (root.tsx).
      <CatalogueSourceProvider source={catalogueFor}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </CatalogueSourceProvider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set('Content-Type', 'text/html');
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError(error: unknown) {
          reject(error instanceof Error ? error : new Error(String(error)));
        },
        onError(error: unknown) {
          status = 500;
          // Errors of the shell reject and are logged by React Router; these come while streaming.
          if (shellRendered) console.error(error);
        },
      },
    );
  });
}
