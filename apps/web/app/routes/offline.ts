import { resolveStorePath, storePath } from '@apteek/domain';
import { translatorFor } from '../i18n/catalogues.server.ts';
import { OFFLINE_NOT_AVAILABLE, OFFLINE_REDIRECT_SECONDS, offlinePage } from '../pwa/offline-page.ts';
import type { Route } from './+types/offline';

/**
 * The store's offline page: the service worker keeps one per store when it installs and
 * shows it for a page that is neither reachable nor kept; it says so and goes home.
 */
export function loader({ request, context }: Route.LoaderArgs) {
  const { storeView, hasPrefix } = resolveStorePath(new URL(request.url).pathname);
  const t = translatorFor(storeView.i18n.language);
  const home = hasPrefix ? storePath(storeView.storeCode, '/', { explicitDefault: true }) : '/';
  const html = offlinePage({
    language: storeView.i18n.language,
    text: t(OFFLINE_NOT_AVAILABLE),
    homeLabel: t('Go to the home page'),
    home,
    nonce: context.cspNonce,
    seconds: OFFLINE_REDIRECT_SECONDS,
  });
  return new Response(html, {
    headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
  });
}
