import { and, asc, eq, exists, inArray, isNotNull, isNull, ne, not, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  DomainError,
  FULFILMENT_STAGES,
  STORAGE_CODES,
  type FulfilmentOrder,
  type PickList,
} from '@apteek/domain';
import { findOrder, listLines, reservationsOf } from './order-queries.ts';

const {
  salesOrder,
  salesOrderLine,
  product,
  productText,
  productAttributeValue,
  attribute,
  attributeOption,
} = schema;

const QUEUE_LIMIT = 200;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A prescription order no pharmacist has checked yet: it reaches the queue only after the check. */
const waitsForCheck = (db: Db) =>
  and(
    isNull(salesOrder.checkedAt),
    exists(
      db
        .select({ one: sql`1` })
        .from(salesOrderLine)
        .where(and(eq(salesOrderLine.orderId, salesOrder.id), isNotNull(salesOrderLine.prescriptionNumber))),
    ),
  );

/** The products among these that must be kept cold, as the catalogue's storage requirement says. */
export async function coldProducts(db: Db, productIds: number[]): Promise<Set<number>> {
  if (productIds.length === 0) return new Set();
  const rows = await db
    .select({ productId: productAttributeValue.productId })
    .from(productAttributeValue)
    .innerJoin(attribute, eq(attribute.id, productAttributeValue.attributeId))
    .innerJoin(attributeOption, eq(attributeOption.id, productAttributeValue.optionId))
    .where(
      and(
        inArray(productAttributeValue.productId, productIds),
        eq(attribute.code, 'StorageRequirement'),
        eq(attributeOption.code, STORAGE_CODES.cold),
      ),
    );
  return new Set(rows.map((row) => row.productId));
}

/**
 * The fulfilment queue: orders paid or accepted and not yet out of the pharmacy's hands, oldest
 * first, without the ones still waiting for a pharmacist (ManualCheck, unchecked prescriptions).
 * No name, address or contact: the pick list and the carrier need none of the customer's data here.
 */
export async function fulfilmentQueue(db: Db): Promise<FulfilmentOrder[]> {
  const rows = await db
    .select()
    .from(salesOrder)
    .where(
      and(
        inArray(salesOrder.lifeStage, [...FULFILMENT_STAGES]),
        ne(salesOrder.status, 'ManualCheck'),
        not(waitsForCheck(db)!),
      ),
    )
    .orderBy(asc(salesOrder.createdAt), asc(salesOrder.orderNumber))
    .limit(QUEUE_LIMIT);
  const lines = await listLines(
    db,
    rows.map((row) => row.id),
  );
  const cold = await coldProducts(db, [
    ...new Set(lines.flatMap((line) => (line.productId === null ? [] : [line.productId]))),
  ]);
  return rows.map((row) => {
    const own = lines.filter((line) => line.orderId === row.id);
    return {
      orderId: row.id,
      orderNumber: row.orderNumber,
      createdAt: row.createdAt.toISOString(),
      storeCode: row.storeCode,
      stage: row.lifeStage,
      shippingType: row.shippingType,
      carrierCode: row.shippingCarrierCode,
      methodCode: row.shippingMethodCode,
      paymentMethod: row.paymentMethod,
      isColdChain: own.some((line) => line.productId !== null && cold.has(line.productId)),
      trackingNumber: row.trackingNumber,
      pickupCode: row.pickupCode,
      lines: own.map((line) => ({
        sku: line.sku,
        name: line.name,
        qty: line.qty,
        prescriptionNumber: line.prescriptionNumber,
      })),
    };
  });
}

/** What to take from the shelves for an order: the units it holds, bundles as their parts, by SKU. */
export async function pickList(db: Db, orderId: string): Promise<PickList> {
  const order = UUID.test(orderId) ? await findOrder(db, orderId) : undefined;
  if (!order) throw new DomainError('order_not_found');
  const units = await reservationsOf(db, order);
  const ids = units.map((unit) => unit.productId);
  const names =
    ids.length === 0
      ? []
      : await db
          .select({ id: product.id, sku: product.sku, name: productText.name })
          .from(product)
          .leftJoin(
            productText,
            and(eq(productText.productId, product.id), eq(productText.storeCode, order.storeCode)),
          )
          .where(inArray(product.id, ids));
  const cold = await coldProducts(db, ids);
  const items = units.map(({ productId, qty }) => {
    const found = names.find((row) => row.id === productId);
    return {
      sku: found?.sku ?? String(productId),
      name: found?.name ?? '',
      qty,
      isColdStorage: cold.has(productId),
    };
  });
  return { orderNumber: order.orderNumber, items: items.sort((a, b) => a.sku.localeCompare(b.sku)) };
}

/** The carrier's label of a handed-over order, as its registration answered it. */
export async function shippingLabel(db: Db, orderId: string): Promise<{ orderNumber: string; pdf: Buffer }> {
  const order = UUID.test(orderId) ? await findOrder(db, orderId) : undefined;
  if (!order?.shippingLabel) throw new DomainError('order_not_found');
  return { orderNumber: order.orderNumber, pdf: Buffer.from(order.shippingLabel, 'base64') };
}
