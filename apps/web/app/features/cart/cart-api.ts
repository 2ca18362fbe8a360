import {
  CartChangeMetaSchema,
  stockBatches,
  type CartItem,
  type CartLineItem,
  type CartTask,
  type CartTotalsAnswer,
  type StockStatus,
  type SyncTask,
  type TransmittedChange,
} from '@apteek/domain';
import { SOMETHING_WRONG } from '../../api/api-error.ts';
import type { TaskQueue, TransmittedTask } from '../../sync/task-queue.ts';

/** A line's stock as GET /api/stock/list answers it. */
export interface StockInfo {
  sku: string;
  qty: number;
  is_in_stock: boolean;
  stock_status: StockStatus;
}

/** What the cart-token call gave: a cart id, a refusal of the caller (401), or nothing usable. */
export type CreatedCart =
  { status: 'created'; cartId: string } | { status: 'refused' } | { status: 'failed' };

/**
 * What a pull gave: the server's lines with their totals (null when the answer had none usable), a
 * cart the server no longer knows, a refusal of the caller (another 4xx), or nothing usable (no
 * answer, or the server's own trouble, which says nothing about the cart).
 */
export type PulledCart =
  | { status: 'pulled'; items: CartItem[]; totals: CartTotalsAnswer | null }
  | { status: 'missing' }
  | { status: 'refused' }
  | { status: 'failed' };

/** What the cart's update and delete tasks carry besides the call's own cartItem fields. */
interface TaskBody {
  key?: string;
  cartItem?: { previous_line_key?: string };
  previous?: CartLineItem[];
}

/**
 * The cart calls through the task queue: changes are queued tasks (their answers
 * come back through the queue's onTransmitted), reads are sent at once. The cart id travels in the
 * query string, filled in by the queue.
 */
export function createCartApi(queue: TaskQueue, storeCode: string) {
  const read = (url: string, method: 'GET' | 'POST' = 'GET') => queue.execute({ url, payload: { method } });
  return {
    process: () => queue.process(),

    /** The cart-token call: a guest cart, or the caller's own with a guest cart merged into it. */
    async create(options: { guest?: boolean; mergeCartId?: string } = {}): Promise<CreatedCart> {
      const guest = options.guest ? '&guest=true' : '';
      const merge = options.mergeCartId ? `&mergeCartId=${encodeURIComponent(options.mergeCartId)}` : '';
      const task = await read(`/api/cart/create?storeCode=${storeCode}${guest}${merge}`, 'POST');
      if (task?.code === 200 && typeof task.result === 'string')
        return { status: 'created', cartId: task.result };
      return { status: task?.code === 401 ? 'refused' : 'failed' };
    },

    async pull(): Promise<PulledCart> {
      const task = await read('/api/cart/pull?cartId={{cartId}}');
      if (task?.code === 404) return { status: 'missing' };
      if (task?.code && task.code >= 400 && task.code < 500) return { status: 'refused' };
      if (task?.code !== 200 || !Array.isArray(task.result)) return { status: 'failed' };
      return { status: 'pulled', items: task.result as CartItem[], totals: answeredTotals(task) };
    },

    /** Queues a change of the reducer's for the server. */
    send(task: CartTask, cartId: string | null): Promise<SyncTask> {
      if (task.kind === 'delete') {
        const cartItem = task.itemId === null ? { sku: task.sku } : { item_id: task.itemId };
        return queue.queue({
          url: '/api/cart/delete?cartId={{cartId}}',
          payload: { method: 'POST', body: { cartItem, key: task.key } },
          callback_event: 'cart/delete',
        });
      }
      return queue.queue({
        url: '/api/cart/update?cartId={{cartId}}',
        payload: { method: 'POST', body: updateBody(task, cartId) },
        callback_event: 'cart/update',
      });
    },

    async totals(): Promise<CartTotalsAnswer | null> {
      const task = await read('/api/cart/totals?cartId={{cartId}}');
      return task?.code === 200 ? (task.result as CartTotalsAnswer) : null;
    },

    /** Null once applied, otherwise the server's text. */
    async applyCoupon(code: string): Promise<string | null> {
      const task = await read(
        `/api/cart/apply-coupon?cartId={{cartId}}&coupon=${encodeURIComponent(code)}`,
        'POST',
      );
      return task?.code === 200 ? null : (messageOf(task) ?? SOMETHING_WRONG);
    },

    async deleteCoupon(): Promise<void> {
      await read('/api/cart/delete-coupon?cartId={{cartId}}', 'POST');
    },

    /**
     * The stock of the given SKUs, 30 per call; a call that fails adds nothing,
     * so the lines it asked about keep what they had.
     */
    async stock(skus: readonly string[]): Promise<StockInfo[]> {
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
    },
  };
}

export type CartApi = ReturnType<typeof createCartApi>;

/** A cart task's answer as the reducer takes it; null for a task that is not the cart's. */
export function transmittedChange(
  task: TransmittedTask,
): TransmittedChange | { kind: 'delete'; key: string } | null {
  const body = task.payload.body as TaskBody | undefined;
  const key = body?.key;
  if (!key) return null;
  if (task.callback_event !== 'cart/update') return { kind: 'delete', key };
  const change = { kind: 'update' as const, key, replacedKey: body.cartItem?.previous_line_key ?? null };
  const previous = body.previous ? { previous: body.previous } : {};
  if (task.code === 200) return { ...change, ...previous, isAccepted: true, item: task.result as CartItem };
  const reason = task.reason ? { reason: task.reason } : {};
  return {
    ...change,
    ...previous,
    isAccepted: false,
    message: messageOf(task) ?? SOMETHING_WRONG,
    ...reason,
  };
}

/** The cart's totals a change or a pull answered beside its result, or null. */
export function answeredTotals(task: Pick<SyncTask, 'code' | 'meta'>): CartTotalsAnswer | null {
  if (task.code !== 200) return null;
  const meta = CartChangeMetaSchema.safeParse(task.meta);
  return meta.success ? meta.data.totals : null;
}

function updateBody({ line, edit }: Extract<CartTask, { kind: 'update' }>, cartId: string | null) {
  const itemId = edit ? edit.replaces.itemId : line.serverItemId;
  return {
    cartItem: {
      sku: line.parentSku && hasConfigurableOptions(line) ? line.parentSku : line.sku,
      qty: line.qty,
      product_option: line.productOption,
      quoteId: cartId,
      ...(itemId === null ? {} : { item_id: itemId }),
      ...(edit ? { previous_line_key: edit.replaces.key } : {}),
    },
    key: line.key,
    // What a refused edit puts back; the server reads only cartItem.
    ...(edit ? { previous: edit.previous } : {}),
  };
}

function hasConfigurableOptions(line: CartLineItem): boolean {
  return (line.productOption.extension_attributes?.configurable_item_options?.length ?? 0) > 0;
}

function messageOf(task: SyncTask | null): string | null {
  const result = task?.result;
  return typeof result === 'string' ? result : null;
}
