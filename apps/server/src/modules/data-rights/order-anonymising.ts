import { and, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';

const { salesOrder, salesOrderLine, salesOrderAddress, salesOrderPayment, salesOrderReturn } = schema;

/** What an order keeps of a person once anonymised: nothing that names, reaches or locates them. */
const ANONYMOUS = {
  customerId: null,
  firstname: '',
  lastname: '',
  email: '',
  phoneNumber: '',
  recipientFirstname: null,
  recipientLastname: null,
  recipientPhoneNumber: null,
  company: null,
  taxId: null,
  clientAddress: null,
  note: null,
} as const;

/**
 * Removes the addresses and the providers' messages (they carry names and e-mails) of these orders,
 * and the free-text reasons of their returns, which may tell of the person.
 */
async function dropContactRecords(tx: Db, orderIds: string[]): Promise<void> {
  await tx.delete(salesOrderAddress).where(inArray(salesOrderAddress.orderId, orderIds));
  await tx
    .update(salesOrderReturn)
    .set({ reason: '', refusalReason: null })
    .where(inArray(salesOrderReturn.orderId, orderIds));
  await tx
    .update(salesOrderPayment)
    .set({ message: sql`'{}'::jsonb` })
    .where(inArray(salesOrderPayment.orderId, orderIds));
}

/**
 * Anonymises the orders `where` selects (at most `limit` of them, oldest first), in `tx`: the
 * person's name, contact details, addresses, the providers' messages and, on the lines, the
 * prescription number and patient's code go; products, quantities, amounts, dates and statuses
 * stay, as figures for accounting. Answers how many orders were anonymised. `skipLocked` leaves
 * orders another transaction holds to a later run (the job); a deletion waits for them.
 */
export async function anonymiseOrders(
  tx: Db,
  where: SQL | undefined,
  at: Date,
  { limit = 500, skipLocked = false }: { limit?: number; skipLocked?: boolean } = {},
): Promise<number> {
  const rows = await tx
    .select({ id: salesOrder.id })
    .from(salesOrder)
    .where(and(isNull(salesOrder.anonymisedAt), where))
    .orderBy(salesOrder.createdAt)
    .limit(limit)
    .for('update', skipLocked ? { skipLocked: true } : {});
  const ids = rows.map((row) => row.id);
  if (ids.length === 0) return 0;
  await tx
    .update(salesOrder)
    .set({ ...ANONYMOUS, anonymisedAt: at, updatedAt: at })
    .where(inArray(salesOrder.id, ids));
  await tx
    .update(salesOrderLine)
    .set({ prescriptionNumber: null, patientCode: null })
    .where(inArray(salesOrderLine.orderId, ids));
  await dropContactRecords(tx, ids);
  return ids.length;
}

/** Orders placed before `cutoff` not yet anonymised: what the retention job anonymises. */
export const placedBefore = (cutoff: Date) => lt(salesOrder.createdAt, cutoff);

/**
 * Whether an order has a prescription line: its dispensing record must be kept for the period.
 * Written out: drizzle leaves a one-table query's columns unqualified, which a subquery misreads.
 */
const hasPrescriptionLine = sql`exists (select 1 from "sales_order_line" where "sales_order_line"."order_id" = "sales_order"."id" and "sales_order_line"."prescription_number" is not null)`;

/**
 * An account's orders when the account is deleted: orders without a prescription line are anonymised
 * at once; a prescription order keeps its dispensing record (the lines with the prescription number
 * and the patient's code, the buyer's name, the pharmacist's check) until the retention job
 * anonymises it by age, but loses the link to the account, the contact details and the addresses.
 */
export async function releaseOrdersOfAccount(tx: Db, customerId: number, at: Date): Promise<void> {
  const ofAccount = eq(salesOrder.customerId, customerId);
  while ((await anonymiseOrders(tx, and(ofAccount, sql`not ${hasPrescriptionLine}`), at)) > 0);
  const kept = await tx
    .update(salesOrder)
    .set({
      customerId: null,
      email: '',
      phoneNumber: '',
      recipientFirstname: null,
      recipientLastname: null,
      recipientPhoneNumber: null,
      clientAddress: null,
      updatedAt: at,
    })
    .where(ofAccount)
    .returning({ id: salesOrder.id });
  if (kept.length > 0)
    await dropContactRecords(
      tx,
      kept.map((row) => row.id),
    );
}
