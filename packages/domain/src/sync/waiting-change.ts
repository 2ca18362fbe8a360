import type { SyncTask } from './sync-task.ts';

/** A queued change as the "waiting to send" panel lists it. */
export interface WaitingChange {
  id: string;
  kind: 'add' | 'quantity' | 'remove' | 'order' | 'other';
  sku: string | null;
  qty: number | null;
  /** Waiting for the connection, or given up after the maximum network attempts (canceled). */
  state: 'waiting' | 'failed';
  createdAt: number;
}

interface CartItemBody {
  cartItem?: { sku?: unknown; qty?: unknown; item_id?: unknown };
}

/**
 * What a stored task will change on the server when it is sent, or null when it changes nothing
 * the shopper made (reads) or was already sent. `isOrder` marks the order outbox's tasks.
 */
export function waitingChange(task: SyncTask, isOrder = false): WaitingChange | null {
  if (task.transmited || task.payload.method === 'GET') return null;
  const base = {
    id: task.task_id,
    state: task.canceled ? 'failed' : 'waiting',
    createdAt: task.created_at,
  } as const;
  if (isOrder) return { ...base, kind: 'order', sku: null, qty: null };
  const item = (task.payload.body as CartItemBody | undefined)?.cartItem;
  const sku = typeof item?.sku === 'string' ? item.sku : null;
  const qty = typeof item?.qty === 'number' ? item.qty : null;
  const path = task.url.split('?', 1)[0];
  if (path === '/api/cart/delete') return { ...base, kind: 'remove', sku, qty: null };
  if (path === '/api/cart/update') {
    return {
      ...base,
      kind: item?.item_id === undefined || item.item_id === null ? 'add' : 'quantity',
      sku,
      qty,
    };
  }
  return { ...base, kind: 'other', sku: null, qty: null };
}

/** The waiting changes of several queues, oldest first. */
export function waitingChanges(queues: { tasks: SyncTask[]; isOrder?: boolean }[]): WaitingChange[] {
  return queues
    .flatMap(({ tasks, isOrder }) => tasks.map((task) => waitingChange(task, isOrder)))
    .filter((change): change is WaitingChange => change !== null)
    .sort((a, b) => a.createdAt - b.createdAt);
}
