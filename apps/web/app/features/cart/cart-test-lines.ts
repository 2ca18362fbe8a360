import type { NewCartLine } from '@apteek/domain';

/** A simple product's new cart line for the cart's tests, keyed by its SKU. */
export function makeNewLine(sku: string, qty = 1): NewCartLine {
  return {
    key: sku,
    sku,
    parentSku: null,
    qty,
    name: sku,
    priceInclTax: 1,
    productOption: {},
    imageUrl: null,
    urlPath: null,
  };
}
