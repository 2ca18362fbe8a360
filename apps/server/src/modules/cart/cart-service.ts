import {
  DomainError,
  SHIPPING_VAT_RATE,
  STORE_VIEWS,
  centsToAmount,
  taxFromGross,
  computeCartTotals,
  couponProblem,
  findShippingMethod,
  isVirtualCart,
  normaliseCouponCode,
  paymentMethodsFor,
  shippingMethodsFor,
  cartLineRefusal,
  totalSegments,
  type CartTotals,
  type CountryCode,
  type SalesRule,
  type ShippingMethod,
  type StoreCode,
} from '@apteek/domain';
import { invalidField } from '../../plugins/validation.ts';
import { loadCartProducts, type CartProduct, type CatalogContext } from '../catalog/index.ts';
import { lineUnitGross, pricedLine, resolveLine, type ResolvedLine } from './cart-lines.ts';
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
  type SalesRuleRow,
} from './cart-queries.ts';
import type { ProductOption } from './cart-schemas.ts';

export interface Caller {
  /** The authenticated customer, or null for a guest. */
  customerId: number | null;
}

/** A cart line as the cart calls answer it (spec 000 §3 Cart item, server side). */
export interface ServerItem {
  item_id: number;
  /** lineKey() of @apteek/domain: the browser keys its lines the same way. */
  line_key: string;
  sku: string;
  qty: number;
  name: string;
  price: number;
  price_incl_tax: number;
  product_type: string;
  quote_id: string;
  product_option: ProductOption;
  parentSku: string | null;
  is_medicine: boolean;
  is_in_stock: boolean;
  stock_status: string;
}

interface LoadedLine {
  row: CartItemRow;
  line: ResolvedLine | null;
  unitGross: number | null;
}

export function cartService(catalog: CatalogContext) {
  const { db } = catalog;

  async function loadLines(
    cart: CartRow,
  ): Promise<{ lines: LoadedLine[]; products: Map<string, CartProduct> }> {
    const rows = await listItems(db, cart.id);
    const products = await loadCartProducts(
      db,
      await scopeOf(cart.storeCode as StoreCode),
      rows.map((row) => row.sku),
    );
    const lines = rows.map((row) => {
      const resolved = resolveLine(row.sku, row.productOption as ProductOption, products);
      const line = resolved.ok ? resolved.line : null;
      return { row, line, unitGross: line ? lineUnitGross(line, products) : null };
    });
    return { lines, products };
  }

  async function scopeOf(storeCode: StoreCode) {
    return { storeCode, today: catalog.today(), rates: (await catalog.metadata()).rates };
  }

  function toServerItem(cart: CartRow, { row, line, unitGross }: LoadedLine): ServerItem {
    const gross = unitGross ?? 0;
    const net = line ? Math.round((gross * 100) / (100 + line.product.taxRate)) : gross;
    return {
      item_id: row.id,
      line_key: row.lineKey,
      sku: row.sku,
      qty: row.qty,
      name: line?.product.name ?? row.sku,
      price: centsToAmount(net),
      price_incl_tax: centsToAmount(gross),
      product_type: line?.product.typeId ?? 'simple',
      quote_id: cart.id,
      product_option: row.productOption as ProductOption,
      parentSku: row.parentSku,
      is_medicine: line?.product.isMedicine ?? false,
      is_in_stock: line?.product.stock.isInStock ?? false,
      stock_status: line?.product.stock.status ?? 'out_of_stock',
    };
  }

  async function ruleOf(cart: CartRow): Promise<SalesRule | null> {
    if (!cart.couponCode) return null;
    const row = await findSalesRule(db, cart.couponCode);
    // A coupon that has since expired or been used up stops discounting.
    return row && couponProblem(toRule(row), catalog.today()) === null ? toRule(row) : null;
  }

  function countryOf(cart: CartRow): CountryCode {
    const address = cart.shippingAddress as { country_id?: CountryCode } | null;
    return address?.country_id ?? STORE_VIEWS[cart.storeCode as StoreCode].tax.defaultCountry;
  }

  function shippingOf(cart: CartRow, lines: LoadedLine[]): ShippingMethod | null {
    const products = lines.flatMap((l) => (l.line ? [l.line.product] : []));
    if (products.length === 0 || isVirtualCart(products)) return null;
    const available = shippingMethodsFor({
      country: countryOf(cart),
      hasColdStorageItems: products.some((p) => p.isColdStorage),
    });
    const chosen = available.find(
      (m) => m.carrierCode === cart.shippingCarrierCode && m.methodCode === cart.shippingMethodCode,
    );
    return chosen ?? available.find((m) => m.isDefault) ?? available[0] ?? null;
  }

  /**
   * The row an update changes: the one its item_id names or, in edit mode before the browser knows
   * that id, the one with the line's previous key. An edit of a line that is gone adds it again;
   * a quantity change of an unknown item id is refused.
   */
  async function changedRow(
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

  async function computeTotals(cart: CartRow): Promise<{ totals: CartTotals; lines: LoadedLine[] }> {
    const { lines } = await loadLines(cart);
    const shipping = shippingOf(cart, lines);
    const totals = computeCartTotals(
      lines.flatMap((l) =>
        l.line && l.unitGross !== null ? [pricedLine(l.line, l.row.qty, l.unitGross)] : [],
      ),
      {
        rule: await ruleOf(cart),
        shipping: shipping && {
          code: `${shipping.carrierCode}_${shipping.methodCode}`,
          net: shipping.net,
          gross: shipping.gross,
          taxRate: SHIPPING_VAT_RATE[countryOf(cart)],
        },
      },
    );
    return { totals, lines };
  }

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
      const { lines } = await loadLines(cart);
      return lines.map((line) => toServerItem(cart, line));
    },

    async update(
      cart: CartRow,
      item: {
        sku: string;
        qty: unknown;
        product_option: ProductOption;
        item_id?: number;
        previous_line_key?: string;
      },
    ): Promise<ServerItem> {
      const scope = await scopeOf(cart.storeCode as StoreCode);
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
      const existing = await changedRow(cart, item);
      const row =
        existing && existing.lineKey !== line.key
          ? await replaceLine(db, existing.id, write)
          : await upsertLine(db, write);
      return toServerItem(cart, { row, line, unitGross });
    },

    async remove(cart: CartRow, match: { itemId?: number; sku?: string }): Promise<true> {
      await deleteLine(db, cart.id, match);
      return true;
    },

    async totals(cart: CartRow) {
      const { totals, lines } = await computeTotals(cart);
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

    async paymentMethods(cart: CartRow) {
      const { lines } = await loadLines(cart);
      const products = lines.flatMap((l) => (l.line ? [l.line.product] : []));
      return paymentMethodsFor({
        country: STORE_VIEWS[cart.storeCode as StoreCode].tax.defaultCountry,
        isVirtual: isVirtualCart(products),
      }).map((method) => ({
        code: method.code,
        title: method.title,
        default: method.isDefault,
        is_server_method: true,
      }));
    },

    async shippingMethods(cart: CartRow, country: CountryCode) {
      const { lines } = await loadLines(cart);
      const products = lines.flatMap((l) => (l.line ? [l.line.product] : []));
      if (isVirtualCart(products)) return [];
      return shippingMethodsFor({ country, hasColdStorageItems: products.some((p) => p.isColdStorage) }).map(
        (method) => ({
          carrier_code: method.carrierCode,
          method_code: method.methodCode,
          carrier_title: method.title,
          method_title: method.title,
          type: method.type,
          amount: centsToAmount(method.net),
          price_incl_tax: centsToAmount(method.gross),
          default: method.isDefault,
          available: true,
        }),
      );
    },

    /** Stores the checkout's shipping choice; an unknown or unavailable method is the client's mistake. */
    async setShipping(
      cart: CartRow,
      info: { carrierCode: string; methodCode: string; shippingAddress: object; billingAddress?: object },
    ) {
      const method = findShippingMethod(info.carrierCode, info.methodCode);
      const country = ((info.shippingAddress as { country_id?: CountryCode }).country_id ??
        'EE') as CountryCode;
      const available = await this.shippingMethods(cart, country);
      if (
        !method ||
        !available.some((m) => m.carrier_code === info.carrierCode && m.method_code === info.methodCode)
      ) {
        throw invalidField('addressInformation.shippingMethodCode', 'This shipping method is not available');
      }
      await updateCart(db, cart.id, {
        shippingCarrierCode: info.carrierCode,
        shippingMethodCode: info.methodCode,
        shippingAddress: info.shippingAddress,
        billingAddress: info.billingAddress ?? info.shippingAddress,
      });
    },

    async setPaymentMethod(cart: CartRow, method: string) {
      const methods = await this.paymentMethods(cart);
      if (!methods.some((m) => m.code === method)) {
        throw invalidField('methods.paymentMethod.method', 'This payment method is not available');
      }
      await updateCart(db, cart.id, { paymentMethod: method });
    },
  };
}

export type CartService = ReturnType<typeof cartService>;

function toRule(row: SalesRuleRow): SalesRule {
  return {
    code: row.code,
    type: row.type,
    scope: row.scope,
    amount: row.amount,
    skus: row.skus,
    fromDate: row.fromDate,
    toDate: row.toDate,
    usageLimit: row.usageLimit,
    timesUsed: row.timesUsed,
    isActive: row.isActive,
  };
}

const SEGMENT_TITLES = {
  subtotal: 'Subtotal',
  discount: 'Discount',
  shipping: 'Shipping',
  tax: 'Tax',
  grand_total: 'Grand Total',
} as const;

/** The platform's totals shape (spec 000 §3 Cart totals) in euros with two decimals. */
function toPlatformTotals(totals: CartTotals, lines: LoadedLine[]) {
  const amount = centsToAmount;
  return {
    grand_total: amount(totals.grandTotal),
    subtotal: amount(totals.subtotal),
    subtotal_incl_tax: amount(totals.subtotalInclTax),
    discount_amount: amount(-totals.discount),
    tax_amount: amount(totals.totalTax),
    shipping_amount: amount(totals.shipping?.net ?? 0),
    shipping_incl_tax: amount(totals.shipping?.gross ?? 0),
    shipping_tax_amount: amount(totals.shipping?.tax ?? 0),
    shipping_method: totals.shipping?.code ?? null,
    coupon_code: totals.couponCode,
    base_currency_code: 'EUR',
    quote_currency_code: 'EUR',
    items_qty: totals.lines.reduce((sum, line) => sum + line.qty, 0),
    items: totals.lines.map((line) => {
      const loaded = lines.find((l) => l.line?.key === line.key)!;
      return {
        item_id: loaded.row.id,
        sku: line.sku,
        name: loaded.line?.product.name ?? line.sku,
        qty: line.qty,
        price_incl_tax: amount(line.qty === 0 ? 0 : line.rowGross / line.qty),
        row_total_incl_tax: amount(line.rowGross),
        row_total: amount(line.rowGross - taxFromGross(line.rowGross, line.taxRate)),
        discount_amount: amount(line.discount),
        tax_amount: amount(line.tax),
        tax_percent: line.taxRate,
      };
    }),
    tax_lines: totals.taxLines.map((t) => ({ rate: t.rate, amount: amount(t.amount) })),
    total_segments: totalSegments(totals).map((segment) => ({
      code: segment.code,
      title: SEGMENT_TITLES[segment.code],
      value: amount(segment.value),
    })),
  };
}
