import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ClientLine } from './cart-diff.ts';
import { editLine, restoreEditedLine } from './edit-line.ts';

const line = (key: string, qty: number, serverItemId: number | null = null): ClientLine => ({
  key,
  sku: key,
  qty,
  serverItemId,
  prevQty: null,
});
const edited = (key: string, qty: number) => ({ key, sku: key, qty });

describe('editLine', () => {
  it('turns the line into the new variant in place, keeping its server item id', () => {
    const lines = [line('A', 1, 1), line('COMP-M', 2, 5), line('B', 1, 3)];
    const edit = editLine(lines, 'COMP-M', edited('COMP-L', 3))!;
    expect(edit.lines.map((l) => [l.key, l.qty, l.serverItemId])).toEqual([
      ['A', 1, 1],
      ['COMP-L', 3, 5],
      ['B', 1, 3],
    ]);
    expect(edit.line).toMatchObject({ key: 'COMP-L', qty: 3, serverItemId: 5, prevQty: 2 });
    expect(edit.replaces).toEqual({ key: 'COMP-M', itemId: 5 });
    expect(edit.previous).toEqual([lines[1]]);
  });

  it('joins a line that already holds the new variant, summing the quantities', () => {
    const lines = [line('COMP-M', 2, 5), line('COMP-L', 1, 6)];
    const edit = editLine(lines, 'COMP-M', edited('COMP-L', 2))!;
    expect(edit.lines.map((l) => [l.key, l.qty, l.serverItemId])).toEqual([['COMP-L', 3, 6]]);
    expect(edit.replaces).toEqual({ key: 'COMP-M', itemId: 5 });
    expect(edit.previous).toEqual(lines);
  });

  it('names the replaced line by its key while the server has not confirmed it', () => {
    const edit = editLine([line('COMP-M', 1)], 'COMP-M', edited('COMP-S', 1))!;
    expect(edit.replaces).toEqual({ key: 'COMP-M', itemId: null });
  });

  it('changes nothing for an unknown line, a quantity below one or an edit that changes nothing', () => {
    const lines = [line('A', 2, 1)];
    expect(editLine(lines, 'X', edited('B', 1))).toBeNull();
    expect(editLine(lines, 'A', edited('B', 0))).toBeNull();
    expect(editLine(lines, 'A', edited('B', 1.5))).toBeNull();
    expect(editLine(lines, 'A', edited('A', 2))).toBeNull();
  });
});

describe('restoreEditedLine', () => {
  it('puts back the line a refused edit replaced, and the one it joined', () => {
    const lines = [line('A', 1, 1), line('COMP-M', 2, 5), line('COMP-L', 1, 6)];
    const edit = editLine(lines, 'COMP-M', edited('COMP-L', 2))!;
    expect(restoreEditedLine(edit.lines, 'COMP-L', edit.previous)).toEqual(lines);
  });

  it('leaves the lines alone when the edited line has changed again since', () => {
    const lines = [line('COMP-S', 1, 5)];
    expect(restoreEditedLine(lines, 'COMP-L', [line('COMP-M', 1, 5)])).toEqual(lines);
  });
});

const keys = ['A', 'B', 'C', 'D'];
const cartArb = fc.uniqueArray(
  fc.record({ key: fc.constantFrom(...keys), qty: fc.integer({ min: 1, max: 9 }), id: fc.option(fc.nat()) }),
  { selector: (l) => l.key, minLength: 1, maxLength: 4 },
);

describe('edit mode for any cart', () => {
  it('never leaves two lines of one product, keeps every other unit, and a refusal restores the cart', () => {
    fc.assert(
      fc.property(
        cartArb,
        fc.nat(),
        fc.constantFrom(...keys),
        fc.integer({ min: 1, max: 9 }),
        (cart, pick, to, qty) => {
          const lines = cart.map((l) => line(l.key, l.qty, l.id));
          const from = lines[pick % lines.length]!;
          const edit = editLine(lines, from.key, edited(to, qty));
          if (!edit) return;
          const resultKeys = edit.lines.map((l) => l.key);
          expect(new Set(resultKeys).size).toBe(resultKeys.length);
          expect(resultKeys).toContain(to);
          if (to !== from.key) expect(resultKeys).not.toContain(from.key);
          const total = (ls: readonly ClientLine[]) => ls.reduce((sum, l) => sum + l.qty, 0);
          expect(total(edit.lines)).toBe(total(lines) - from.qty + qty);
          expect(
            restoreEditedLine(edit.lines, to, edit.previous).sort((a, b) => a.key.localeCompare(b.key)),
          ).toEqual([...lines].sort((a, b) => a.key.localeCompare(b.key)));
        },
      ),
    );
  });
});
