import { and, eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { DomainError, type SalesDocumentKind } from '@apteek/domain';
import { lockOrder, type OrderRow } from './order-queries.ts';

const { salesDocument, salesDocumentCounter } = schema;

export type SalesDocumentRow = typeof salesDocument.$inferSelect;

/** The kinds of document a paid order has: a receipt, and an invoice when the checkout asked for one. */
export function documentKindsOf(order: Pick<OrderRow, 'paymentStatus' | 'company'>): SalesDocumentKind[] {
  if (order.paymentStatus !== 'paid') return [];
  return order.company ? ['receipt', 'invoice'] : ['receipt'];
}

/**
 * Issues the order's documents that it has not got yet, in the caller's transaction with the order
 * locked: each takes the next number of its series from the counter row, locked until the
 * transaction ends, so the numbers run without gaps (a rolled-back issue gives its number back)
 * and never twice.
 */
export async function issueDocuments(
  tx: Db,
  order: Pick<OrderRow, 'id' | 'paymentStatus' | 'company'>,
  at: Date,
) {
  const issued: SalesDocumentRow[] = [];
  for (const kind of documentKindsOf(order)) {
    const [existing] = await tx
      .select()
      .from(salesDocument)
      .where(and(eq(salesDocument.orderId, order.id), eq(salesDocument.kind, kind)));
    if (existing) {
      issued.push(existing);
      continue;
    }
    const [counter] = await tx
      .update(salesDocumentCounter)
      .set({ lastNumber: sql`${salesDocumentCounter.lastNumber} + 1` })
      .where(eq(salesDocumentCounter.kind, kind))
      .returning({ number: salesDocumentCounter.lastNumber });
    const [row] = await tx
      .insert(salesDocument)
      .values({ orderId: order.id, kind, number: counter!.number, issuedAt: at })
      .returning();
    issued.push(row!);
  }
  return issued;
}

/**
 * The order's document of this kind, issued now if the order was paid before documents were kept;
 * an order without one (unpaid, or no invoice asked for) answers as an unknown order.
 */
export async function documentOf(db: Db, orderId: string, kind: SalesDocumentKind, at: Date) {
  const [existing] = await db
    .select()
    .from(salesDocument)
    .where(and(eq(salesDocument.orderId, orderId), eq(salesDocument.kind, kind)));
  if (existing) return existing;
  return db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    const document = order && (await issueDocuments(tx, order, at)).find((row) => row.kind === kind);
    if (!document) throw new DomainError('order_not_found');
    return document;
  });
}
