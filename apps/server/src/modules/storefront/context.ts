import type { FastifyBaseLogger } from 'fastify';
import type { LayoutConfig } from '@apteek/domain';
import { memoize } from '../../lib/memoize.ts';
import type { CatalogContext } from '../catalog/index.ts';

/** What the storefront's services read: the shared catalogue context and the process logger. */
export interface StorefrontContext {
  catalog: CatalogContext;
  log: FastifyBaseLogger;
  /** The public store configuration every page gets; the layout's default when absent. */
  layoutConfig?: LayoutConfig;
}

/**
 * Answers built from the catalogue or the content for every page of a kind (the home page, a
 * banner slot), kept for `ttlMs` and started again after any change the catalogue announces (its
 * tables' NOTIFY reaches every instance), so a renamed product or new hours show at once.
 */
export function untilChanged<T>(
  catalog: CatalogContext,
  ttlMs: number,
): (key: string, load: () => Promise<T>) => Promise<T> {
  const memo = memoize<T>({ ttlMs });
  let changes = catalog.changes();
  return (key, load) => {
    if (catalog.changes() !== changes) {
      changes = catalog.changes();
      memo.drop(() => true);
    }
    return memo(key, load);
  };
}
