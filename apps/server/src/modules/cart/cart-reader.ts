import {
  SHIPPING_VAT_RATE,
  STORE_VIEWS,
  computeCartTotals,
  couponProblem,
  isVirtualCart,
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

export type CartReader = ReturnType<typeof cartReader>;

/** Reads a cart's lines, coupon and shipping against the catalogue, and prices it. */
export function cartReader(catalog: CatalogContext) {
  const { db } = catalog;

  /** The catalogue as this cart sees it: its store, today, and its customer's group's tier prices. */
  async function scopeOf(cart: CartRow): Promise<CatalogueScope> {
    const [metadata, groupId] = await Promise.all([catalog.metadata(), cartGroupId(db, cart)]);
    return { storeCode: cart.storeCode as StoreCode, today: catalog.today(), rates: metadata.rates, groupId };
  }

  async function loadLines(
    cart: CartRow,
  ): Promise<{ lines: LoadedLine[]; products: Map<string, CartProduct> }> {
    const rows = await listItems(db, cart.id);
    const products = await loadCartProducts(
      db,
      await scopeOf(cart),
      rows.map((row) => row.sku),
    );
    const lines = rows.map((row) => {
      const resolved = resolveLine(row.sku, row.productOption as ProductOption, products);
      const line = resolved.ok ? resolved.line : null;
      return { row, line, unitGross: line ? lineUnitGross(line, products) : null };
    });
    return { lines, products };
  }

  async function ruleOf(cart: CartRow): Promise<SalesRule | null> {
    if (!cart.couponCode) return null;
    const row = await findSalesRule(db, cart.couponCode);
    // A coupon that has since expired or been used up stops discounting.
    return row && couponProblem(toRule(row), catalog.today()) === null ? toRule(row) : null;
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

  return { scopeOf, loadLines, computeTotals };
}

/** The products of the lines that still resolve. */
export function productsOf(lines: LoadedLine[]): CartProduct[] {
  return lines.flatMap((l) => (l.line ? [l.line.product] : []));
}

function countryOf(cart: CartRow): CountryCode {
  const address = cart.shippingAddress as { country_id?: CountryCode } | null;
  return address?.country_id ?? STORE_VIEWS[cart.storeCode as StoreCode].tax.defaultCountry;
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
