import { storePath } from '@apteek/domain';
import { redirect } from 'react-router';
import type { AppLoadContext } from 'react-router';

/**
 * An unknown URL is looked up in the URL map first; a product, category, CMS page or
 * campaign found there answers 301 to its route (the query string kept).
 */
export async function redirectIfMoved(request: Request, context: AppLoadContext): Promise<void> {
  const url = new URL(request.url);
  const moved = await context.storefront.resolveUrl(url.pathname);
  if (moved) throw redirect(`${storePath(moved.storeCode, moved.path)}${url.search}`, 301);
}
