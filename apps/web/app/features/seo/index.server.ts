export { noindexMeta } from './noindex-meta.server.ts';
