import { describe, expect, it } from 'vitest';
import { compareRows } from './compare-table.ts';

const attributes = [
  { code: 'Substance', label: 'Active substance' },
  { code: 'Amount', label: 'Amount' },
  { code: 'Atc', label: 'ATC' },
  { code: 'Unit', label: 'Unit' },
];

describe('the compare table', () => {
  it('lists comparable attributes in order, marks the rows that differ, and leaves out what no product has', () => {
    const rows = compareRows(attributes, [
      { sku: 'A', values: { Substance: 'Ibuprofen', Amount: '20', Unit: 'tablets' } },
      { sku: 'B', values: { Substance: 'ibuprofen ', Amount: '10', Unit: 'tablets' } },
      { sku: 'C', values: { Substance: 'Ibuprofen', Unit: null } },
    ]);
    expect(rows).toEqual([
      {
        code: 'Substance',
        label: 'Active substance',
        values: ['Ibuprofen', 'ibuprofen', 'Ibuprofen'],
        differs: false,
      },
      { code: 'Amount', label: 'Amount', values: ['20', '10', null], differs: true },
      { code: 'Unit', label: 'Unit', values: ['tablets', 'tablets', null], differs: true },
    ]);
  });

  it('marks nothing with a single product', () => {
    const rows = compareRows(attributes, [{ sku: 'A', values: { Amount: '20' } }]);
    expect(rows).toEqual([{ code: 'Amount', label: 'Amount', values: ['20'], differs: false }]);
  });
});
