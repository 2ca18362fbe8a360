import { STORE_VIEWS, resolveStorePath } from '@apteek/domain';
import type { ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
  useRouteLoaderData,
} from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { SessionProvider } from './features/account/SessionProvider.tsx';
import { StatusPage } from './features/layout/StatusPage.tsx';
import { layoutKindOf } from './features/layout/layout-kind.ts';
import { StoreLayout } from './features/layout/StoreLayout.tsx';
import { StoreViewContext, storeViewOf } from './features/store/store-view.ts';
import { catalogueJsonFor } from './i18n/catalogues.server.ts';
import { parseCatalogue, TranslationProvider, useTranslation } from './i18n/translation.tsx';
import { OfflineRedirect } from './pwa/OfflineRedirect.tsx';
import { THEME_COLOUR, manifestPath } from './pwa/web-manifest.ts';
import { useIsOnline } from './pwa/use-is-online.ts';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { storeCode, i18n } = storeViewOf(request);
  const layout = await context.storefront.layout(storeCode);
  return {
    storeCode,
    language: i18n.language,
    locale: i18n.locale,
    catalogue: catalogueJsonFor(i18n.language),
    menu: layout.menu,
    config: layout.config,
    isPaymentSandbox: context.isPaymentSandbox,
    identity: context.identity,
  };
}

/** The root data depends only on the store view, so it reloads only when the store changes. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return resolveStorePath(currentUrl.pathname).storeView !== resolveStorePath(nextUrl.pathname).storeView;
}

const NO_TEXTS = {};

export function Layout({ children }: { children: ReactNode }) {
  const root = useRouteLoaderData<typeof loader>('root');
  const { pathname } = useLocation();
  const layoutKind = layoutKindOf(useMatches());
  // Without root data (its loader failed) the page still renders in English for the store in the URL.
  const storeView = root ? STORE_VIEWS[root.storeCode] : resolveStorePath(pathname).storeView;
  const manifest = manifestPath(resolveStorePath(pathname).hasPrefix ? storeView.storeCode : '');
  return (
    <html lang={storeView.i18n.language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOUR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={manifest} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        <Meta />
        <Links />
      </head>
      <body>
        <StoreViewContext value={storeView}>
          <TranslationProvider
            language={storeView.i18n.language}
            catalogue={root ? parseCatalogue(root.catalogue) : NO_TEXTS}
          >
            <SessionProvider>
              <StoreLayout kind={layoutKind} menu={root?.menu ?? []}>
                {children}
              </StoreLayout>
            </SessionProvider>
          </TranslationProvider>
        </StoreViewContext>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { t } = useTranslation();
  const isOnline = useIsOnline();
  // A page's data could not be fetched without a network (spec 000 §8): not an error of the page.
  if (!isOnline && !isRouteErrorResponse(error)) return <OfflineRedirect />;
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const title = isNotFound ? t('Page not found') : t('Something went wrong');
  return (
    <>
      <title>{`${title} | Apteek`}</title>
      <StatusPage
        title={title}
        text={
          isNotFound
            ? t('Sorry, we could not find the page you were looking for.')
            : t('Please try again in a moment.')
        }
      />
    </>
  );
}
