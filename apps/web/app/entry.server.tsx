import { PassThrough, Writable } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream, type RenderToPipeableStreamOptions } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext } from 'react-router';
import { parseListingQuery, STATIC_PAGE_IDENTIFIERS } from '@apteek/domain';
import { hasCookieChoiceIn } from './shell/index.ts';
import { catalogueFor } from './i18n/catalogues.server.ts';
import { CatalogueSourceProvider } from './i18n/translation.tsx';
import { KeptCardsContext, keptCards } from './features/catalog/index.server.ts';

export const streamTimeout = 5_000;

// The server handles requests with the bundle's own React Router, its production build
// (vite.config.ts), rather than the development build node_modules resolves to.
export { createRequestHandler } from 'react-router';

/**
 * The pages every visitor of a store view gets alike: catalogue pages at guest prices (a customer's
 * prices, cart and session reach the browser through the API). The server keeps them as rendered
 * (apps/server/src/plugins/rendered-pages.ts); checkout, account, prescription and staff pages are
 * never among them.
 */
const SHARED_ROUTES = new Set([
  'home',
  'home-pwa',
  'category',
  'product',
  'product-variant',
  'products',
  'campaigns',
  'campaign',
  'cms-page',
  ...STATIC_PAGE_IDENTIFIERS.map((page) => `static-${page}`),
]);

/** Set on a response whose page is shared; the server takes it off before answering. */
export const SHARED_PAGE_HEADER = 'x-apteek-shared-page';

/**
 * What of a request sharedPageVariant reads: the server asks it of every request before it builds
 * a Fetch Request, which a kept page never needs (apps/server/src/plugins/web.ts).
 */
export type SharedPageRequest = Pick<Request, 'method' | 'url'> & { headers: Pick<Headers, 'get'> };

/**
 * What, besides its URL, a shared page's document depends on: the cookie notice (rendered until
 * the visitor chooses) and whether a crawler asks (it gets the whole document at once). Null for
 * a request whose page is never kept: not a document GET, or a search (each term is new).
 */
export function sharedPageVariant(request: SharedPageRequest): string | null {
  if (request.method.toUpperCase() !== 'GET') return null;
  const url = new URL(request.url);
  if (url.pathname.endsWith('.data') || parseListingQuery(url.searchParams).term !== '') return null;
  const userAgent = request.headers.get('user-agent');
  const crawler = userAgent !== null && isbot(userAgent);
  const notice = !hasCookieChoiceIn(request.headers.get('cookie'));
  return `${crawler ? 'crawler' : 'browser'}${notice ? ' notice' : ''}`;
}

/** Product cards' markup, rendered once per card content for every page that shows the card. */
const cards = keptCards();

function isSharedPage(status: number, context: EntryContext): boolean {
  const { errors, matches } = context.staticHandlerContext;
  return status === 200 && !errors && SHARED_ROUTES.has(matches.at(-1)?.route.id ?? '');
}

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
  const isShared = isSharedPage(responseStatusCode, routerContext);
  if (isShared) responseHeaders.set(SHARED_PAGE_HEADER, '1');
  const userAgent = request.headers.get('user-agent');
  // Crawlers get the whole document at once, shoppers the shell as soon as it is ready. A shared
  // page is read whole by the server to be kept (apps/server/src/plugins/web.ts) and has nothing to
  // stream after its shell, so it is rendered whole into one buffer: handed through a Node stream,
  // a web stream and the Response's reader, its hundred chunks cost a product page's render about a
  // twentieth of its time.
  const isWhole = isShared || (userAgent !== null && isbot(userAgent)) || routerContext.isSpaMode;
  const readyOption: keyof RenderToPipeableStreamOptions = isWhole ? 'onAllReady' : 'onShellReady';
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let shellRendered = false;
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const finished = () => {
      clearTimeout(timeoutId);
      timeoutId = undefined;
    };
    const { pipe, abort } = renderToPipeableStream(
      // The texts come from the catalogue files here, not from the loader data (root.tsx).
      <CatalogueSourceProvider source={catalogueFor}>
        <KeptCardsContext value={cards}>
          <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
        </KeptCardsContext>
      </CatalogueSourceProvider>,
      {
        nonce,
        // Every boundary in the document where it stands. React would move a boundary of more than
        // 12.8 KB (the home page's lists below the fold, the footer) to the end of the document, in a
        // hidden element that a script puts in place after the first paint: a second style, layout
        // and paint of those parts while the page hydrates. None of our boundaries waits for data,
        // so holding them back brings the first paint nothing.
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        [readyOption]() {
          shellRendered = true;
          responseHeaders.set('Content-Type', 'text/html');
          if (isWhole) {
            const chunks: Uint8Array[] = [];
            pipe(
              new Writable({
                write(chunk: Uint8Array, _encoding, callback) {
                  chunks.push(chunk);
                  callback();
                },
                final(callback) {
                  finished();
                  resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status }));
                  callback();
                },
              }),
            );
            return;
          }
          const body = new PassThrough({
            final(callback) {
              finished();
              callback();
            },
          });
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
