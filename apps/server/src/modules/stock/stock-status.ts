import type { StockStatus } from '@apteek/domain';

export interface StockRow {
  productId: number;
  sku: string;
  /** Null when the product has no stock row: stock is not managed for it. */
  qty: number | null;
  reservedQty: number | null;
  isInStock: boolean | null;
  stockStatus: StockStatus | null;
  manageStock: boolean | null;
}

/** Stock info (qty, is_in_stock, product_id) with its status: ok, volatile or out_of_stock. */
export interface StockInfo {
  product_id: number;
  sku: string;
  qty: number;
  is_in_stock: boolean;
  stock_status: StockStatus;
}

/**
 * What a shopper can still buy: units held by placed orders are not available. A product whose
 * managed stock is used up is out of stock whatever its stored status says; one without a stock
 * row is unmanaged and sells as 'ok', as the catalogue cards show it.
 */
export function toStockInfo(row: StockRow): StockInfo {
  const available = Math.max(0, (row.qty ?? 0) - (row.reservedQty ?? 0));
  const status = stockStatusOf(row, available);
  return {
    product_id: row.productId,
    sku: row.sku,
    qty: available,
    is_in_stock: status !== 'out_of_stock',
    stock_status: status,
  };
}

function stockStatusOf(row: StockRow, available: number): StockStatus {
  if (row.stockStatus === null) return 'ok';
  if (row.stockStatus === 'out_of_stock' || row.isInStock === false) return 'out_of_stock';
  if (row.manageStock && available === 0) return 'out_of_stock';
  return row.stockStatus;
}
