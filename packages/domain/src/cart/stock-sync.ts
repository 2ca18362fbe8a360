import type { StockStatus } from '../catalog/product-types.ts';

/** The stock list takes at most 30 SKUs per call. */
export const STOCK_BATCH_SIZE = 30;

/** The texts of the cart's stock sync. */
export const STOCK_SYNC_MESSAGES = {
  inStock: 'In stock!',
  outOfStock: 'Out of the stock!',
  volatile:
    'The system is not sure about the stock quantity (volatile). Product has been added to the cart for pre-reservation.',
} as const;

export interface StockSyncConfig {
  /** stock.allowOutOfStockInCart: out-of-stock lines may stay in the cart. */
  allowOutOfStockInCart: boolean;
  /** cart.synchronize: the browser's cart is kept in sync with a server cart. */
  isCartSynchronized: boolean;
}

/** What the stock sync does to one line. */
export type LineStockChange =
  /** In stock: errors cleared, the 'In stock!' info set; volatile stock also warns. */
  | {
      type: 'in-stock';
      key: string;
      status: 'ok' | 'volatile';
      info: typeof STOCK_SYNC_MESSAGES.inStock;
      isVolatileWarning: boolean;
    }
  /** Out of stock but kept: is_in_stock false with the 'Out of the stock!' error. */
  | { type: 'out-of-stock'; key: string; error: typeof STOCK_SYNC_MESSAGES.outOfStock }
  /** Out of stock where the cart may not hold such lines. */
  | { type: 'remove'; key: string };

export function lineStockChange(key: string, status: StockStatus, config: StockSyncConfig): LineStockChange {
  switch (status) {
    case 'ok':
    case 'volatile':
      return {
        type: 'in-stock',
        key,
        status,
        info: STOCK_SYNC_MESSAGES.inStock,
        isVolatileWarning: status === 'volatile' && !config.allowOutOfStockInCart,
      };
    case 'out_of_stock':
      return config.allowOutOfStockInCart || config.isCartSynchronized
        ? { type: 'out-of-stock', key, error: STOCK_SYNC_MESSAGES.outOfStock }
        : { type: 'remove', key };
    default:
      return status satisfies never;
  }
}

/**
 * The stock sync of the cart's lines against a stock list answer. A line whose SKU the answer does
 * not name is left as it is: a failed stock call yields an empty list, not a verdict.
 */
export function planStockSync(
  lines: readonly { key: string; sku: string }[],
  stock: readonly { sku: string; stock_status: StockStatus }[],
  config: StockSyncConfig,
): LineStockChange[] {
  const bySku = new Map(stock.map((entry) => [entry.sku, entry.stock_status]));
  return lines.flatMap((line) => {
    const status = bySku.get(line.sku);
    return status === undefined ? [] : [lineStockChange(line.key, status, config)];
  });
}

/** The distinct SKUs in batches the stock list accepts. */
export function stockBatches(skus: readonly string[]): string[][] {
  const unique = [...new Set(skus)];
  const batches: string[][] = [];
  for (let start = 0; start < unique.length; start += STOCK_BATCH_SIZE) {
    batches.push(unique.slice(start, start + STOCK_BATCH_SIZE));
  }
  return batches;
}

/**
 * An order holding out-of-stock products is cancelled ('Some products you've ordered are out of
 * stock. Your order has been canceled.'), so checkout waits until they are removed.
 */
export function canProceedToCheckout(lines: readonly { isInStock: boolean }[]): boolean {
  return lines.length > 0 && lines.every((line) => line.isInStock);
}
