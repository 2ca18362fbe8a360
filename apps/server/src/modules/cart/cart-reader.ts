import {
  SHIPPING_VAT_RATE,
  STORE_VIEWS,
  computeCartTotals,
  couponProblem,
  isVirtualCart,
  shippingCodeOf,
  shippingMethodsFor,
  type CartTotals,
  type CountryCode,
  type SalesRule,
  type ShippingMethod,
  type StoreCode,
} from '@apteek/domain';
import {
  loadCartProducts,
  type CartProduct,
  type CatalogContext,
  type CatalogueScope,
} from '../catalog/index.ts';
import { lineUnitGross, pricedLine, resolveLine, type ResolvedLine } from './cart-lines.ts';
import {
  cartGroupId,
  findSalesRule,
  listItems,
  type CartItemRow,
  type CartRow,
  type SalesRuleRow,
} from './cart-queries.ts';
import type { ProductOption } from './cart-schemas.ts';

/** A stored cart row with its line resolved against today's catalogue (null once it no longer resolves). */
export interface LoadedLine {
  row: CartItemRow;
  line: ResolvedLine | null;
  unitGross: number | null;
}

/** A cart's rows, resolved, with the products and catalogue scope they were resolved in. */
export interface LoadedCart {
  rows: CartItemRow[];
  lines: LoadedLine[];
  products: Map<string, CartProduct>;
  scope: CatalogueScope;
}

export type CartReader = ReturnType<typeof cartReader>;

/** Stored rows resolved against products already loaded; a row that no longer resolves has no line. */
export function linesOf(
  rows: readonly CartItemRow[],
  products: ReadonlyMap<string, CartProduct>,
): LoadedLine[] {
  return rows.map((row) => {
    const resolved = resolveLine(row.sku, row.productOption as ProductOption, products);
    const line = resolved.ok ? resolved.line : null;
    return { row, line, unitGross: line ? lineUnitGross(line, products, row.qty) : null };
  });
}

/** Reads a cart's lines, coupon and shipping against the catalogue, and prices it. */
export function cartReader(catalog: CatalogContext) {
  const { db } = catalog;

  /** The catalogue as this cart sees it: its store, today, and its customer's group's tier prices. */
  async function scopeOf(cart: CartRow): Promise<CatalogueScope> {
    const [metadata, groupId] = await Promise.all([catalog.metadata(), cartGroupId(db, cart)]);
    return { storeCode: cart.storeCode as StoreCode, today: catalog.today(), rates: metadata.rates, groupId };
  }

  /**
   * The cart's rows resolved against the catalogue, with the products of `moreSkus` (a line being
   * added) loaded in the same read, so a request loads the cart's products once.
   */
  async function loadLines(cart: CartRow, moreSkus: readonly string[] = []): Promise<LoadedCart> {
    const [rows, scope] = await Promise.all([listItems(db, cart.id), scopeOf(cart)]);
    const products = await loadCartProducts(db, scope, [...rows.map((row) => row.sku), ...moreSkus]);
    return { rows, lines: linesOf(rows, products), products, scope };
  }

  async function ruleOf(cart: CartRow): Promise<SalesRule | null> {
    if (!cart.couponCode) return null;
    const row = await findSalesRule(db, cart.couponCode);
    // A coupon that has since expired or been used up stops discounting.
    return row && couponProblem(toRule(row), catalog.today()) === null ? toRule(row) : null;
  }

  /** The totals of lines already loaded, with the cart's coupon and shipping. */
  async function totalsOf(cart: CartRow, lines: LoadedLine[]): Promise<CartTotals> {
    const shipping = shippingOf(cart, lines);
    return computeCartTotals(
      lines.flatMap((l) =>
        l.line && l.unitGross !== null ? [pricedLine(l.line, l.row.qty, l.unitGross)] : [],
      ),
      {
        rule: await ruleOf(cart),
        shipping: shipping && {
          code: shippingCodeOf(shipping),
          net: shipping.net,
          gross: shipping.gross,
          taxRate: SHIPPING_VAT_RATE[countryOf(cart)],
        },
      },
    );
  }

  async function computeTotals(cart: CartRow): Promise<{ totals: CartTotals; lines: LoadedLine[] }> {
    const { lines } = await loadLines(cart);
    return { totals: await totalsOf(cart, lines), lines };
  }

  return { scopeOf, loadLines, totalsOf, computeTotals };
}

/** The products of the lines that still resolve. */
export function productsOf(lines: LoadedLine[]): CartProduct[] {
  return lines.flatMap((l) => (l.line ? [l.line.product] : []));
}

/** The country the cart's store sells in: where a cart without a delivery address is delivered. */
export function storeCountryOf(cart: CartRow): CountryCode {
  return STORE_VIEWS[cart.storeCode as StoreCode].tax.defaultCountry;
}

/** The delivery country: the address's, else the store's. */
export function countryOf(cart: CartRow, address: unknown = cart.shippingAddress): CountryCode {
  return (address as { country_id?: CountryCode } | null)?.country_id ?? storeCountryOf(cart);
}

function shippingOf(cart: CartRow, lines: LoadedLine[]): ShippingMethod | null {
  const products = productsOf(lines);
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

export function toRule(row: SalesRuleRow): SalesRule {
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
