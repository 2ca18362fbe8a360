import { and, asc, desc, eq, isNull, lt } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import type { OfferComposition, PrescribedMedicine, StoreCode } from '@apteek/domain';

const { prescriptionOfferRequest: request } = schema;

/** A request for an offer as the queue keeps it: no personal code, no name. */
export interface OfferRequest {
  id: number;
  orderCode: string;
  prescriptionNumber: string;
  storeCode: StoreCode;
  medicine: PrescribedMedicine;
  title: string;
  qty: number;
  rate: number;
  patientAge: number | null;
  requestedAt: Date;
}

export type NewOfferRequest = Omit<OfferRequest, 'id'>;

/** Who answered: a pharmacist (by staff id) or the automatic composer. */
export type OfferAnswerer = { by: 'pharmacist'; staffId: number } | { by: 'automatic' };

/** Answered requests stay a day, like the offers a customer was shown (prescription_offer). */
const KEEP_ANSWERED_MS = 24 * 60 * 60_000;

const columns = {
  id: request.id,
  orderCode: request.orderCode,
  prescriptionNumber: request.prescriptionNumber,
  storeCode: request.storeCode,
  medicine: request.medicine,
  title: request.title,
  qty: request.qty,
  rate: request.rate,
  patientAge: request.patientAge,
  requestedAt: request.requestedAt,
};

const toRequest = (row: typeof request.$inferSelect | Record<keyof typeof columns, unknown>) =>
  row as OfferRequest;

/**
 * A new request, waiting (answered null) or answered at once. A waiting request of the same
 * prescription for the same cart is answered by the newer one: the customer asked again.
 */
export async function insertOfferRequest(
  db: Db,
  input: NewOfferRequest,
  answer: { answerer: OfferAnswerer; composition: OfferComposition } | null,
): Promise<number> {
  const at = input.requestedAt;
  await db
    .delete(request)
    .where(
      and(
        eq(request.orderCode, input.orderCode),
        eq(request.prescriptionNumber, input.prescriptionNumber),
        isNull(request.answeredAt),
      ),
    );
  await db.delete(request).where(lt(request.requestedAt, new Date(at.getTime() - KEEP_ANSWERED_MS)));
  const [row] = await db
    .insert(request)
    .values({ ...input, ...(answer ? answerColumns(answer.answerer, answer.composition, at) : {}) })
    .returning({ id: request.id });
  return row!.id;
}

function answerColumns(answerer: OfferAnswerer, composition: OfferComposition, at: Date) {
  return {
    answeredAt: at,
    answeredBy: answerer.by,
    answeredByStaffId: answerer.by === 'pharmacist' ? answerer.staffId : null,
    result: composition.result,
    offers: composition.offers,
  };
}

/** The requests still waiting, oldest first. */
export async function waitingOfferRequests(db: Db): Promise<OfferRequest[]> {
  const rows = await db
    .select(columns)
    .from(request)
    .where(isNull(request.answeredAt))
    .orderBy(asc(request.requestedAt), asc(request.id));
  return rows.map(toRequest);
}

export async function findWaitingOfferRequest(db: Db, id: number): Promise<OfferRequest | null> {
  const [row] = await db
    .select(columns)
    .from(request)
    .where(and(eq(request.id, id), isNull(request.answeredAt)));
  return row ? toRequest(row) : null;
}

/** Waiting requests asked before `before`: the automatic composer's to answer. */
export async function overdueOfferRequests(db: Db, before: Date): Promise<OfferRequest[]> {
  const rows = await db
    .select(columns)
    .from(request)
    .where(and(isNull(request.answeredAt), lt(request.requestedAt, before)));
  return rows.map(toRequest);
}

/**
 * Answers a waiting request with one conditional update, so a pharmacist and the fallback (or two
 * pharmacists) never both answer it; false when it was answered already.
 */
export async function answerOfferRequest(
  db: Db,
  id: number,
  answerer: OfferAnswerer,
  composition: OfferComposition,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(request)
    .set(answerColumns(answerer, composition, at))
    .where(and(eq(request.id, id), isNull(request.answeredAt)))
    .returning({ id: request.id });
  return rows.length === 1;
}

/** The latest answer to a cart's request for one prescription, if it was answered. */
export async function answeredOffer(
  db: Db,
  orderCode: string,
  prescriptionNumber: string,
): Promise<OfferComposition | null> {
  const [row] = await db
    .select({ result: request.result, offers: request.offers, answeredAt: request.answeredAt })
    .from(request)
    .where(and(eq(request.orderCode, orderCode), eq(request.prescriptionNumber, prescriptionNumber)))
    .orderBy(desc(request.id))
    .limit(1);
  // The row holds what a composition held: no offers exactly when NoSuitableMedicine.
  return row?.answeredAt && row.result
    ? ({ result: row.result, offers: row.offers ?? [] } as OfferComposition)
    : null;
}
