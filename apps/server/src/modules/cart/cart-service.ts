import {
  DomainError,
  cartLineRefusal,
  couponProblem,
  normaliseCouponCode,
  type StoreCode,
} from '@apteek/domain';
import type { Db } from '@apteek/db';
import { invalidField } from '../../plugins/validation.ts';
import { loadCartProducts, type CatalogContext } from '../catalog/index.ts';
import { cartCheckoutChoices } from './cart-checkout-choices.ts';
import { lineUnitGross, resolveLine } from './cart-lines.ts';
import {
  deleteLine,
  findActiveCustomerCart,
  findCart,
  findSalesRule,
  insertCart,
  listItems,
  mergeGuestCart,
  replaceLine,
  updateCart,
  upsertLine,
  type CartItemRow,
  type CartRow,
} from './cart-queries.ts';
import { cartReader, toRule, type CartReader } from './cart-reader.ts';
import type { ProductOption } from './cart-schemas.ts';
import { toPlatformTotals, toServerItem, type ServerItem } from './cart-view.ts';

export interface Caller {
  /** The authenticated customer, or null for a guest. */
  customerId: number | null;
}

export function cartService(catalog: CatalogContext) {
  const { db } = catalog;
  const reader = cartReader(catalog);
  return {
    /** The cart-token call: a customer's active cart (created when missing), else a new guest cart. */
    async create(storeCode: StoreCode, caller: Caller, mergeCartId?: string): Promise<string> {
      if (caller.customerId === null) return (await insertCart(db, storeCode, null)).id;
      const cart =
        (await findActiveCustomerCart(db, caller.customerId)) ??
        (await insertCart(db, storeCode, caller.customerId));
      if (mergeCartId && mergeCartId !== cart.id) await mergeGuestCart(db, cart.id, mergeCartId);
      return cart.id;
    },

    /** The cart behind an id, if the caller may use it; closed carts are gone for the client. */
    async require(cartId: string, caller: Caller): Promise<CartRow> {
      const cart = await findCart(db, cartId);
      if (!cart || cart.status !== 'active') throw new DomainError('cart_not_found', { cartId });
      if (cart.customerId !== null && cart.customerId !== caller.customerId) {
        throw new DomainError('cart_forbidden');
      }
      return cart;
    },

    async pull(cart: CartRow): Promise<ServerItem[]> {
      const { lines } = await reader.loadLines(cart);
      return lines.map((line) => toServerItem(cart, line));
    },

    update: (cart: CartRow, item: LineUpdate) => updateLine(catalog, reader, cart, item),

    async remove(cart: CartRow, match: { itemId?: number; sku?: string }): Promise<true> {
      await deleteLine(db, cart.id, match);
      return true;
    },

    async totals(cart: CartRow) {
      const { totals, lines } = await reader.computeTotals(cart);
      return toPlatformTotals(totals, lines);
    },

    async applyCoupon(cart: CartRow, code: string): Promise<true> {
      const normalised = normaliseCouponCode(code);
      const row = await findSalesRule(db, normalised);
      const problem = couponProblem(row && toRule(row), catalog.today());
      if (problem) throw invalidField('coupon', problem);
      await updateCart(db, cart.id, { couponCode: normalised });
      return true;
    },

    async deleteCoupon(cart: CartRow): Promise<true> {
      await updateCart(db, cart.id, { couponCode: null });
      return true;
    },

    async saveChatId(cart: CartRow, chatId: string): Promise<true> {
      await updateCart(db, cart.id, { chatId });
      return true;
    },

    ...cartCheckoutChoices(db, reader),
  };
}

export type CartService = ReturnType<typeof cartService>;

interface LineUpdate {
  sku: string;
  qty: unknown;
  product_option: ProductOption;
  item_id?: number;
  previous_line_key?: string;
}

/** Adds or changes a line after the catalogue's rules accept it; answers the stored line. */
async function updateLine(
  catalog: CatalogContext,
  reader: CartReader,
  cart: CartRow,
  item: LineUpdate,
): Promise<ServerItem> {
  const { db } = catalog;
  const scope = await reader.scopeOf(cart.storeCode as StoreCode);
  const products = await loadCartProducts(db, scope, [item.sku]);
  const requested = products.get(item.sku);
  if (requested?.typeId === 'configurable') {
    const more = await loadCartProducts(
      db,
      scope,
      requested.children.map((c) => c.sku),
    );
    for (const [sku, product] of more) products.set(sku, product);
  }
  const resolved = resolveLine(item.sku, item.product_option, products);
  if (!resolved.ok) throw resolved.error;
  const { line } = resolved;
  const unitGross = lineUnitGross(line, products);
  const refusal = cartLineRefusal({ ...line.product, unitGross }, item.qty, {
    viaPrescriptionCentre: false,
  });
  if (refusal) {
    const message = refusal.values
      ? refusal.message.replace('{quantity}', String(refusal.values.quantity))
      : refusal.message;
    throw invalidField(`cartItem.${refusal.field}`, message);
  }
  const write = {
    cartId: cart.id,
    productId: line.product.id,
    sku: line.product.sku,
    parentSku: line.parentSku,
    lineKey: line.key,
    qty: Number(item.qty),
    productOption: line.productOption,
  };
  const existing = await changedRow(db, cart, item);
  const row =
    existing && existing.lineKey !== line.key
      ? await replaceLine(db, existing.id, write)
      : await upsertLine(db, write);
  return toServerItem(cart, { row, line, unitGross });
}

/**
 * The row an update changes: the one its item_id names or, in edit mode before the browser knows
 * that id, the one with the line's previous key. An edit of a line that is gone adds it again;
 * a quantity change of an unknown item id is refused.
 */
async function changedRow(
  db: Db,
  cart: CartRow,
  item: { item_id?: number; previous_line_key?: string },
): Promise<CartItemRow | undefined> {
  if (item.item_id === undefined && item.previous_line_key === undefined) return undefined;
  const rows = await listItems(db, cart.id);
  const row =
    rows.find((r) => r.id === item.item_id) ?? rows.find((r) => r.lineKey === item.previous_line_key);
  if (!row && item.previous_line_key === undefined) {
    throw new DomainError('cart_item_not_found', { itemId: item.item_id });
  }
  return row;
}
