// What the seo feature gives the routes' loaders, on the server only.
export { noindexMeta } from './noindex-meta.server.ts';
