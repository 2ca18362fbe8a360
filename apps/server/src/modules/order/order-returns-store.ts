import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  OPEN_RETURN_STATES,
  centsToAmount,
  returnKindOf,
  withdrawalDeadline,
  type ReturnLine,
  type ReturnOrder,
  type ReturnRequestAnswer,
  type StaffReturnAnswer,
} from '@apteek/domain';
import { lifeOf } from './order-life-store.ts';
import { listLines, type OrderLineRow, type OrderRow } from './order-queries.ts';

const {
  attribute,
  attributeOption,
  product,
  productAttributeValue,
  salesOrder,
  salesOrderEvent,
  salesOrderReturn,
  salesOrderReturnLine,
} = schema;

export type ReturnRow = typeof salesOrderReturn.$inferSelect;
type ReturnLineRow = typeof salesOrderReturnLine.$inferSelect;

/** The catalogue's group attribute, whose options say a medicine, a hygiene product, a service. */
const GROUP_ATTRIBUTE = 'ProductTypeFilter';

/** Cash on delivery: the courier took the order's total at the door; its refunds are made by hand. */
export const isCashOnDelivery = (order: Pick<OrderRow, 'paymentMethod'>) =>
  order.paymentMethod === 'cashondelivery';

type CatalogueProduct = NonNullable<Parameters<typeof returnKindOf>[0]>;

/** The order's lines' products as the return rules classify them (with their catalogue group). */
async function productsOf(db: Db, lines: OrderLineRow[]): Promise<Map<number, CatalogueProduct>> {
  const ids = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const products = new Map<number, CatalogueProduct>();
  if (ids.length === 0) return products;
  const groupAttribute = sql`(select ${attribute.id} from ${attribute} where ${attribute.code} = ${GROUP_ATTRIBUTE})`;
  const rows = await db
    .select({
      id: product.id,
      typeId: product.typeId,
      typeCode: product.typeCode,
      isMedicine: product.isMedicine,
      group: attributeOption.code,
    })
    .from(product)
    .leftJoin(
      productAttributeValue,
      and(
        eq(productAttributeValue.productId, product.id),
        eq(productAttributeValue.attributeId, groupAttribute),
      ),
    )
    .leftJoin(attributeOption, eq(attributeOption.id, productAttributeValue.optionId))
    .where(inArray(product.id, ids));
  for (const row of rows) if (!products.get(row.id)?.group) products.set(row.id, row);
  return products;
}

/** When the customer took the goods: the order's first delivered or collected step. */
async function receivedAtOf(db: Db, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: salesOrderEvent.at })
    .from(salesOrderEvent)
    .where(
      and(eq(salesOrderEvent.orderId, orderId), inArray(salesOrderEvent.stage, ['delivered', 'collected'])),
    )
    .orderBy(asc(salesOrderEvent.at))
    .limit(1);
  return row?.at ?? null;
}

/** The returns of the orders, newest first, and their lines. */
export async function returnsOf(
  db: Db,
  where: { orderIds: string[] } | { returnIds: number[] },
): Promise<{ returns: ReturnRow[]; lines: ReturnLineRow[] }> {
  const ids = 'orderIds' in where ? where.orderIds : where.returnIds;
  if (ids.length === 0) return { returns: [], lines: [] };
  const returns = await db
    .select()
    .from(salesOrderReturn)
    .where(
      'orderIds' in where
        ? inArray(salesOrderReturn.orderId, where.orderIds)
        : inArray(salesOrderReturn.id, where.returnIds),
    )
    .orderBy(desc(salesOrderReturn.requestedAt), desc(salesOrderReturn.id));
  if (returns.length === 0) return { returns, lines: [] };
  const lines = await db
    .select()
    .from(salesOrderReturnLine)
    .where(
      inArray(
        salesOrderReturnLine.returnId,
        returns.map((row) => row.id),
      ),
    );
  return { returns, lines };
}

/** Everything the return rules need of an order, read in the caller's transaction. */
export async function returnOrderOf(db: Db, order: OrderRow) {
  const [lines, receivedAt, life, { returns, lines: returnLines }] = await Promise.all([
    listLines(db, [order.id]),
    receivedAtOf(db, order.id),
    lifeOf(db, order),
    returnsOf(db, { orderIds: [order.id] }),
  ]);
  const products = await productsOf(db, lines);
  const open = new Set(returns.filter((row) => row.state !== 'refused').map((row) => row.id));
  const claimedOf = (lineId: number) =>
    returnLines
      .filter((line) => line.orderLineId === lineId && open.has(line.returnId))
      .reduce((sum, line) => sum + line.qty, 0);
  const manualRefunds = returns
    .filter((row) => row.refundBy === 'manual')
    .reduce((sum, row) => sum + (row.refunded ?? 0), 0);
  const rules: ReturnOrder = {
    stage: order.lifeStage,
    receivedAt,
    lines: lines.map((line): ReturnLine => ({
      lineId: line.id,
      qty: line.qty,
      paid: line.rowTotalInclTax - line.discount - line.fundAmount,
      kind: returnKindOf(
        line.productId === null ? null : (products.get(line.productId) ?? null),
        line.prescriptionNumber,
      ),
      claimed: claimedOf(line.id),
    })),
    shipping: order.shippingInclTax,
    paidTotal: isCashOnDelivery(order) ? order.grandTotal : life.paidTotal,
    refundedTotal: life.refundedTotal + manualRefunds,
  };
  return { rules, lines, returns, returnLines };
}

/** A request as its customer and staff read it. */
export function requestAnswer(
  row: ReturnRow,
  returnLines: ReturnLineRow[],
  lines: OrderLineRow[],
): ReturnRequestAnswer {
  return {
    returnId: row.id,
    state: row.state,
    reason: row.reason,
    refusalReason: row.refusalReason,
    requestedAt: row.requestedAt.toISOString(),
    decidedAt: row.decidedAt?.toISOString() ?? null,
    sendBackBy: row.state === 'accepted' ? withdrawalDeadline(row.requestedAt).toISOString() : null,
    receivedAt: row.receivedAt?.toISOString() ?? null,
    amount: centsToAmount(row.amount),
    refunded: row.refunded === null ? null : centsToAmount(row.refunded),
    lines: returnLines
      .filter((line) => line.returnId === row.id)
      .flatMap((line) => {
        const bought = lines.find((candidate) => candidate.id === line.orderLineId);
        return bought ? [{ lineId: bought.id, sku: bought.sku, name: bought.name, qty: line.qty }] : [];
      }),
  };
}

/** The requests with their orders, for the staff's page: the open ones wait for a decision or for their goods. */
export async function staffAnswers(
  db: Db,
  where: { open: true } | { returnId: number },
): Promise<StaffReturnAnswer[]> {
  const rows =
    'open' in where
      ? await db
          .select({ id: salesOrderReturn.id })
          .from(salesOrderReturn)
          .where(inArray(salesOrderReturn.state, [...OPEN_RETURN_STATES]))
          .orderBy(asc(salesOrderReturn.requestedAt), asc(salesOrderReturn.id))
          .limit(200)
      : [{ id: where.returnId }];
  const { returns, lines: returnLines } = await returnsOf(db, { returnIds: rows.map((row) => row.id) });
  const orderIds = [...new Set(returns.map((row) => row.orderId))];
  if (orderIds.length === 0) return [];
  const [orders, lines] = await Promise.all([
    db.select().from(salesOrder).where(inArray(salesOrder.id, orderIds)),
    listLines(db, orderIds),
  ]);
  const oldestFirst = [...returns].sort(
    (a, b) => a.requestedAt.getTime() - b.requestedAt.getTime() || a.id - b.id,
  );
  return oldestFirst.flatMap((row) => {
    const order = orders.find((candidate) => candidate.id === row.orderId);
    if (!order) return [];
    return [
      {
        ...requestAnswer(row, returnLines, lines),
        orderId: order.id,
        orderNumber: order.orderNumber,
        storeCode: order.storeCode,
        customerName: `${order.firstname} ${order.lastname}`,
        paymentMethod: order.paymentMethod,
        refundBy: isCashOnDelivery(order) ? ('manual' as const) : ('provider' as const),
      },
    ];
  });
}
