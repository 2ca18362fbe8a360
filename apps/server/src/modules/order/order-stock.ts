import type { Db } from '@apteek/db';
import {
  cashOnDeliveryHoldMessage,
  DomainError,
  maxSaleQty,
  overCashOnDeliveryHolds,
  overSaleLimits,
  saleLimitMessage,
} from '@apteek/domain';
import { loadBundleParts, type BundlePart } from '../catalog/index.ts';
import {
  productStock,
  releaseStock,
  reserveStock,
  cashOnDeliveryHolds,
  saleLimits,
  sumReservations,
  type NewOrderLine,
  type Reservation,
} from './order-queries.ts';

interface BundleChoice {
  option_id: number;
  option_qty?: number;
  option_selections: (number | string)[];
}

/**
 * The stock rows an order's lines hold, one entry per product in id order: a simple product or a
 * configurable's child holds itself; a bundle holds its selected parts (line qty × part qty per
 * selection; the bundle's defaults when the shopper chose none), not the bundle product. A line
 * whose product or part cannot be sold (not in stock, unknown selection) stops the order.
 */
export async function stockNeeds(
  db: Db,
  lines: (Pick<NewOrderLine, 'qty' | 'productOption'> & { productId: number })[],
): Promise<Reservation[]> {
  const products = await productStock(
    db,
    lines.map((line) => line.productId),
  );
  const bundleIds = lines.map((line) => line.productId).filter((id) => products.get(id)?.typeId === 'bundle');
  const parts = await loadBundleParts(db, bundleIds);
  const needs: Reservation[] = [];
  for (const line of lines) {
    if (products.get(line.productId)?.typeId !== 'bundle') {
      needs.push({ productId: line.productId, qty: line.qty });
      continue;
    }
    const chosen = bundleSelections(
      parts.filter((part) => part.bundleId === line.productId),
      bundleOptionsOf(line.productOption),
    );
    if (!chosen || chosen.length === 0) throw new DomainError('out_of_stock');
    for (const part of chosen)
      if (part.qty > 0) needs.push({ productId: part.productId, qty: line.qty * part.qty });
  }
  const summed = sumReservations(needs);
  const partStock = await productStock(
    db,
    summed.map((need) => need.productId).filter((id) => !products.has(id)),
  );
  for (const need of summed) {
    if (!(products.get(need.productId) ?? partStock.get(need.productId))?.isInStock)
      throw new DomainError('out_of_stock');
  }
  return summed;
}

/**
 * Refuses an order that would hold more of a product than its sale limit (its own, or the store
 * default), counted over everything the order reserves: several lines of the product, bundle parts.
 * The cart refuses such lines already; this holds for carts that got there otherwise (a merged
 * guest cart, a limit lowered since).
 */
export async function checkSaleLimits(db: Db, reservations: Reservation[]): Promise<void> {
  const limits = await saleLimits(
    db,
    reservations.map((r) => r.productId),
  );
  const over = overSaleLimits(
    reservations.map((r) => ({ product: r.productId, qty: r.qty })),
    (productId) => maxSaleQty(limits.get(productId)?.maxSaleQty),
  );
  if (over.length === 0) return;
  throw new DomainError('invalid_request', {
    errors: over.map(({ product, limit }) => ({
      field: `items.${limits.get(product)?.sku ?? product}.qty`,
      message: saleLimitMessage(limit),
    })),
  });
}

/**
 * Refuses a cash-on-delivery order that would take what its client address's unconfirmed
 * cash-on-delivery orders hold of a product past the product's sale limit. Called
 * inside the order's transaction after its stock is reserved: the reserved rows stay locked until
 * it ends, so a concurrent order of the same product waits and then counts this one.
 */
export async function checkCashOnDeliveryHolds(
  db: Db,
  clientAddress: string,
  reservations: Reservation[],
): Promise<void> {
  const productIds = reservations.map((r) => r.productId);
  const held = await cashOnDeliveryHolds(db, clientAddress, productIds);
  const limits = await saleLimits(db, productIds);
  const over = overCashOnDeliveryHolds(
    held.map((h) => ({ product: h.productId, qty: h.qty })),
    reservations.map((r) => ({ product: r.productId, qty: r.qty })),
    (productId) => maxSaleQty(limits.get(productId)?.maxSaleQty),
  );
  if (over.length === 0) return;
  throw new DomainError('invalid_request', {
    errors: over.map(({ limit }) => ({ field: 'payment.method', message: cashOnDeliveryHoldMessage(limit) })),
  });
}

/**
 * Reserves every entry (in the given product order) inside the caller's transaction; false, with
 * nothing left reserved by this call, when one product no longer has the units.
 */
export async function reserveAll(db: Db, reservations: Reservation[]): Promise<boolean> {
  const done: Reservation[] = [];
  for (const reservation of reservations) {
    if (!(await reserveStock(db, reservation.productId, reservation.qty))) {
      await releaseAll(db, done);
      return false;
    }
    done.push(reservation);
  }
  return true;
}

export async function releaseAll(db: Db, reservations: Reservation[]): Promise<void> {
  for (const { productId, qty } of reservations) await releaseStock(db, productId, qty);
}

function bundleOptionsOf(productOption: unknown): BundleChoice[] {
  const attributes = (productOption as { extension_attributes?: { bundle_options?: BundleChoice[] } } | null)
    ?.extension_attributes;
  return attributes?.bundle_options ?? [];
}

/**
 * The parts one unit of the bundle is made of, with their quantities, as the cart chose them
 * (cart-lines bundleChoices): the requested selections with the option's qty, or each option's
 * default selection (the first where none is default). Null for a selection the bundle lacks.
 */
function bundleSelections(parts: BundlePart[], requested: BundleChoice[]): BundlePart[] | null {
  if (requested.length === 0) {
    const byOption = new Map<number, BundlePart>();
    for (const part of parts) {
      const current = byOption.get(part.optionId);
      if (!current || (part.isDefault && !current.isDefault)) byOption.set(part.optionId, part);
    }
    return [...byOption.values()];
  }
  const chosen: BundlePart[] = [];
  for (const option of requested) {
    for (const selection of option.option_selections) {
      const part = parts.find(
        (p) =>
          p.optionId === option.option_id &&
          (typeof selection === 'number' ? p.selectionId === selection : p.sku === selection),
      );
      if (!part) return null;
      chosen.push({ ...part, qty: option.option_qty ?? 1 });
    }
  }
  return chosen;
}
