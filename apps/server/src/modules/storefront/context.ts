import type { FastifyBaseLogger } from 'fastify';
import type { CatalogContext } from '../catalog/index.ts';

/** What the storefront's services read: the shared catalogue context and the process logger. */
export interface StorefrontContext {
  catalog: CatalogContext;
  log: FastifyBaseLogger;
}
