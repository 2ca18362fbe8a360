/**
 * The compare page's table: products side by side on their comparable attributes
 * (`is_comparable`), each row marked when the products differ on it.
 */

export interface ComparableAttribute {
  code: string;
  label: string;
}

export interface ComparedProduct {
  sku: string;
  /** Attribute code → the value in the store language; absent or null when the product has none. */
  values: Readonly<Record<string, string | null | undefined>>;
}

export interface CompareRow {
  code: string;
  label: string;
  /** One cell per product, in the products' order; null where the product has no value. */
  values: (string | null)[];
  /** True when at least two products show different values (a missing value counts as one). */
  differs: boolean;
}

/**
 * One row per comparable attribute, in the attributes' order; an attribute none of the products
 * has is left out. With a single product nothing differs.
 */
export function compareRows(
  attributes: readonly ComparableAttribute[],
  products: readonly ComparedProduct[],
): CompareRow[] {
  return attributes.flatMap(({ code, label }) => {
    const values = products.map((product) => {
      const value = product.values[code];
      return value === undefined || value === null || value.trim() === '' ? null : value.trim();
    });
    if (values.every((value) => value === null)) return [];
    const differs = new Set(values.map((value) => value?.toLocaleLowerCase() ?? null)).size > 1;
    return [{ code, label, values, differs }];
  });
}
