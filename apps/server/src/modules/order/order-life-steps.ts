import { randomInt, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { schema, type Db } from '@apteek/db';
import {
  DomainError,
  carrierTrackingUrl,
  stepLife,
  type CarrierCode,
  type Language,
  type LifeActor,
  type LifeEffect,
  type LifeInput,
  type LifeRefusal,
  type OrderLife,
} from '@apteek/domain';
import type { Mailer } from '../mail/index.ts';
import type { ProviderCode, Refunder } from '../payment/index.ts';
import { orderLifeMail, type LifeNews } from './order-life-mail.ts';
import { orderPageLink } from './order-link.ts';
import { consumeAll, insertRefund, lifeOf, recordEvent, refundablePayments } from './order-life-store.ts';
import { findOrder, listLines, lockOrder, reservationsOf, type OrderRow } from './order-queries.ts';
import { releaseAll } from './order-stock.ts';
import { creditCancellation } from './order-credit-notes.ts';
import { issueDocuments } from './order-documents.ts';
import type { RegisteredShipment, ShipmentPort } from './order-shipments.ts';

const { salesOrder } = schema;

export interface LifeDeps {
  db: Db;
  mailer: Mailer;
  refunds: Refunder;
  shipments: ShipmentPort;
  now: () => Date;
  /** The shop's public address (PUBLIC_URL): the mails link to the order's page under it. */
  publicUrl?: string | null | undefined;
}

/** Who takes a step: an actor of the life machine, and the staff member when it is one. */
export interface LifeWho {
  actor: LifeActor;
  staffId: number | null;
}

/** A step staff or a customer asks for; hand-over and pickup codes are made by the server. */
export type AskedStep =
  | { type: 'startPicking' | 'pack' | 'handOver' | 'readyForPickup' | 'deliver' | 'collect' }
  | { type: 'cancel'; reason?: string | undefined }
  | { type: 'return'; amount: number };

const REFUSALS: Record<LifeRefusal, () => DomainError> = {
  forbidden: () => new DomainError('staff_forbidden'),
  tooLateToCancel: () => new DomainError('order_not_cancellable'),
  notNow: () => new DomainError('order_step_refused'),
  invalidAmount: () =>
    new DomainError('invalid_request', {
      errors: [{ field: 'amount', message: 'The amount is more than is left to refund.' }],
    }),
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Sends `amount` back through the transactions that paid the order, each up to what is left of it. */
async function refund(deps: LifeDeps, tx: Db, order: OrderRow, amount: number): Promise<void> {
  let owed = amount;
  for (const payment of await refundablePayments(tx, order.id)) {
    const part = Math.min(owed, payment.refundable);
    if (part <= 0) continue;
    const stamp = randomUUID();
    const provider = payment.provider as ProviderCode;
    const answer = await deps.refunds({
      provider,
      transactionId: payment.transactionId,
      amount: part,
      stamp,
      orderNumber: order.orderNumber,
    });
    await insertRefund(tx, {
      orderId: order.id,
      provider,
      transactionId: payment.transactionId,
      stamp,
      providerRefundId: answer.providerRefundId,
      amount: part,
      status: answer.status,
    });
    owed -= part;
  }
}

async function perform(
  deps: LifeDeps,
  tx: Db,
  order: OrderRow,
  effects: LifeEffect[],
  news: LifeNews | null,
) {
  for (const effect of effects) {
    switch (effect.type) {
      case 'releaseStock':
        await releaseAll(tx, await reservationsOf(tx, order));
        break;
      case 'consumeStock':
        await consumeAll(tx, await reservationsOf(tx, order));
        break;
      case 'refund':
        await refund(deps, tx, order, effect.amount);
        break;
      case 'notify':
        if (news)
          await deps.mailer.send(orderLifeMail(order, news, orderPageLink(order, deps.publicUrl)), {
            db: tx,
          });
        break;
      case 'reserveStock':
        // Only a late payment revives an order, and the payment path reserves its stock itself.
        throw new Error('A reservation is made by the payment that revives the order');
      default:
        effect satisfies never;
    }
  }
}

/** What the row keeps of a step, besides its stage. */
function inputFor(
  order: OrderRow,
  asked: AskedStep,
  shipment: RegisteredShipment | undefined,
): { input: LifeInput; row: Partial<OrderRow> } {
  switch (asked.type) {
    case 'handOver': {
      if (!shipment) throw new DomainError('order_step_refused');
      return {
        input: { type: 'handOver', trackingNumber: shipment.trackingNumber },
        row: {
          trackingNumber: shipment.trackingNumber,
          shippingLabel: shipment.labelPdf.toString('base64'),
        },
      };
    }
    case 'readyForPickup': {
      const pickupCode = String(randomInt(100000, 1000000));
      return { input: { type: 'readyForPickup', pickupCode }, row: { pickupCode } };
    }
    case 'cancel':
      return {
        input: { type: 'cancel' },
        row: {
          status: 'Cancelled',
          paymentStatus: order.paymentStatus === 'pending' ? 'cancelled' : order.paymentStatus,
          cancelReason: asked.reason ?? null,
        },
      };
    case 'return':
      return { input: { type: 'return', amount: asked.amount }, row: {} };
    case 'deliver':
    case 'collect':
      // Cash on delivery is paid as the parcel or the pickup is handed over: paid from then on.
      return {
        input: { type: asked.type },
        row:
          order.paymentMethod === 'cashondelivery' && order.paymentStatus === 'pending'
            ? { paymentStatus: 'paid' }
            : {},
      };
    default:
      return { input: { type: asked.type }, row: {} };
  }
}

function newsOf(
  after: OrderLife,
  before: OrderLife,
  row: Partial<OrderRow>,
  order: OrderRow,
): LifeNews | null {
  const refunded = after.refundedTotal - before.refundedTotal;
  switch (after.stage) {
    case 'cancelled':
    case 'returned':
      return { stage: after.stage, refunded };
    case 'handedToCarrier':
      return { stage: 'handedToCarrier', trackingNumber: row.trackingNumber ?? order.trackingNumber ?? '' };
    case 'readyForPickup':
      return { stage: 'readyForPickup', pickupCode: row.pickupCode ?? order.pickupCode ?? '' };
    default:
      return null;
  }
}

/**
 * Takes one step of an order's life in one transaction on the locked order row: the machine
 * decides, the row and the timeline change, and the effects (stock, refund, the customer's mail)
 * happen before it commits. A refund the provider refuses rolls everything back, so a cancel
 * either happened with its refund asked for, or did not happen. Two requests on the same order
 * queue on the row lock; the second sees the first's stage.
 */
export function orderLifeSteps(deps: LifeDeps) {
  return {
    /**
     * After the expiry sweep cancelled an order (in its transaction, given here): whatever was paid
     * for it goes back through the provider that took it, and the customer is told in the store's
     * language, with the sum refunded. A refund the provider refuses rolls the cancel back.
     */
    expired: {
      async inTransaction(order: OrderRow, tx: Db): Promise<void> {
        const owed = (await refundablePayments(tx, order.id)).reduce((sum, paid) => sum + paid.refundable, 0);
        if (owed > 0) {
          await refund(deps, tx, order, owed);
          await creditCancellation(tx, order, deps.now());
        }
        const news: LifeNews = { stage: 'cancelled', refunded: owed };
        await deps.mailer.send(orderLifeMail(order, news, orderPageLink(order, deps.publicUrl)), { db: tx });
      },
      afterCommit: () => deps.mailer.kick(),
    },
    /** The carriers the hand-over registers parcels with and the tracking asks (order-tracking.ts). */
    shipments: deps.shipments,
    /** The parcel's public tracking page: its sandbox's in test mode, else the carrier's own. */
    trackingUrl: (carrier: CarrierCode, trackingNumber: string, language: Language): Promise<string> =>
      deps.shipments.trackingUrl?.(carrier, trackingNumber, language) ??
      Promise.resolve(carrierTrackingUrl(carrier, trackingNumber, language)),
    /** The order's page with its code, as every mail about the order links to it (none without PUBLIC_URL). */
    pageLink: (order: Pick<OrderRow, 'id' | 'orderCode' | 'storeCode'>) =>
      orderPageLink(order, deps.publicUrl),
    /**
     * One step on the order, checked by `hooks.check` on the locked row first (the customer's
     * ownership, the pharmacist's list); `hooks.after` adds to the same transaction, and
     * `hooks.mail: false` leaves the customer's mail to it. Answers the order as it now is.
     */
    async take(orderId: string, asked: AskedStep, who: LifeWho, hooks: TakeHooks = {}): Promise<OrderRow> {
      const shipment = asked.type === 'handOver' ? await registerParcel(deps, orderId, who) : undefined;
      const updated = await deps.db.transaction(async (tx) => {
        const order = UUID.test(orderId) ? await lockOrder(tx, orderId) : undefined;
        if (!order) throw new DomainError('order_not_found');
        await hooks.check?.(order, tx);
        // Picking starts once nothing waits for a pharmacist: a payment to look at, a prescription to check.
        if (asked.type === 'startPicking' && (await waitsForPharmacist(tx, order)))
          throw new DomainError('order_step_refused');
        const life = await lifeOf(tx, order);
        // Refused before anything outside is asked (the carrier registers nothing for a cancelled order).
        const preview = stepLife(life, previewInput(order, asked), who.actor);
        if (!preview.ok) throw REFUSALS[preview.refusal]();
        const { input, row } = inputFor(order, asked, shipment);
        const step = stepLife(life, input, who.actor);
        if (!step.ok) throw REFUSALS[step.refusal]();
        const at = deps.now();
        const changes = { ...row, lifeStage: step.life.stage };
        await tx
          .update(salesOrder)
          .set({ ...changes, updatedAt: sql`now()` })
          .where(eq(salesOrder.id, order.id));
        const details = detailsOf(changes, step.life.refundedTotal - life.refundedTotal);
        await recordEvent(tx, { orderId: order.id, stage: step.life.stage, ...who, at, details });
        const next = { ...order, ...changes };
        const news = hooks.mail === false ? null : newsOf(step.life, life, row, order);
        await perform(deps, tx, next, step.effects, news);
        // A cancellation that refunds a documented payment is corrected by a credit note (a return's by its own hook).
        if (asked.type === 'cancel' && step.life.refundedTotal > life.refundedTotal)
          await creditCancellation(tx, next, at);
        // The receipt of a payment taken at the door or the counter, numbered as it is taken.
        if (row.paymentStatus === 'paid') await issueDocuments(tx, next, at);
        await hooks.after?.(next, tx);
        return next;
      });
      deps.mailer.kick();
      return updated;
    },
  };
}

export type OrderLifeSteps = ReturnType<typeof orderLifeSteps>;

/**
 * A hand-over registers the parcel with its carrier before the order's transaction, never inside
 * it: a carrier's answer can take seconds, and the order's row stays locked for no one meanwhile.
 * The stage is checked first, so a cancelled or already handed-over order registers nothing; the
 * transaction checks it again, and in the rare race it loses the parcel stays unused at the carrier.
 */
async function registerParcel(deps: LifeDeps, orderId: string, who: LifeWho): Promise<RegisteredShipment> {
  const order = UUID.test(orderId) ? await findOrder(deps.db, orderId) : undefined;
  if (!order) throw new DomainError('order_not_found');
  const preview = stepLife(
    await lifeOf(deps.db, order),
    previewInput(order, { type: 'handOver' }),
    who.actor,
  );
  if (!preview.ok) throw REFUSALS[preview.refusal]();
  return deps.shipments.register(order);
}

export interface TakeHooks {
  check?: (order: OrderRow, tx: Db) => Promise<void> | void;
  after?: (order: OrderRow, tx: Db) => Promise<void>;
  mail?: boolean;
}

/** ManualCheck, or prescription lines no pharmacist has checked. */
async function waitsForPharmacist(tx: Db, order: OrderRow): Promise<boolean> {
  if (order.status === 'ManualCheck') return true;
  if (order.checkedAt !== null) return false;
  return (await listLines(tx, [order.id])).some((line) => line.prescriptionNumber !== null);
}

/** The input with placeholders for what the server makes only once the step is allowed. */
function previewInput(order: OrderRow, asked: AskedStep): LifeInput {
  switch (asked.type) {
    case 'handOver':
      return { type: 'handOver', trackingNumber: order.shippingType === 'Pickup' ? '' : 'preview' };
    case 'readyForPickup':
      return { type: 'readyForPickup', pickupCode: 'preview' };
    case 'cancel':
      return { type: 'cancel' };
    case 'return':
      return { type: 'return', amount: asked.amount };
    default:
      return { type: asked.type };
  }
}

/** What the timeline keeps of a step: never health data, never the label. */
function detailsOf(changes: Partial<OrderRow>, refunded: number): Record<string, unknown> | null {
  const details: Record<string, unknown> = {};
  if (changes.trackingNumber) details.trackingNumber = changes.trackingNumber;
  if (refunded > 0) details.refunded = refunded;
  return Object.keys(details).length > 0 ? details : null;
}
