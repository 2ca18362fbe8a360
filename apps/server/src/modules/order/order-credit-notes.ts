import { and, asc, desc, eq, inArray, lt, ne, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import { DomainError, creditLines, type CreditLine, type CreditableLine } from '@apteek/domain';
import { listLines, type OrderLineRow, type OrderRow } from './order-queries.ts';
import { shippingRateOf } from './order-receipt.ts';
import type { ReturnRow } from './order-returns-store.ts';

const { salesCreditNote, salesDocument, salesDocumentCounter, salesOrderReturn, salesOrderReturnLine } =
  schema;

export type CreditNoteRow = typeof salesCreditNote.$inferSelect;
type DocumentRow = typeof salesDocument.$inferSelect;

const creditable = (line: OrderLineRow): CreditableLine => ({
  lineId: line.id,
  qty: line.qty,
  paid: line.rowTotalInclTax - line.discount - line.fundAmount,
  tax: line.taxAmount,
  taxPercent: line.taxPercent,
});

/** The document a credit note corrects: the company's invoice when there is one, else the receipt. */
async function originalOf(tx: Db, orderId: string): Promise<DocumentRow | undefined> {
  const documents = await tx.select().from(salesDocument).where(eq(salesDocument.orderId, orderId));
  return documents.find((row) => row.kind === 'invoice') ?? documents.find((row) => row.kind === 'receipt');
}

/**
 * Issues a credit note for money refunded on an order that has a receipt or an invoice, in the
 * refund's transaction with the order locked: the next number of the credit series from its
 * counter row, locked until the transaction ends, so the numbers run without gaps and a refund
 * rolled back gives its number back. Nothing for an order without a document or a refund of 0.
 */
async function issue(
  tx: Db,
  order: Pick<OrderRow, 'id'>,
  credit: { lines: CreditLine[]; returnId: number | null },
  at: Date,
): Promise<CreditNoteRow | null> {
  const amount = credit.lines.reduce((sum, line) => sum + line.gross, 0);
  const original = await originalOf(tx, order.id);
  if (!original || amount <= 0) return null;
  const [counter] = await tx
    .update(salesDocumentCounter)
    .set({ lastNumber: sql`${salesDocumentCounter.lastNumber} + 1` })
    .where(eq(salesDocumentCounter.kind, 'credit'))
    .returning({ number: salesDocumentCounter.lastNumber });
  const [row] = await tx
    .insert(salesCreditNote)
    .values({
      orderId: order.id,
      number: counter!.number,
      originalId: original.id,
      returnId: credit.returnId,
      amount,
      lines: credit.lines,
      issuedAt: at,
    })
    .returning();
  return row!;
}

/** A cancellation after payment refunds the whole order: every line and the delivery are credited. */
export async function creditCancellation(tx: Db, order: OrderRow, at: Date): Promise<CreditNoteRow | null> {
  const lines = await listLines(tx, [order.id]);
  const units = lines.map((line) => ({ lineId: line.id, qty: line.qty, before: 0 }));
  const delivery = {
    gross: order.shippingInclTax,
    tax: order.shippingTax,
    taxPercent: shippingRateOf(order, lines),
  };
  return issue(tx, order, { lines: creditLines(lines.map(creditable), units, delivery), returnId: null }, at);
}

/**
 * A return whose goods arrived: its units, each apportioned after the units of the order's earlier
 * requests (as their worth was when asked), and the delivery when the refund included it.
 */
export async function creditReturn(
  tx: Db,
  order: OrderRow,
  row: ReturnRow,
  at: Date,
): Promise<CreditNoteRow | null> {
  // One after another: the transaction's connection runs one query at a time.
  const lines = await listLines(tx, [order.id]);
  const returned = await tx
    .select()
    .from(salesOrderReturnLine)
    .where(eq(salesOrderReturnLine.returnId, row.id));
  const earlier = await tx
    .select({ lineId: salesOrderReturnLine.orderLineId, qty: salesOrderReturnLine.qty })
    .from(salesOrderReturnLine)
    .innerJoin(salesOrderReturn, eq(salesOrderReturn.id, salesOrderReturnLine.returnId))
    .where(
      and(
        eq(salesOrderReturn.orderId, order.id),
        lt(salesOrderReturn.id, row.id),
        ne(salesOrderReturn.state, 'refused'),
      ),
    );
  const before = (lineId: number) =>
    earlier.filter((line) => line.lineId === lineId).reduce((sum, line) => sum + line.qty, 0);
  const units = returned.map((line) => ({
    lineId: line.orderLineId,
    qty: line.qty,
    before: before(line.orderLineId),
  }));
  const goods = creditLines(lines.map(creditable), units, null);
  const goodsTotal = goods.reduce((sum, line) => sum + line.gross, 0);
  const withDelivery = order.shippingInclTax > 0 && (row.refunded ?? 0) - goodsTotal >= order.shippingInclTax;
  const delivery = withDelivery
    ? { gross: order.shippingInclTax, tax: order.shippingTax, taxPercent: shippingRateOf(order, lines) }
    : null;
  return issue(
    tx,
    order,
    { lines: creditLines(lines.map(creditable), units, delivery), returnId: row.id },
    at,
  );
}

/** The order's credit notes, oldest first, each with the number of the document it corrects. */
export async function creditNotesOf(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ note: salesCreditNote, original: salesDocument })
    .from(salesCreditNote)
    .innerJoin(salesDocument, eq(salesDocument.id, salesCreditNote.originalId))
    .where(inArray(salesCreditNote.orderId, orderIds))
    .orderBy(asc(salesCreditNote.number));
}

/** One credit note of the order by its number; another order's (or none) answers as an unknown order. */
export async function creditNoteOf(db: Db, orderId: string, number: number) {
  const [found] = await db
    .select({ note: salesCreditNote, original: salesDocument })
    .from(salesCreditNote)
    .innerJoin(salesDocument, eq(salesDocument.id, salesCreditNote.originalId))
    .where(and(eq(salesCreditNote.orderId, orderId), eq(salesCreditNote.number, number)))
    .orderBy(desc(salesCreditNote.id))
    .limit(1);
  if (!found) throw new DomainError('order_not_found');
  return found;
}
