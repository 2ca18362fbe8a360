import {
  DomainError,
  PHARMACY_TYPE_CODES,
  PRESCRIPTION_MESSAGES,
  cartLineRefusal,
  linePrescriptionOf,
  type CompensatedLine,
  type LinePrescription,
  type StoreCode,
} from '@apteek/domain';
import type { Db } from '@apteek/db';
import { invalidField } from '../../plugins/validation.ts';
import { loadCartProducts, type CatalogContext } from '../catalog/index.ts';
import { chatBelongsToCart } from '../chat/index.ts';
import { requirePrescriptionsOpen } from '../opening-hours/index.ts';
import { checkPrescriptionLine } from '../prescription/index.ts';
import { cartCheckoutChoices } from './cart-checkout-choices.ts';
import { cartCheckoutSteps } from './cart-checkout-steps.ts';
import { cartCoupons } from './cart-coupons.ts';
import {
  checkPrescriptionOrder,
  compensatedTotals,
  compensationOf,
  prescriptionLinesOf,
} from './cart-compensation.ts';
import { lineUnitGross, resolveLine, type ResolvedLine } from './cart-lines.ts';
import { checkSaleLimit } from './cart-sale-limit.ts';
import {
  deleteLine,
  findActiveCustomerCart,
  findCart,
  insertCart,
  listItems,
  mergeGuestCart,
  replaceLine,
  updateCart,
  upsertLine,
  type CartItemRow,
  type CartRow,
} from './cart-queries.ts';
import { cartReader, linesOf, type LoadedCart, type LoadedLine } from './cart-reader.ts';
import type { ProductOption } from './cart-schemas.ts';
import { toPlatformTotals, toServerItem, type ServerItem } from './cart-view.ts';

export interface Caller {
  /** The authenticated customer, or null for a guest. */
  customerId: number | null;
}

/**
 * The cart's calls. `now` is the server's clock (plugins/clock.ts): opening hours and compensation
 * validity are read at it; a caller that needs one instant throughout passes `at`.
 */
export function cartService(catalog: CatalogContext, now: () => Date = () => new Date()) {
  const { db } = catalog;
  const reader = cartReader(catalog);
  const choices = cartCheckoutChoices(db, reader);

  /** The platform totals of lines already loaded, under the compensation valid at `at`. */
  async function totalsOf(cart: CartRow, lines: LoadedLine[], at: Date) {
    const [totals, { byKey }] = await Promise.all([
      reader.totalsOf(cart, lines),
      compensationOf(db, cart, lines, at),
    ]);
    return toPlatformTotals(compensatedTotals(totals, byKey), lines, byKey);
  }

  return {
    /**
     * The cart-token call: a customer's active cart (created when missing), else a new guest cart.
     * A customer's cart moves to the store view she asks from, so its lines are named and priced in
     * that store's language and prices wherever the cart was first made.
     */
    async create(storeCode: StoreCode, caller: Caller, mergeCartId?: string): Promise<string> {
      if (caller.customerId === null) return (await insertCart(db, storeCode, null)).id;
      const cart =
        (await findActiveCustomerCart(db, caller.customerId)) ??
        (await insertCart(db, storeCode, caller.customerId));
      if (cart.storeCode !== storeCode) await updateCart(db, cart.id, { storeCode });
      if (mergeCartId && mergeCartId !== cart.id) await mergeGuestCart(db, cart.id, mergeCartId, now());
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

    async pull(cart: CartRow, at: Date = now()): Promise<ServerItem[]> {
      const { lines } = await reader.loadLines(cart);
      const { byKey } = await compensationOf(db, cart, lines, at);
      return itemsOf(cart, lines, byKey);
    },

    /** The lines and the totals from one read of the cart: a compensation shows in one call. */
    async pullWithTotals(cart: CartRow) {
      const { lines } = await reader.loadLines(cart);
      const at = now();
      const [totals, { byKey }] = await Promise.all([
        reader.totalsOf(cart, lines),
        compensationOf(db, cart, lines, at),
      ]);
      return {
        items: itemsOf(cart, lines, byKey),
        totals: toPlatformTotals(compensatedTotals(totals, byKey), lines, byKey),
      };
    },

    /** Adds or changes a line; answers the stored line and the cart's totals after the change. */
    async update(cart: CartRow, item: LineUpdate) {
      const loaded = await reader.loadLines(cart, [item.sku]);
      const stored = await updateLine(catalog, cart, item, loaded, now);
      const lines = linesOf(await listItems(db, cart.id), loaded.products);
      return { item: stored, totals: await totalsOf(cart, lines, now()) };
    },

    /** Removes a line; answers the cart's totals after the removal. */
    async remove(cart: CartRow, match: { itemId?: number; sku?: string }) {
      await deleteLine(db, cart.id, match);
      return { totals: await totalsOf(cart, (await reader.loadLines(cart)).lines, now()) };
    },

    async totals(cart: CartRow, at: Date = now()) {
      return totalsOf(cart, (await reader.loadLines(cart)).lines, at);
    },

    /** The cart's prescription lines at its prices: what compensation is computed for. */
    async prescriptionLines(cartId: string) {
      const cart = await findCart(db, cartId);
      return cart ? prescriptionLinesOf((await reader.loadLines(cart)).lines) : [];
    },

    /** Refuses an order of prescription lines while closed or without a valid compensation (EE). */
    async checkPrescriptionOrder(cart: CartRow, at: Date): Promise<void> {
      await checkPrescriptionOrder(db, cart, (await reader.loadLines(cart)).lines, at);
    },

    /** Keeps the cart's own chat id; a chat of another cart, or none, is refused. */
    async saveChatId(cart: CartRow, chatId: string): Promise<true> {
      if (!(await chatBelongsToCart(db, chatId, cart.id))) throw new DomainError('chat_not_found');
      await updateCart(db, cart.id, { chatId });
      return true;
    },

    ...choices,
    ...cartCoupons(catalog),
    ...cartCheckoutSteps({ db, reader, choices, totalsOf, now }),
  };
}

export type CartService = ReturnType<typeof cartService>;

function itemsOf(cart: CartRow, lines: LoadedLine[], byKey: ReadonlyMap<string, CompensatedLine>) {
  return lines.map((line) => toServerItem(cart, line, line.line ? byKey.get(line.line.key) : undefined));
}

interface LineUpdate {
  sku: string;
  qty: number;
  product_option: ProductOption;
  item_id?: number;
  previous_line_key?: string;
}

/** Adds or changes a line after the catalogue's rules accept it; answers the stored line. */
async function updateLine(
  catalog: CatalogContext,
  cart: CartRow,
  item: LineUpdate,
  loaded: LoadedCart,
  now: () => Date,
): Promise<ServerItem> {
  const { db } = catalog;
  const { products, rows } = loaded;
  const requested = products.get(item.sku);
  if (requested?.typeId === 'configurable') {
    // Which child a configurable line means is known only once the parent is read.
    const children = requested.children.map((c) => c.sku).filter((sku) => !products.has(sku));
    for (const [sku, product] of await loadCartProducts(db, loaded.scope, children))
      products.set(sku, product);
  }
  const resolved = resolveLine(item.sku, item.product_option, products);
  if (!resolved.ok) throw resolved.error;
  const { line } = resolved;
  const unitGross = lineUnitGross(line, products, item.qty);
  const prescription = prescriptionOfLine(line);
  const existing = changedRow(rows, item);
  const held = existing ?? rows.find((row) => row.lineKey === line.key);
  const refusal = cartLineRefusal({ ...line.product, unitGross }, item.qty, {
    viaPrescriptionCentre: prescription !== null,
    // What the line held before; an edit onto another variant starts that line afresh.
    heldQty: held?.lineKey === line.key ? held.qty : 0,
  });
  if (refusal) {
    const message = refusal.values
      ? refusal.message.replace('{quantity}', String(refusal.values.quantity))
      : refusal.message;
    throw invalidField(`cartItem.${refusal.field}`, message);
  }
  if (prescription) {
    // Prescription lines come in only while the pharmacy is open.
    await requirePrescriptionsOpen(db, now());
    await checkPrescriptionItem(db, cart, line, item.qty, prescription, rows);
  }
  const write = {
    cartId: cart.id,
    productId: line.product.id,
    sku: line.product.sku,
    parentSku: line.parentSku,
    lineKey: line.key,
    qty: item.qty,
    productOption: line.productOption,
    prescriptionNumber: prescription?.prescriptionNumber ?? null,
  };
  await checkSaleLimit(db, rows, {
    productId: line.product.id,
    lineKey: line.key,
    qty: write.qty,
    replacesRowId: existing?.id,
  });
  const row = await (
    existing && existing.lineKey !== line.key ? replaceLine(db, existing.id, write) : upsertLine(db, write)
  ).catch((error: unknown) => {
    // Two medicines for one prescription racing each other: the database keeps one.
    if (violates(error, 'cart_item_prescription_idx')) {
      throw invalidField('cartItem.sku', PRESCRIPTION_MESSAGES.oneMedicinePerPrescription);
    }
    throw error;
  });
  return toServerItem(cart, { row, line, unitGross });
}

/** The prescription a line names; naming only half of one is refused as an offer never made. */
function prescriptionOfLine(line: ResolvedLine): LinePrescription | null {
  const prescription = linePrescriptionOf(line.productOption.extension_attributes.custom_options);
  if (prescription === 'incomplete') {
    throw invalidField('cartItem.product_option', PRESCRIPTION_MESSAGES.notOffered);
  }
  return prescription;
}

/**
 * A prescription product comes in only from the prescription centre: as a line with
 * the prescription's number and patient code, for a medicine offered for them; a prescription line
 * is always of a prescription product.
 */
async function checkPrescriptionItem(
  db: Db,
  cart: CartRow,
  line: ResolvedLine,
  qty: number,
  prescription: LinePrescription,
  lines: readonly CartItemRow[],
): Promise<void> {
  if (line.product.typeCode !== PHARMACY_TYPE_CODES.prescription) {
    throw invalidField('cartItem.product_option', PRESCRIPTION_MESSAGES.notOffered);
  }
  await checkPrescriptionLine(db, {
    customerId: cart.customerId,
    productId: line.product.id,
    sku: line.product.sku,
    qty,
    prescription,
    lines,
  });
}

function violates(error: unknown, constraint: string): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { constraint?: unknown }).constraint === constraint) return true;
  }
  return false;
}

/**
 * The row an update changes: the one its item_id names or, in edit mode before the browser knows
 * that id, the one with the line's previous key. An edit of a line that is gone adds it again;
 * a quantity change of an unknown item id is refused.
 */
function changedRow(
  rows: readonly CartItemRow[],
  item: { item_id?: number; previous_line_key?: string },
): CartItemRow | undefined {
  if (item.item_id === undefined && item.previous_line_key === undefined) return undefined;
  const row =
    rows.find((r) => r.id === item.item_id) ?? rows.find((r) => r.lineKey === item.previous_line_key);
  if (!row && item.previous_line_key === undefined) {
    throw new DomainError('cart_item_not_found', { itemId: item.item_id });
  }
  return row;
}
