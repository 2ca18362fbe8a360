/** '/p/{sku}/{slug}' or '/p/{parentSku}/{slug}/{childSku}', inside a store view. */
export function productPath(sku: string, slug: string, childSku?: string | null): string {
  const base = `/p/${encodeURIComponent(sku)}/${encodeURIComponent(slug)}`;
  return childSku ? `${base}/${encodeURIComponent(childSku)}` : base;
}

export interface ProductUrlRequest {
  sku: string;
  slug: string;
  childSku?: string | null;
}

export interface LoadedProductUrl {
  sku: string;
  slug: string;
  /** The SKU asked for when it was a configurable child and its parent was loaded instead. */
  requestedChildSku: string | null;
  /** SKUs a child segment may name: the configurable product's enabled children, otherwise none. */
  childSkus: readonly string[];
}

/**
 * Where a product URL must answer 301: a configurable child's own URL goes to its
 * parent with the child selected, a wrong slug to the canonical slug, and a child segment that names
 * no child of the product is dropped. Null when the URL already is the canonical one.
 */
export function productRedirectPath(requested: ProductUrlRequest, loaded: LoadedProductUrl): string | null {
  const childSku =
    loaded.requestedChildSku ??
    (requested.childSku && loaded.childSkus.includes(requested.childSku) ? requested.childSku : null);
  const isCanonical =
    requested.sku === loaded.sku &&
    requested.slug === loaded.slug &&
    (requested.childSku ?? null) === childSku;
  return isCanonical ? null : productPath(loaded.sku, loaded.slug, childSku);
}
