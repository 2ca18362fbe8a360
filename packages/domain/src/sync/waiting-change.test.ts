import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { prepareTask, type SyncTask } from './sync-task.ts';
import { waitingChange, waitingChanges } from './waiting-change.ts';

const task = (url: string, body: unknown, method: 'GET' | 'POST' = 'POST', at = 1): SyncTask =>
  prepareTask({ url, payload: { method, body } }, at, `t-${url}-${at}`);

describe('waitingChange', () => {
  it('tells an add from a quantity change by the server line it names', () => {
    const add = task('/api/cart/update?cartId={{cartId}}', { cartItem: { sku: 'IBU-400-20', qty: 1 } });
    const more = task('/api/cart/update?cartId={{cartId}}', {
      cartItem: { sku: 'IBU-400-20', qty: 3, item_id: 7 },
    });
    expect(waitingChange(add)).toMatchObject({ kind: 'add', sku: 'IBU-400-20', qty: 1, state: 'waiting' });
    expect(waitingChange(more)).toMatchObject({ kind: 'quantity', qty: 3 });
  });

  it('lists removals and orders, and a canceled task as not sent', () => {
    const removal = task('/api/cart/delete?cartId={{cartId}}', { cartItem: { sku: 'PARA-500-20' } });
    expect(waitingChange(removal)).toMatchObject({ kind: 'remove', sku: 'PARA-500-20' });
    expect(waitingChange({ ...task('/api/order', {}), canceled: true }, true)).toMatchObject({
      kind: 'order',
      state: 'failed',
    });
  });

  it('leaves out reads and sent tasks', () => {
    expect(waitingChange(task('/api/cart/pull?cartId={{cartId}}', undefined, 'GET'))).toBeNull();
    expect(
      waitingChange({ ...task('/api/cart/update', { cartItem: { sku: 'A', qty: 1 } }), transmited: true }),
    ).toBeNull();
  });

  it('lists every unsent change exactly once, oldest first, whatever the queues hold', () => {
    const stored = fc.record({
      at: fc.integer({ min: 0, max: 1e9 }),
      method: fc.constantFrom('GET' as const, 'POST' as const),
      sent: fc.boolean(),
      path: fc.constantFrom('/api/cart/update', '/api/cart/delete', '/api/user/me'),
    });
    fc.assert(
      fc.property(fc.array(stored, { maxLength: 20 }), fc.array(stored, { maxLength: 5 }), (cart, orders) => {
        const toTasks = (rows: typeof cart, name: string) =>
          rows.map((row, index) => ({
            ...prepareTask(
              { url: row.path, payload: { method: row.method, body: {} } },
              row.at,
              `${name}${index}`,
            ),
            transmited: row.sent,
          }));
        const listed = waitingChanges([
          { tasks: toTasks(cart, 'c') },
          { tasks: toTasks(orders, 'o'), isOrder: true },
        ]);
        const unsent = [...cart, ...orders].filter((row) => !row.sent && row.method === 'POST').length;
        expect(listed).toHaveLength(unsent);
        expect(listed.map((change) => change.createdAt)).toEqual(
          listed.map((change) => change.createdAt).sort((a, b) => a - b),
        );
      }),
    );
  });
});
