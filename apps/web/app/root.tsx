import { STORE_VIEWS, resolveStorePath } from '@apteek/domain';
import { useMemo, type ReactNode } from 'react';
import {
  Links,
  Meta,
  Outlet,
  ScrollRestoration,
  isRouteErrorResponse,
  type ShouldRevalidateFunctionArgs,
  useLocation,
  useMatches,
} from 'react-router';
import type { Route } from './+types/root';
import { SessionProvider } from './features/account/index.ts';
import { NotFoundStatus } from './features/content/index.ts';
import {
  FOOTER_ID,
  StatusPage,
  layoutKindOf,
  paintsAfterMain,
  StoreLayout,
} from './features/layout/index.ts';
import {
  hasCookieChoiceIn,
  StoreViewContext,
  storeViewOf,
  useRootData,
  type RootData,
} from './shell/index.ts';
import { browserCatalogues, pageTexts } from './i18n/catalogue-modules.ts';
import { TranslationProvider, useCatalogue, useTranslation } from './i18n/translation.tsx';
import { EarlyClicks, ScriptsAfterPaint } from './hydration/ScriptsAfterPaint.tsx';
import { OfflineRedirect } from './pwa/OfflineRedirect.tsx';
import { IconSprite } from './ui/Icon.tsx';
import { packMenu, unpackMenu } from './menu-wire.ts';
import { THEME_COLOUR, manifestPath } from './pwa/web-manifest.ts';
import { useIsOnline } from './pwa/use-is-online.ts';

export async function loader({ request, context }: Route.LoaderArgs): Promise<RootData> {
  const { storeCode, i18n } = storeViewOf(request);
  const layout = await context.storefront.layout(storeCode);
  return {
    storeCode,
    language: i18n.language,
    locale: i18n.locale,
    menu: packMenu(layout.menu),
    config: layout.config,
    openingHours: layout.openingHours,
    menuBanners: layout.menuBanners,
    isPaymentSandbox: context.isPaymentSandbox,
    identity: context.identity,
    // The cookie notice is rendered by the server unless the shopper accepted it (features/layout).
    cookieChoiceMade: hasCookieChoiceIn(request.headers.get('cookie')),
  };
}

/**
 * A change of store view (the only time the root data reloads) may change the language: its
 * catalogue is imported beside the data, so the page never renders with another language's texts.
 */
export async function clientLoader({ request, serverLoader }: Route.ClientLoaderArgs) {
  const { language } = resolveStorePath(new URL(request.url).pathname).storeView.i18n;
  const [data] = await Promise.all([serverLoader(), browserCatalogues.load(language)]);
  return data;
}

/** The root data depends only on the store view, so it reloads only when the store changes. */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return resolveStorePath(currentUrl.pathname).storeView !== resolveStorePath(nextUrl.pathname).storeView;
}

export function Layout({ children }: { children: ReactNode }) {
  const root = useRootData();
  const { pathname } = useLocation();
  const matches = useMatches();
  const layoutKind = layoutKindOf(matches);
  // Without root data (its loader failed) the page still renders for the store in the URL.
  const storeView = root ? STORE_VIEWS[root.storeCode] : resolveStorePath(pathname).storeView;
  const manifest = manifestPath(resolveStorePath(pathname).hasPrefix ? storeView.storeCode : '');
  const { language } = storeView.i18n;
  const catalogue = useCatalogue(language);
  const packedMenu = root?.menu;
  const menu = useMemo(() => (packedMenu ? unpackMenu(packedMenu) : []), [packedMenu]);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={THEME_COLOUR} />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="manifest" href={manifest} />
        <link rel="apple-touch-icon" href="/icons/icon-192.png" />
        {paintsAfterMain(matches) && <link rel="expect" href={`#${FOOTER_ID}`} blocking="render" />}
        <EarlyClicks />
        <Meta />
        <Links />
      </head>
      <body>
        <IconSprite>
          <StoreViewContext value={storeView}>
            <TranslationProvider language={language} catalogue={catalogue}>
              <SessionProvider>
                <StoreLayout kind={layoutKind} menu={menu}>
                  {children}
                </StoreLayout>
              </SessionProvider>
            </TranslationProvider>
          </StoreViewContext>
        </IconSprite>
        <ScrollRestoration />
        {/* The page's texts, which entry.client.tsx imports before hydrating, fetched beside the scripts. */}
        <ScriptsAfterPaint preload={(scripts) => pageTexts(language, scripts)} />
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
  // A page's data could not be fetched without a network: not an error of the page.
  if (!isOnline && !isRouteErrorResponse(error)) return <OfflineRedirect />;
  // A 404 from any loader (a missing product, an unknown store segment) reads as the not-found page.
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <>
        <title>{`${t('Page not found')} | Apteek`}</title>
        <meta name="robots" content="noindex" />
        <NotFoundStatus />
      </>
    );
  }
  return (
    <>
      <title>{`${t('Something went wrong')} | Apteek`}</title>
      <StatusPage title={t('Something went wrong')} text={t('Please try again in a moment.')} />
    </>
  );
}
