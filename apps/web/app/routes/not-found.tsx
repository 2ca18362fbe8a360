import { storePath } from '@apteek/domain';
import { useTranslation } from '../i18n/translation.tsx';
import { data, redirect } from 'react-router';
import { ContentStatus } from '../features/content/ContentStatus.tsx';
import { loaderMeta } from '../features/seo/page-meta.ts';
import { noindexMeta } from '../features/seo/noindex-meta.server.ts';
import type { Route } from './+types/not-found';

/**
 * Spec 000 §2: an unknown URL is looked up in the URL map first; a product, category, CMS page or
 * campaign found there answers 301 to its route, anything else is the not-found page with a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const moved = await context.storefront.resolveUrl(url.pathname);
  if (moved) throw redirect(`${storePath(moved.storeCode, moved.path)}${url.search}`, 301);
  return data({ meta: noindexMeta(request, (t) => t('Page not found')) }, { status: 404 });
}

export const meta = loaderMeta;

export default function NotFound() {
  const { t } = useTranslation();
  return (
    <ContentStatus
      code="404"
      title={t('Page not found')}
      text={t('Sorry, we could not find the page you were looking for.')}
    />
  );
}
