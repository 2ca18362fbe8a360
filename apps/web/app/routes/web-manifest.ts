import { resolveStorePath } from '@apteek/domain';
import { translatorFor } from '../i18n/catalogues.server.ts';
import { webManifest } from '../pwa/web-manifest.ts';
import type { Route } from './+types/web-manifest';

/** The web app manifest of the store view in the path: '/fi/manifest.webmanifest'. */
export function loader({ request }: Route.LoaderArgs) {
  const { storeView, hasPrefix } = resolveStorePath(new URL(request.url).pathname);
  const t = translatorFor(storeView.i18n.language);
  const manifest = webManifest(storeView.storeCode, hasPrefix ? storeView.storeCode : '', {
    description: t(
      'Medicines, vitamins and everyday health products from a licensed pharmacy, with advice from our pharmacists.',
    ),
  });
  return new Response(JSON.stringify(manifest), {
    headers: { 'content-type': 'application/manifest+json', 'cache-control': 'public, max-age=3600' },
  });
}
