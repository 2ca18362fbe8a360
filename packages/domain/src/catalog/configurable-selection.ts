/** A simple product behind a configurable one; `options` maps attribute code → value id. */
export interface ConfigurableChild {
  sku: string;
  /** Cents. */
  price: number;
  status: number;
  stock: { isInStock: boolean };
  options: Readonly<Record<string, string>>;
}

/** The wanted value id per attribute code: a configurable product's variant configuration. */
export type VariantConfiguration = Readonly<Record<string, string>>;

export interface ConfigurableAxisValue {
  id: string;
  label: string;
}

export interface ConfigurableAxis {
  attributeCode: string;
  label: string;
  values: readonly ConfigurableAxisValue[];
}

/** Shown as a warning when `selectVariant` finds nothing; the selection stays as it was. */
export const NO_SUCH_CONFIGURATION =
  'No such configuration for the product. Please do choose another combination of attributes.';

/**
 * Choosing a configurable product's child: skips disabled children (status ≥ 2) and, unless out-of-stock
 * products are listed, out-of-stock ones; the most matching options win, ties go to the lower
 * price, then to the earlier child. An empty configuration matches every child.
 */
export function selectVariant<Child extends ConfigurableChild>(
  children: readonly Child[],
  configuration: VariantConfiguration,
  rules: { listOutOfStock: boolean },
): Child | null {
  let best: { child: Child; level: number } | null = null;
  for (const child of children) {
    if (!isSelectable(child, rules)) continue;
    const level = matchLevel(child, configuration);
    if (best === null || level > best.level || (level === best.level && child.price < best.child.price)) {
      best = { child, level };
    }
  }
  const wantsSomething = Object.keys(configuration).length > 0;
  return best === null || (wantsSomething && best.level === 0) ? null : best.child;
}

function isSelectable(child: ConfigurableChild, rules: { listOutOfStock: boolean }): boolean {
  return child.status < 2 && (rules.listOutOfStock || child.stock.isInStock);
}

function matchLevel(child: ConfigurableChild, configuration: VariantConfiguration): number {
  return Object.entries(configuration).filter(([code, id]) => child.options[code] === id).length;
}

/** Out-of-stock children and children with status 2 or more are dropped. */
export function availableChildren<Child extends ConfigurableChild>(children: readonly Child[]): Child[] {
  return children.filter((child) => child.status < 2 && child.stock.isInStock);
}

/** The product's errors.variants, set when no child is left or its own stock is out. */
export function variantsError(
  parentInStock: boolean,
  available: readonly ConfigurableChild[],
): 'No available product variants' | null {
  return parentInStock && available.length > 0 ? null : 'No available product variants';
}

/** Keeps, per axis, only the values that some available child still carries. */
export function configurableOptionsFor(
  children: readonly ConfigurableChild[],
  axes: readonly ConfigurableAxis[],
): ConfigurableAxis[] {
  const available = availableChildren(children);
  return axes.map((axis) => ({
    ...axis,
    values: axis.values.filter((value) =>
      available.some((child) => child.options[axis.attributeCode] === value.id),
    ),
  }));
}
