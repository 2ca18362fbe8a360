import { stockBatches, type LineStockChange, type StockStatus } from '@apteek/domain';
import type { TaskQueue } from '../../sync/task-queue.ts';
import type { CartLineItem } from './cart-store.ts';

export interface StockInfo {
  sku: string;
  qty: number;
  is_in_stock: boolean;
  stock_status: StockStatus;
}

/**
 * The stock of the given SKUs from /api/stock/list, 30 per call (spec 000 §7, §9); a call that
 * fails adds nothing, so the lines it asked about keep what they had.
 */
export async function fetchStock(queue: TaskQueue, skus: readonly string[]): Promise<StockInfo[]> {
  const answers = await Promise.all(
    stockBatches(skus).map(async (batch) => {
      const task = await queue.execute({
        url: `/api/stock/list?skus=${batch.map(encodeURIComponent).join(',')}`,
        payload: { method: 'GET' },
        silent: true,
      });
      return task?.code === 200 && Array.isArray(task.result) ? (task.result as StockInfo[]) : [];
    }),
  );
  return answers.flat();
}

/** The lines with the stock sync's verdicts applied (planStockSync of @apteek/domain). */
export function withStock(
  items: readonly CartLineItem[],
  changes: readonly LineStockChange[],
): CartLineItem[] {
  const byKey = new Map(changes.map((change) => [change.key, change]));
  return items.flatMap((item): CartLineItem[] => {
    const change = byKey.get(item.key);
    switch (change?.type) {
      case undefined:
        return [item];
      case 'in-stock':
        return [{ ...item, isInStock: true, stockStatus: change.status }];
      case 'out-of-stock':
        return [{ ...item, isInStock: false, stockStatus: 'out_of_stock' }];
      case 'remove':
        return [];
    }
  });
}
