import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  STOCK_BATCH_SIZE,
  STOCK_SYNC_MESSAGES,
  canProceedToCheckout,
  lineStockChange,
  planStockSync,
  stockBatches,
  type StockSyncConfig,
} from './stock-sync.ts';

const SYNCED: StockSyncConfig = { allowOutOfStockInCart: false, isCartSynchronized: true };

describe('lineStockChange', () => {
  it("sets 'In stock!' for stock that is ok", () => {
    expect(lineStockChange('A', 'ok', SYNCED)).toEqual({
      type: 'in-stock',
      key: 'A',
      status: 'ok',
      info: 'In stock!',
      isVolatileWarning: false,
    });
  });

  it('warns of volatile stock unless out-of-stock lines are allowed in the cart', () => {
    expect(lineStockChange('A', 'volatile', SYNCED)).toMatchObject({
      type: 'in-stock',
      status: 'volatile',
      isVolatileWarning: true,
    });
    expect(lineStockChange('A', 'volatile', { ...SYNCED, allowOutOfStockInCart: true })).toMatchObject({
      type: 'in-stock',
      isVolatileWarning: false,
    });
  });

  it("keeps an out-of-stock line with 'Out of the stock!' when allowed or when the cart syncs", () => {
    for (const config of [
      SYNCED,
      { allowOutOfStockInCart: true, isCartSynchronized: false },
      { allowOutOfStockInCart: true, isCartSynchronized: true },
    ]) {
      expect(lineStockChange('A', 'out_of_stock', config)).toEqual({
        type: 'out-of-stock',
        key: 'A',
        error: STOCK_SYNC_MESSAGES.outOfStock,
      });
    }
  });

  it('removes an out-of-stock line when neither is the case', () => {
    expect(
      lineStockChange('A', 'out_of_stock', { allowOutOfStockInCart: false, isCartSynchronized: false }),
    ).toEqual({ type: 'remove', key: 'A' });
  });
});

describe('planStockSync', () => {
  it('changes every line whose SKU the answer names, lines of one SKU alike, and leaves the rest', () => {
    const lines = [
      { key: 'A', sku: 'A' },
      { key: 'A|c(10000=1)', sku: 'A' },
      { key: 'B', sku: 'B' },
      { key: 'C', sku: 'C' },
    ];
    const changes = planStockSync(
      lines,
      [
        { sku: 'A', stock_status: 'out_of_stock' },
        { sku: 'B', stock_status: 'volatile' },
      ],
      SYNCED,
    );
    expect(changes.map((change) => [change.key, change.type])).toEqual([
      ['A', 'out-of-stock'],
      ['A|c(10000=1)', 'out-of-stock'],
      ['B', 'in-stock'],
    ]);
  });

  it('changes nothing when the stock call failed and answered an empty list', () => {
    expect(planStockSync([{ key: 'A', sku: 'A' }], [], SYNCED)).toEqual([]);
  });
});

describe('stockBatches', () => {
  it('asks for each SKU once, at most 30 per call, keeping the order', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...Array.from({ length: 80 }, (_, i) => `SKU-${i}`))), (skus) => {
        const batches = stockBatches(skus);
        expect(batches.flat()).toEqual([...new Set(skus)]);
        expect(batches.every((batch) => batch.length > 0 && batch.length <= STOCK_BATCH_SIZE)).toBe(true);
      }),
    );
    expect(stockBatches(Array.from({ length: 61 }, (_, i) => `S${i}`)).map((b) => b.length)).toEqual([
      30, 30, 1,
    ]);
  });
});

describe('canProceedToCheckout', () => {
  it('waits until out-of-stock lines are removed, and needs a line', () => {
    expect(canProceedToCheckout([{ isInStock: true }])).toBe(true);
    expect(canProceedToCheckout([{ isInStock: true }, { isInStock: false }])).toBe(false);
    expect(canProceedToCheckout([])).toBe(false);
  });
});
