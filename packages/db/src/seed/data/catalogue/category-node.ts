import type { Localized } from '../../source-types.ts';

export interface CategoryNode {
  key: string;
  name: Localized;
  urlKey: Localized;
  children?: CategoryNode[];
}

export const n = (
  key: string,
  name: Localized,
  urlKey: Localized,
  children?: CategoryNode[],
): CategoryNode => ({
  key,
  name,
  urlKey,
  ...(children ? { children } : {}),
});
