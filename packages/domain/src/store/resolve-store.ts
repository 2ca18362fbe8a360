import {
  DEFAULT_STORE_CODE,
  STORE_VIEWS,
  isStoreCode,
  type StoreCode,
  type StoreView,
} from './store-views.ts';

export interface ResolvedPath {
  storeView: StoreView;
  /** The path inside the store, always starting with '/', without the store prefix. */
  path: string;
  /** Whether the path carried an explicit store prefix. */
  hasPrefix: boolean;
}

/**
 * Reads the store view from a URL path: '/fi/c/x' → fi + '/c/x'. Paths without a known prefix
 * belong to the default store (only ee is mapped for URL-based detection, and the
 * default store is also served at '/').
 */
export function resolveStorePath(pathname: string): ResolvedPath {
  const clean = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const first = clean.split('/')[1]?.toLowerCase();
  if (isStoreCode(first)) {
    const rest = clean.slice(first.length + 1);
    return { storeView: STORE_VIEWS[first], path: rest === '' ? '/' : rest, hasPrefix: true };
  }
  return { storeView: STORE_VIEWS[DEFAULT_STORE_CODE], path: clean, hasPrefix: false };
}

/** Builds a link inside a store view: storePath('fi', '/c/kipu') → '/fi/c/kipu'; the default store keeps '/'. */
export function storePath(
  storeCode: StoreCode,
  path: string,
  options: { explicitDefault?: boolean } = {},
): string {
  const inner = path.startsWith('/') ? path : `/${path}`;
  if (storeCode === DEFAULT_STORE_CODE && !options.explicitDefault) return inner;
  return inner === '/' ? `/${storeCode}` : `/${storeCode}${inner}`;
}
