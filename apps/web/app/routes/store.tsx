import { isStoreCode } from '@apteek/domain';
import { Outlet, data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { redirectIfMoved } from '../features/content/index.server.ts';
import type { Route } from './+types/store';

/**
 * The optional store segment of every storefront page ('/fi/c/x', '/c/x'). A first segment that
 * is no store ('/xx/c/x', '/kylma-ja-flunssa') is answered as the not-found route answers any
 * unknown path: a 301 when the URL map knows the path, otherwise a 404.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  if (params.store === undefined || isStoreCode(params.store.toLowerCase())) return null;
  await redirectIfMoved(request, context);
  throw data(null, { status: 404 });
}

/** Only a different store segment can make the check answer differently. */
export function shouldRevalidate({ currentParams, nextParams }: ShouldRevalidateFunctionArgs) {
  return currentParams.store !== nextParams.store;
}

export default function Store() {
  return <Outlet />;
}
