import {
  selectVariant,
  type ConfigurableAxis,
  type ConfigurableChild,
  type VariantConfiguration,
} from './configurable-selection.ts';

// Out-of-stock children are never selected on the product page (the configurable selection drops them).
const PAGE_RULES = { listOutOfStock: false } as const;

/** The option values a child carries on the product's axes. */
export function configurationOf(
  child: ConfigurableChild,
  axes: readonly ConfigurableAxis[],
): VariantConfiguration {
  return Object.fromEntries(
    axes
      .filter((axis) => child.options[axis.attributeCode] !== undefined)
      .map((axis) => [axis.attributeCode, child.options[axis.attributeCode]!]),
  );
}

/**
 * Choosing a value recomputes the child from the current configuration with that value
 * replaced; null means no child matches, the warning is shown and the selection stays as it was.
 */
export function chooseVariantOption<Child extends ConfigurableChild>(
  children: readonly Child[],
  current: VariantConfiguration,
  attributeCode: string,
  valueId: string,
): Child | null {
  return selectVariant(children, { ...current, [attributeCode]: valueId }, PAGE_RULES);
}

/**
 * The child a product page opens with: the one its URL names when that one can be selected,
 * otherwise the rules' choice for an empty configuration (the cheapest selectable child).
 */
export function initialVariant<Child extends ConfigurableChild>(
  children: readonly Child[],
  requestedSku: string | null,
): { child: Child | null; isRequestedUnavailable: boolean } {
  const requested = requestedSku === null ? undefined : children.find((child) => child.sku === requestedSku);
  if (requested && selectVariant([requested], {}, PAGE_RULES) !== null) {
    return { child: requested, isRequestedUnavailable: false };
  }
  return { child: selectVariant(children, {}, PAGE_RULES), isRequestedUnavailable: requestedSku !== null };
}

/** Whether any selectable child carries the value; pickers mark the others as unavailable. */
export function isOptionAvailable(
  children: readonly ConfigurableChild[],
  attributeCode: string,
  valueId: string,
): boolean {
  return (
    selectVariant(children, { [attributeCode]: valueId }, PAGE_RULES)?.options[attributeCode] === valueId
  );
}
