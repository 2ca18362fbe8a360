import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feedCents, feedStockState, feedTypeCode, readFeedLine, readFeedRecord } from './feed-validation.ts';
import { readStockCsvHeader, stockCsvRecord, type StockCsvHeader } from './stock-csv.ts';

const product = (extra: Record<string, unknown> = {}) =>
  JSON.stringify({
    sku: 'PARA-500',
    kind: 'otc',
    name: { et: 'Paratsetamool 500 mg' },
    vatClass: 'medicine',
    price: '2.95',
    ...extra,
  });

describe('readFeedLine', () => {
  it('reads a product row with its defaults', () => {
    const result = readFeedLine('products', product());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.row).toMatchObject({ type: 'simple', visibility: 4, status: 'enabled', categories: [] });
    expect(result.key).toBe('PARA-500');
  });

  it('reports a line that is not JSON', () => {
    expect(readFeedLine('stock', '{"sku": "A", qty: 1')).toEqual({
      ok: false,
      sku: null,
      problems: [{ field: 'line', code: 'json_invalid', params: {}, reason: 'Not valid JSON' }],
    });
  });

  it('names the missing Estonian name', () => {
    const result = readFeedLine('products', product({ name: { en: 'Paracetamol' } }));
    expect(result).toMatchObject({ ok: false, sku: 'PARA-500' });
    if (result.ok) return;
    expect(result.problems).toContainEqual({
      field: 'name.et',
      code: 'estonian_text_required',
      params: {},
      reason: 'An Estonian text is required',
    });
  });

  it('refuses a price with more than two decimals', () => {
    const result = readFeedLine('prices', JSON.stringify({ sku: 'A', price: 4.955 }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.field)).toEqual(['price']);
  });

  it('refuses a negative quantity', () => {
    const result = readFeedLine('stock', JSON.stringify({ sku: 'A', qty: -1 }));
    expect(result).toMatchObject({ ok: false, problems: [{ field: 'qty', reason: 'Must not be negative' }] });
  });

  it("words a check's own limit as a code with its parameter", () => {
    const result = readFeedLine('stock', JSON.stringify({ sku: 'A', qty: 20_000_000 }));
    expect(result).toMatchObject({
      ok: false,
      problems: [{ field: 'qty', code: 'number_at_most', params: { maximum: 10_000_000 } }],
    });
    const type = readFeedLine('stock', JSON.stringify({ sku: 'A', qty: 1, inStock: 'yes' }));
    expect(type).toMatchObject({ problems: [{ code: 'value_wrong_type', params: { expected: 'boolean' } }] });
    const choice = readFeedLine('products', product({ vatClass: 'luxury' }));
    expect(choice).toMatchObject({
      problems: [
        { field: 'vatClass', code: 'value_not_allowed', params: { values: 'medicine, standard, food' } },
      ],
    });
  });

  it('names an unknown field instead of dropping it', () => {
    const result = readFeedLine('stock', JSON.stringify({ sku: 'A', qty: 1, qtty: 2 }));
    expect(result).toMatchObject({ ok: false, problems: [{ field: 'qtty', reason: 'Unknown field' }] });
  });

  it('asks a configurable product for its children and axes', () => {
    const result = readFeedLine('products', product({ type: 'configurable' }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.problems.map((p) => p.field)).toEqual(['links.children', 'links.axes']);
  });

  it('keeps special prices on the shelf price and tiers on a group', () => {
    const bad = readFeedRecord('prices', {
      sku: 'A',
      group: 'wholesale',
      price: 3,
      special: { price: 2 },
    });
    expect(bad).toMatchObject({ ok: false, problems: [{ field: 'special' }] });
    const tiers = readFeedRecord('prices', { sku: 'A', price: 3, tiers: [{ qty: 5, price: 2 }] });
    expect(tiers).toMatchObject({ ok: false, problems: [{ field: 'tiers' }] });
  });

  it('refuses a special price window that ends before it starts', () => {
    const result = readFeedRecord('prices', {
      sku: 'A',
      price: 3,
      special: { price: 2, from: '2026-05-02', to: '2026-05-01' },
    });
    expect(result).toMatchObject({ ok: false, problems: [{ field: 'special.to' }] });
  });

  it('takes a bundle with its options, and refuses one without options, holding itself or with links of another type', () => {
    const option = { title: { et: 'Tabletid' }, type: 'radio', selections: [{ sku: 'B' }] };
    const bundle = readFeedLine('products', product({ type: 'bundle', links: { bundle: [option] } }));
    expect(bundle).toMatchObject({
      ok: true,
      row: { links: { bundle: [{ required: true, selections: [{ sku: 'B', qty: 1, default: false }] }] } },
    });
    const fields = (extra: Record<string, unknown>) => {
      const result = readFeedLine('products', product(extra));
      return result.ok ? [] : result.problems.map((p) => p.field);
    };
    expect(fields({ type: 'bundle' })).toEqual(['links.bundle']);
    const itself = { ...option, selections: [{ sku: 'PARA-500' }] };
    expect(fields({ type: 'bundle', links: { bundle: [itself] } })).toEqual(['links.bundle.0.selections']);
    expect(fields({ type: 'grouped', links: { grouped: [{ sku: 'B', qty: 1 }], bundle: [option] } })).toEqual(
      ['links.bundle'],
    );
    expect(fields({ links: { bundle: [option] } })).toEqual(['links']);
  });

  it('takes pictures by http or https address only', () => {
    expect(readFeedLine('products', product({ images: ['http://pildid.example/a.png'] })).ok).toBe(true);
    expect(readFeedLine('products', product({ images: ['ftp://pildid.example/a.png'] }))).toMatchObject({
      ok: false,
      problems: [{ field: 'images.0' }],
    });
  });

  it('reads a category row by its key, under a parent other than itself and not a root', () => {
    const row = { key: 'hooldus', name: { et: 'Hooldus' } };
    expect(readFeedRecord('categories', row)).toMatchObject({
      ok: true,
      key: 'hooldus',
      row: { position: 0, active: true, inMenu: true },
    });
    const refused = (extra: Record<string, unknown>) => readFeedRecord('categories', { ...row, ...extra });
    expect(refused({ parent: 'hooldus' })).toMatchObject({
      ok: false,
      sku: 'hooldus',
      problems: [{ field: 'parent' }],
    });
    expect(refused({ parent: 'root-catalog' })).toMatchObject({ ok: false, problems: [{ field: 'parent' }] });
    expect(refused({ key: 'default-category' })).toMatchObject({ ok: false, problems: [{ field: 'key' }] });
    expect(refused({ name: { fi: 'Hoito' } })).toMatchObject({ ok: false, problems: [{ field: 'name.et' }] });
    expect(refused({ sku: 'X' })).toMatchObject({
      ok: false,
      problems: [{ field: 'sku', reason: 'Unknown field' }],
    });
  });

  it('keys price rows by SKU and group', () => {
    const shelf = readFeedRecord('prices', { sku: 'A', price: 3 });
    const group = readFeedRecord('prices', { sku: 'A', group: 'wholesale', price: 2 });
    expect(shelf.ok && group.ok && shelf.key !== group.key).toBe(true);
  });
});

describe('feedCents', () => {
  it('turns any amount with up to two decimals into exact cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999_999_999 }), (cents) => {
        const text = (cents / 100).toFixed(2);
        expect(feedCents(text)).toBe(cents);
        expect(feedCents(Number(text))).toBe(cents);
      }),
    );
  });

  it('accepts exactly the amounts the schema lets through', () => {
    fc.assert(
      fc.property(fc.double({ min: -10, max: 10_000, noNaN: true }), (amount) => {
        const result = readFeedRecord('prices', { sku: 'A', price: amount });
        const twoDecimals = amount >= 0 && Math.abs(Math.round(amount * 100) - amount * 100) < 1e-9;
        if (result.ok) expect(feedCents(amount) / 100).toBeCloseTo(amount, 9);
        else expect(twoDecimals && /^\d+(\.\d{1,2})?$/.test(String(amount))).toBe(false);
      }),
    );
  });
});

describe('feedTypeCode', () => {
  it('stores a narcotic or psychotropic medicine as prescription-only whatever its kind', () => {
    for (const kind of ['nonmed', 'otc', 'prescription'] as const) {
      expect(feedTypeCode({ kind, controlled: 'narcotic' })).toBe(300);
      expect(feedTypeCode({ kind, controlled: 'psychotropic' })).toBe(300);
    }
    expect(feedTypeCode({ kind: 'otc', controlled: null })).toBe(200);
    expect(feedTypeCode({ kind: 'nonmed' })).toBe(100);
  });
});

describe('feedStockState', () => {
  it('is out of stock with no unit left or when the feed says so', () => {
    expect(feedStockState({ sku: 'A', qty: 0 })).toEqual({ isInStock: false, stockStatus: 'out_of_stock' });
    expect(feedStockState({ sku: 'A', qty: 5, inStock: false }).stockStatus).toBe('out_of_stock');
    expect(feedStockState({ sku: 'A', qty: 5, volatile: true }).stockStatus).toBe('volatile');
    expect(feedStockState({ sku: 'A', qty: 5 })).toEqual({ isInStock: true, stockStatus: 'ok' });
  });
});

describe('stock CSV', () => {
  const header = readStockCsvHeader('sku;qty;in_stock') as StockCsvHeader;

  it('reads a semicolon header and its rows', () => {
    expect(header).toEqual({ separator: ';', columns: ['sku', 'qty', 'in_stock'] });
    expect(stockCsvRecord(header, 'A-1;12;yes')).toEqual({ sku: 'A-1', qty: 12, inStock: true });
    expect(stockCsvRecord(header, '"A-2";0;')).toEqual({ sku: 'A-2', qty: 0 });
  });

  it('leaves a bad quantity as text so the row check names it', () => {
    const record = stockCsvRecord(header, 'A-1;2.5;1');
    expect(readFeedRecord('stock', record)).toMatchObject({ ok: false, problems: [{ field: 'qty' }] });
  });

  it('reports a line with the wrong number of values, and an unknown column', () => {
    expect(stockCsvRecord(header, 'A-1;2')).toEqual({
      field: 'line',
      code: 'csv_value_count',
      params: { expected: 3, found: 2 },
      reason: 'Expected 3 values, found 2',
    });
    expect(readStockCsvHeader('sku,qty,price')).toMatchObject({
      field: 'price',
      code: 'csv_columns_unknown',
    });
  });
});
