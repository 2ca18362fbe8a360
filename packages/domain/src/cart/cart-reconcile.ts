import type { CartItem } from './cart-api.ts';
import { applyLocalActions, cartItemsHash, diffCart, type ServerLine, type SyncFlags } from './cart-diff.ts';
import { mergeLine } from './cart-line-item.ts';
import type { CartLinesState, CartTask } from './cart-reducer.ts';

/**
 * A pull of the server's lines against the browser's: the browser's lines after
 * diffCart, and the pushes and server deletes that bring the server to them.
 */
export function reconcilePull(
  state: CartLinesState,
  pulled: readonly CartItem[],
  flags: Omit<SyncFlags, 'unconfirmedKeys'>,
): { lines: Pick<CartLinesState, 'items' | 'syncedHash'>; tasks: CartTask[] } {
  // A line an edit is replacing may still be on the server; the edit moves that row to its new
  // options, so the row is not this key's even when the shopper has added the key again since.
  const serverItems = pulled.filter((item) => !state.replaced[item.line_key]);
  const serverLines: ServerLine[] = serverItems.map((item) => ({
    itemId: item.item_id,
    key: item.line_key,
    sku: item.sku,
    qty: item.qty,
  }));
  const diff = diffCart(state.items, serverLines, {
    ...flags,
    unconfirmedKeys: Object.keys(state.unconfirmed),
  });
  const items = applyLocalActions(state.items, diff.actions).map((line) =>
    mergeLine(
      line,
      state.items.find((item) => item.key === line.key),
      serverItems.find((item) => item.item_id === (line.serverItemId ?? -1)),
    ),
  );
  const tasks = diff.actions.flatMap((action): CartTask[] => {
    if (action.type === 'push') {
      const line = items.find((item) => item.key === action.key);
      return line ? [{ kind: 'update', line }] : [];
    }
    if (action.type === 'delete-server') {
      const sku = serverLines.find((line) => line.key === action.key)?.sku ?? '';
      return [{ kind: 'delete', key: action.key, itemId: action.itemId, sku }];
    }
    return [];
  });
  return { lines: { items, syncedHash: cartItemsHash(items) }, tasks };
}
