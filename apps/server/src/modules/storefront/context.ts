import type { FastifyBaseLogger } from 'fastify';
import type { LayoutConfig } from '@apteek/domain';
import type { CatalogContext } from '../catalog/index.ts';

/** What the storefront's services read: the shared catalogue context and the process logger. */
export interface StorefrontContext {
  catalog: CatalogContext;
  log: FastifyBaseLogger;
  /** The public store configuration every page gets; the layout's default when absent. */
  layoutConfig?: LayoutConfig;
}
