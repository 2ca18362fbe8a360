import { amountToCents, type Cents } from '../pricing/money.ts';
import type { SyncTask } from './sync-task.ts';

/** An order waiting in the browser's outbox, as the confirmation lists it: what, and for how much. */
export interface UntransmittedOrder {
  id: string;
  /** The cart's lines when the order was queued; empty for an order queued before they were kept. */
  lines: { name: string; qty: number }[];
  /** The grand total the shopper saw; null when the order did not carry one. */
  grandTotal: Cents | null;
  createdAt: number;
}

/**
 * Coming back online: queued orders are sent automatically, or, with automatic sending
 * off in the store configuration, the shopper confirms the untransmitted ones first.
 */
export type QueuedOrdersOnReturn =
  { action: 'none' } | { action: 'send' } | { action: 'confirm'; orders: UntransmittedOrder[] };

interface QueuedOrderBody {
  request?: { expectedGrandTotal?: unknown };
  lines?: unknown;
}

const isLine = (line: unknown): line is { name: string; qty: number } =>
  typeof line === 'object' &&
  line !== null &&
  typeof (line as { name?: unknown }).name === 'string' &&
  Number.isInteger((line as { qty?: unknown }).qty);

/** An outbox task as the shopper would recognise the order; null once it was sent. */
export function untransmittedOrder(task: SyncTask): UntransmittedOrder | null {
  if (task.transmited) return null;
  const body = (task.payload.body ?? {}) as QueuedOrderBody;
  const total = body.request?.expectedGrandTotal;
  const lines = Array.isArray(body.lines) ? body.lines.filter(isLine) : [];
  return {
    id: task.task_id,
    lines: lines.map(({ name, qty }) => ({ name, qty })),
    // The queued request carries euros, as the API takes money.
    grandTotal: typeof total === 'number' && Number.isFinite(total) ? amountToCents(total) : null,
    createdAt: task.created_at,
  };
}

/** What to do with the order outbox when the connection returns (or a page opens online). */
export function queuedOrdersOnReturn(
  isAutomatic: boolean,
  outbox: readonly SyncTask[],
): QueuedOrdersOnReturn {
  const orders = outbox
    .map(untransmittedOrder)
    .filter((order): order is UntransmittedOrder => order !== null)
    .sort((a, b) => a.createdAt - b.createdAt);
  if (orders.length === 0) return { action: 'none' };
  return isAutomatic ? { action: 'send' } : { action: 'confirm', orders };
}
