import { eq } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  DomainError,
  RETURN_MESSAGES,
  checkReturn,
  refundable,
  returnWindow,
  returnableUnits,
  stepReturn,
  withdrawalDeadline,
  type ReturnDecision,
  type OrderReturnsAnswer,
  type StaffReturnAnswer,
} from '@apteek/domain';
import type { Mailer } from '../mail/index.ts';
import type { LifeWho, OrderLifeSteps } from './order-life-steps.ts';
import { creditReturn } from './order-credit-notes.ts';
import { recordEvent } from './order-life-store.ts';
import { findOrder, listLines, lockOrder, type OrderRow } from './order-queries.ts';
import { orderReturnMail, type ReturnNews } from './order-return-mail.ts';
import {
  isCashOnDelivery,
  requestAnswer,
  returnOrderOf,
  returnsOf,
  staffAnswers,
  type ReturnRow,
} from './order-returns-store.ts';
import { isOwner } from './order-view.ts';

const { salesOrderReturn, salesOrderReturnLine } = schema;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReturnAskBody {
  reason: string;
  lines: { lineId: number; qty: number; unopened?: boolean | undefined }[];
}

type Caller = { customerId: number | null; orderCode?: string | undefined };

interface ReturnDeps {
  db: Db;
  life: OrderLifeSteps;
  mailer: Mailer;
  now: () => Date;
}

/** The order's return window, its lines' returnable units and its requests. */
async function view(deps: ReturnDeps, tx: Db, order: OrderRow): Promise<OrderReturnsAnswer> {
  const { rules, lines, returns, returnLines } = await returnOrderOf(tx, order);
  const window = returnWindow(rules, deps.now());
  return {
    window: {
      open: window.open,
      deadline: window.deadline?.toISOString() ?? null,
      refusal: window.open ? null : RETURN_MESSAGES[window.refusal],
    },
    lines: rules.lines.map((line) => {
      const bought = lines.find((candidate) => candidate.id === line.lineId)!;
      return {
        lineId: line.lineId,
        sku: bought.sku,
        name: bought.name,
        qty: line.qty,
        returnable: window.open ? returnableUnits(line) : 0,
        kind: line.kind,
      };
    }),
    requests: returns.map((row) => requestAnswer(row, returnLines, lines)),
  };
}

/** The order's owner (session or code), as the order page reads it; 404 for anyone else. */
async function ownedOrFail(deps: ReturnDeps, orderId: string, caller: Caller): Promise<OrderRow> {
  const order = UUID.test(orderId) ? await findOrder(deps.db, orderId) : undefined;
  if (!order || order.anonymisedAt || !isOwner(order, caller)) throw new DomainError('order_not_found');
  return order;
}

/** The request's row locked, refused unless staff's step may be taken from its state now. */
async function lockFor(tx: Db, returnId: number, decision: ReturnDecision): Promise<ReturnRow> {
  const [row] = await tx
    .select()
    .from(salesOrderReturn)
    .where(eq(salesOrderReturn.id, returnId))
    .for('update');
  if (!row || !stepReturn(row.state, decision)) throw new DomainError('return_not_open');
  return row;
}

/** The request's units by name, as its mails list them. */
async function unitsOf(tx: Db, row: ReturnRow): Promise<ReturnNews['lines']> {
  const [lines, { lines: returnLines }] = await Promise.all([
    listLines(tx, [row.orderId]),
    returnsOf(tx, { returnIds: [row.id] }),
  ]);
  return requestAnswer(row, returnLines, lines).lines.map(({ name, qty }) => ({ name, qty }));
}

async function sendMail(deps: ReturnDeps, tx: Db, order: OrderRow, news: ReturnNews): Promise<void> {
  await deps.mailer.send(orderReturnMail(order, news, deps.life.pageLink(order)), { db: tx });
}

/** The customer's withdrawal from the chosen units: refused as a whole, or recorded and acknowledged by mail. */
async function request(
  deps: ReturnDeps,
  orderId: string,
  caller: Caller,
  ask: ReturnAskBody,
): Promise<OrderReturnsAnswer> {
  await ownedOrFail(deps, orderId, caller);
  const answer = await deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) throw new DomainError('order_not_found');
    const { rules } = await returnOrderOf(tx, order);
    const at = deps.now();
    const check = checkReturn(rules, ask, at);
    if (!check.ok) throw new DomainError('return_refused', { reason: check.refusal, lineId: check.lineId });
    const [row] = await tx
      .insert(salesOrderReturn)
      .values({
        orderId: order.id,
        state: 'requested',
        reason: ask.reason,
        amount: check.amount,
        requestedAt: at,
      })
      .returning();
    await tx
      .insert(salesOrderReturnLine)
      .values(check.lines.map((line) => ({ returnId: row!.id, orderLineId: line.lineId, qty: line.qty })));
    await recordEvent(tx, {
      orderId: order.id,
      stage: order.lifeStage,
      actor: 'customer',
      at,
      details: { returnId: row!.id, return: 'requested' },
    });
    const lines = await unitsOf(tx, row!);
    await sendMail(deps, tx, order, { step: 'requested', at, lines });
    return view(deps, tx, order);
  });
  deps.mailer.kick();
  return answer;
}

/**
 * Staff accept the request: the customer is mailed how and where to send the goods back and by
 * when; nothing is refunded until they arrive. On the order's timeline, in its row lock.
 */
async function accept(deps: ReturnDeps, returnId: number, who: LifeWho): Promise<StaffReturnAnswer> {
  await decide(deps, returnId, who, 'accept', async (tx, order, row, at) => {
    const [accepted] = await tx
      .update(salesOrderReturn)
      .set({ state: 'accepted', decidedAt: at, decidedBy: who.staffId })
      .where(eq(salesOrderReturn.id, returnId))
      .returning();
    await sendMail(deps, tx, order, {
      step: 'accepted',
      amount: row.amount,
      sendBy: withdrawalDeadline(row.requestedAt),
      lines: await unitsOf(tx, accepted!),
    });
  });
  return (await staffAnswers(deps.db, { returnId }))[0]!;
}

/**
 * The goods arrived: the order steps to `returned` with the refund, in the order's transaction
 * (the life steps' refund through the provider that took the payment; for cash on delivery the
 * refund is recorded to be paid by hand), and a credit note corrects the order's receipt or
 * invoice. Two staff confirming at once queue on the order's row: the second finds it received.
 */
async function receive(deps: ReturnDeps, returnId: number, who: LifeWho): Promise<StaffReturnAnswer> {
  const [found] = await deps.db.select().from(salesOrderReturn).where(eq(salesOrderReturn.id, returnId));
  if (!found || !stepReturn(found.state, 'receive')) throw new DomainError('return_not_open');
  const order = await findOrder(deps.db, found.orderId);
  if (!order) throw new DomainError('return_not_open');
  const refund = refundable(found.amount, (await returnOrderOf(deps.db, order)).rules);
  const manual = isCashOnDelivery(order);
  await deps.life.take(order.id, { type: 'return', amount: manual ? 0 : refund }, who, {
    mail: false,
    check: async (_locked, tx) => {
      await lockFor(tx, returnId, 'receive');
    },
    after: async (locked, tx) => {
      const at = deps.now();
      const [row] = await tx
        .update(salesOrderReturn)
        .set({
          state: 'received',
          refunded: refund,
          refundBy: manual ? 'manual' : 'provider',
          receivedAt: at,
          receivedBy: who.staffId,
        })
        .where(eq(salesOrderReturn.id, returnId))
        .returning();
      await creditReturn(tx, locked, row!, at);
      const lines = await unitsOf(tx, row!);
      await sendMail(deps, tx, locked, { step: 'received', refunded: refund, manual, lines });
    },
  });
  return (await staffAnswers(deps.db, { returnId }))[0]!;
}

/** A decision that refunds nothing (accept, refuse): on the locked order and request, recorded on the timeline. */
async function decide(
  deps: ReturnDeps,
  returnId: number,
  who: LifeWho,
  decision: Exclude<ReturnDecision, 'receive'>,
  apply: (tx: Db, order: OrderRow, row: ReturnRow, at: Date) => Promise<void>,
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [found] = await tx.select().from(salesOrderReturn).where(eq(salesOrderReturn.id, returnId));
    const order = found ? await lockOrder(tx, found.orderId) : undefined;
    if (!order) throw new DomainError('return_not_open');
    const row = await lockFor(tx, returnId, decision);
    const at = deps.now();
    await apply(tx, order, row, at);
    await recordEvent(tx, {
      orderId: order.id,
      stage: order.lifeStage,
      actor: who.actor,
      staffId: who.staffId,
      at,
      details: { returnId, return: stepReturn(row.state, decision)!.state },
    });
  });
  deps.mailer.kick();
}

/** Staff refuse the request, before or on the goods' arrival, with a reason the customer reads; its units may be asked back again. */
async function refuse(
  deps: ReturnDeps,
  returnId: number,
  who: LifeWho,
  reason: string,
): Promise<StaffReturnAnswer> {
  await decide(deps, returnId, who, 'refuse', async (tx, order, _row, at) => {
    const [row] = await tx
      .update(salesOrderReturn)
      .set({ state: 'refused', refunded: 0, refusalReason: reason, decidedAt: at, decidedBy: who.staffId })
      .where(eq(salesOrderReturn.id, returnId))
      .returning();
    await sendMail(deps, tx, order, { step: 'refused', reason, lines: await unitsOf(tx, row!) });
  });
  return (await staffAnswers(deps.db, { returnId }))[0]!;
}

/**
 * Returns: the customer asks back units of an order's non-medicine lines within the withdrawal
 * period (the domain's returns.ts decides); staff accept (the customer is told how to send the
 * goods back), then confirm the goods' arrival (the order steps to `returned` with its refund and
 * credit note), or refuse with a reason. Each step is in the order's timeline and mailed to the
 * customer in the store's language; each locks the order's row.
 */
export function orderReturns(deps: ReturnDeps) {
  return {
    forOrder: async (orderId: string, caller: Caller) =>
      view(deps, deps.db, await ownedOrFail(deps, orderId, caller)),
    request: (orderId: string, caller: Caller, ask: ReturnAskBody) => request(deps, orderId, caller, ask),
    /** The open requests (to accept, or waiting for their goods), oldest first, for the staff's fulfilment page. */
    open: () => staffAnswers(deps.db, { open: true }),
    accept: (returnId: number, who: LifeWho) => accept(deps, returnId, who),
    receive: (returnId: number, who: LifeWho) => receive(deps, returnId, who),
    refuse: (returnId: number, who: LifeWho, reason: string) => refuse(deps, returnId, who, reason),
  };
}

export type OrderReturnsService = ReturnType<typeof orderReturns>;
