export { HREFLANG, loaderMeta, originOf, pageMeta, samePathEverywhere } from './page-meta.ts';
