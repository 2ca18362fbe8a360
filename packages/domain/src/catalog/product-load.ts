import type { Visibility } from './product-types.ts';

export interface ProductLoadFacts {
  status: number;
  visibility: Visibility;
  /** SKU of the configurable parent, when the product is one of its children. */
  parentSku?: string | null;
}

export type ProductLoadDecision =
  | { kind: 'show' }
  | { kind: 'use-parent'; parentSku: string }
  | { kind: 'empty'; reason: 'status' | 'visibility'; message: string };

/**
 * Loading one product: a disabled product (status ≥ 2) is an empty result; a product not
 * visible individually is replaced by its configurable parent when direct access to children is
 * prevented, and is otherwise an empty result. The not-found message names the field that was asked for.
 */
export function decideProductLoad(
  product: ProductLoadFacts,
  rules: { preventDirectChildAccess: boolean },
): ProductLoadDecision {
  if (product.status >= 2) return emptyResult('status', product.status);
  if (product.visibility !== 1) return { kind: 'show' };
  if (rules.preventDirectChildAccess && product.parentSku) {
    return { kind: 'use-parent', parentSku: product.parentSku };
  }
  return emptyResult('visibility', product.visibility);
}

function emptyResult(reason: 'status' | 'visibility', value: number): ProductLoadDecision {
  return { kind: 'empty', reason, message: `Product query returned empty result (${reason}: ${value})` };
}
