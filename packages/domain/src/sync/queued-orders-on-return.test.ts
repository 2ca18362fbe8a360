import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { queuedOrdersOnReturn, untransmittedOrder } from './queued-orders-on-return.ts';
import { prepareTask, type SyncTask } from './sync-task.ts';

const order = (id: string, body: unknown, at = 1): SyncTask =>
  prepareTask({ url: '/api/order', payload: { method: 'POST', body } }, at, id);

const withLines = (id: string, at = 1) =>
  order(
    id,
    {
      cartId: 'cart-1',
      request: { expectedGrandTotal: 12.48 },
      lines: [
        { name: 'Ibuprofen 400 mg, 20 tk', qty: 2 },
        { name: 'Paracetamol 500 mg', qty: 1 },
      ],
    },
    at,
  );

describe('queuedOrdersOnReturn', () => {
  it('sends waiting orders when automatic sending is on (the default behaviour)', () => {
    expect(queuedOrdersOnReturn(true, [withLines('a')])).toEqual({ action: 'send' });
  });

  it('asks the shopper, listing what each order holds and its total, when automatic sending is off', () => {
    expect(queuedOrdersOnReturn(false, [withLines('b', 20), withLines('a', 10)])).toEqual({
      action: 'confirm',
      orders: [
        {
          id: 'a',
          lines: [
            { name: 'Ibuprofen 400 mg, 20 tk', qty: 2 },
            { name: 'Paracetamol 500 mg', qty: 1 },
          ],
          grandTotal: 1248,
          createdAt: 10,
        },
        expect.objectContaining({ id: 'b', createdAt: 20 }),
      ],
    });
  });

  it('does nothing when no order waits, or every one was already sent', () => {
    expect(queuedOrdersOnReturn(false, [])).toEqual({ action: 'none' });
    expect(queuedOrdersOnReturn(true, [])).toEqual({ action: 'none' });
    expect(queuedOrdersOnReturn(false, [{ ...withLines('a'), transmited: true }])).toEqual({
      action: 'none',
    });
  });

  it('reads an older or damaged outbox entry without lines or total', () => {
    expect(untransmittedOrder(order('x', { request: {}, lines: [{ name: 5 }, 'junk'] }))).toEqual({
      id: 'x',
      lines: [],
      grandTotal: null,
      createdAt: 1,
    });
    expect(untransmittedOrder(order('y', undefined))).toMatchObject({ lines: [], grandTotal: null });
  });

  it('never sends without asking when automatic is off, and asks about exactly the unsent orders', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ sent: fc.boolean(), at: fc.integer({ min: 0, max: 1e9 }) }), { maxLength: 8 }),
        fc.boolean(),
        (rows, isAutomatic) => {
          const tasks = rows.map((row, i) => ({ ...withLines(`o${i}`, row.at), transmited: row.sent }));
          const unsent = tasks.filter((task) => !task.transmited).map((task) => task.task_id);
          const decision = queuedOrdersOnReturn(isAutomatic, tasks);
          if (unsent.length === 0) return decision.action === 'none';
          if (isAutomatic) return decision.action === 'send';
          return (
            decision.action === 'confirm' &&
            decision.orders
              .map((o) => o.id)
              .sort()
              .join() === [...unsent].sort().join()
          );
        },
      ),
    );
  });
});
