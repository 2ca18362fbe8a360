export { useCompareList } from './compare-list.ts';
export { CompareButton } from './CompareButton.tsx';
export { ComparePage } from './ComparePage.tsx';
export { EMPTY_SKUS, localSkuList } from './local-sku-list.ts';
export { skusOfUrl, useUrlFollowsList } from './saved-list-url.ts';
