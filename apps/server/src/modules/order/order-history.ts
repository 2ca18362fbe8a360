import type { Db } from '@apteek/db';
import { centsToAmount, type OrderHistoryPage, type PlacedOrder } from '@apteek/domain';
import { customerOrders, listLines } from './order-queries.ts';

/** One page of a customer's orders with their lines, as the order history shows them. */
export async function orderHistory(
  db: Db,
  customerId: number,
  page: { size: number; current: number },
): Promise<OrderHistoryPage> {
  const { rows, total } = await customerOrders(db, customerId, page);
  const lines = await listLines(
    db,
    rows.map((row) => row.id),
  );
  return {
    items: rows.map((row) => ({
      orderId: row.id,
      orderNumber: row.orderNumber,
      createdAt: row.createdAt.toISOString(),
      status: row.status,
      lifeStage: row.lifeStage,
      grandTotal: centsToAmount(row.grandTotal),
      currencyCode: 'EUR',
      shippingType: row.shippingType as OrderHistoryPage['items'][number]['shippingType'],
      paymentMethod: row.paymentMethod as PlacedOrder['paymentMethod'],
      items: lines
        .filter((line) => line.orderId === row.id)
        .map((line) => ({
          sku: line.sku,
          name: line.name,
          qty: line.qty,
          rowTotalInclTax: centsToAmount(line.rowTotalInclTax),
        })),
    })),
    totalCount: total,
    pageSize: page.size,
    currentPage: page.current,
  };
}
