// The compare list and page.
// Other features, routes and the root use this feature only through what this face hands on.
export { useCompareList } from './compare-list.ts';
export { CompareButton } from './CompareButton.tsx';
export { ComparePage } from './ComparePage.tsx';
export { EMPTY_SKUS, localSkuList } from './local-sku-list.ts';
export { skusOfUrl, useUrlFollowsList } from './saved-list-url.ts';
