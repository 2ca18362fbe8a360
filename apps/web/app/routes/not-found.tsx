import { data } from 'react-router';
import { NotFoundStatus } from '../features/content/index.ts';
import { redirectIfMoved } from '../features/content/index.server.ts';
import { loaderMeta } from '../features/seo/index.ts';
import { noindexMeta } from '../features/seo/index.server.ts';
import type { Route } from './+types/not-found';

/**
 * An unknown URL is looked up in the URL map first; a product, category, CMS page or
 * campaign found there answers 301 to its route, anything else is the not-found page with a 404.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfMoved(request, context);
  return data({ meta: noindexMeta(request, (t) => t('Page not found')) }, { status: 404 });
}

export const meta = loaderMeta;

export default function NotFound() {
  return <NotFoundStatus />;
}
