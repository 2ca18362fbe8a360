// Page meta: titles, descriptions, alternates; noindex for the loaders.
// Other features, routes and the root use this feature only through what this face hands on.
export { HREFLANG, loaderMeta, originOf, pageMeta, samePathEverywhere } from './page-meta.ts';
