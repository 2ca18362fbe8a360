/**
 * An order's life after it is placed, as one pure state machine: the server locks the order,
 * reads its life, asks `stepLife` and performs the effects in the same transaction, so every
 * path (the customer, the pharmacist, the warehouse, the payment, the expiry sweep) goes through
 * the same table of allowed steps and two people acting at once end in exactly one of the two.
 */

/**
 * placed: waits for its payment or a pharmacist's approval; paid: paid, or accepted without a
 * payment (cash on delivery), the pharmacy may fulfil it; picking and packed in the pharmacy;
 * then handed to the carrier and delivered, or ready for pickup and collected. Cancelled before
 * it leaves the pharmacy, returned after it reached the customer.
 */
export const LIFE_STAGES = [
  'placed',
  'paid',
  'picking',
  'packed',
  'handedToCarrier',
  'delivered',
  'readyForPickup',
  'collected',
  'cancelled',
  'returned',
] as const;
export type LifeStage = (typeof LIFE_STAGES)[number];

/** Who takes a step: the expiry sweep and the payment provider's messages are the system's own. */
export const LIFE_ACTORS = ['customer', 'pharmacist', 'warehouse', 'system', 'expiry'] as const;
export type LifeActor = (typeof LIFE_ACTORS)[number];

/** What the machine needs to know of an order; money in cents. */
export interface OrderLife {
  stage: LifeStage;
  /** By a carrier (courier, parcel machine) or collected at the pharmacy. */
  delivery: 'carrier' | 'pickup';
  /** What the customer paid through a provider; cash on delivery pays nothing in advance. */
  paidTotal: number;
  /** What has been sent back; never more than was paid. */
  refundedTotal: number;
  /** The order holds reserved units of its products (from placement until they leave the pharmacy). */
  holdsStock: boolean;
}

export type LifeInput =
  /** A verified payment; `accepted`: the order was waiting for it and the amount is right. */
  | { type: 'pay'; amount: number; accepted: boolean }
  /** Accepted without a payment: cash on delivery, or a pharmacist's approval of a checked order. */
  | { type: 'accept' }
  /** A payment after the expiry released the stock, which could be reserved again. */
  | { type: 'revive'; amount: number }
  | { type: 'startPicking' }
  | { type: 'pack' }
  | { type: 'handOver'; trackingNumber: string }
  | { type: 'readyForPickup'; pickupCode: string }
  | { type: 'deliver' }
  | { type: 'collect' }
  | { type: 'cancel' }
  /** Staff accept goods sent back after delivery; `amount` is what their return is worth. */
  | { type: 'return'; amount: number };
export type LifeInputType = LifeInput['type'];

export type LifeEffect =
  | { type: 'releaseStock' }
  | { type: 'reserveStock' }
  /** The goods left the pharmacy: the reservation becomes a sale. */
  | { type: 'consumeStock' }
  | { type: 'refund'; amount: number }
  | { type: 'notify'; stage: LifeStage };

export type LifeRefusal =
  /** This actor may never take this step. */
  | 'forbidden'
  /** A customer's cancel once the order is packed. */
  | 'tooLateToCancel'
  /** Not a step from the order's stage (or the wrong kind of delivery for it). */
  | 'notNow'
  | 'invalidAmount';

export type LifeStep =
  { ok: true; life: OrderLife; effects: LifeEffect[] } | { ok: false; refusal: LifeRefusal };

interface Rule {
  from: readonly LifeStage[];
  to: LifeStage;
  actors: readonly LifeActor[];
}

const STAFF = ['pharmacist', 'warehouse'] as const;

/** Every step but cancel: where it may start, where it leads, who may take it. */
const RULES: Record<Exclude<LifeInputType, 'cancel'>, Rule> = {
  pay: { from: ['placed'], to: 'paid', actors: ['system'] },
  accept: { from: ['placed'], to: 'paid', actors: ['system', 'pharmacist'] },
  revive: { from: ['cancelled'], to: 'paid', actors: ['system'] },
  startPicking: { from: ['paid'], to: 'picking', actors: STAFF },
  pack: { from: ['picking'], to: 'packed', actors: STAFF },
  handOver: { from: ['packed'], to: 'handedToCarrier', actors: STAFF },
  readyForPickup: { from: ['packed'], to: 'readyForPickup', actors: STAFF },
  deliver: { from: ['handedToCarrier'], to: 'delivered', actors: ['system', ...STAFF] },
  collect: { from: ['readyForPickup'], to: 'collected', actors: STAFF },
  // A later return of other units of an order already partly returned keeps it returned.
  return: { from: ['delivered', 'collected', 'returned'], to: 'returned', actors: STAFF },
};

/**
 * Who may cancel from where: the customer until the order is packed; the pharmacist until it
 * leaves the pharmacy (an uncollected pickup order too); the expiry sweep only an order nobody
 * has started on (unpaid, or cash on delivery the pharmacy never confirmed).
 */
export const CANCELLABLE_FROM: Record<LifeActor, readonly LifeStage[]> = {
  customer: ['placed', 'paid', 'picking'],
  pharmacist: ['placed', 'paid', 'picking', 'packed', 'readyForPickup'],
  warehouse: [],
  system: [],
  expiry: ['placed', 'paid'],
};

/** The customer hears of these steps. */
const NOTIFIED: readonly LifeStage[] = ['handedToCarrier', 'readyForPickup', 'cancelled', 'returned'];

const refuse = (refusal: LifeRefusal): LifeStep => ({ ok: false, refusal });

/** One step of an order's life, or why it is refused; the life given is never changed. */
export function stepLife(life: OrderLife, input: LifeInput, actor: LifeActor): LifeStep {
  if (input.type === 'cancel') return cancel(life, actor);
  const rule = RULES[input.type];
  if (!rule.actors.includes(actor)) return refuse('forbidden');
  if (!rule.from.includes(life.stage)) return refuse('notNow');
  switch (input.type) {
    case 'pay':
      return pay(life, input.amount, input.accepted);
    case 'revive':
      if (life.holdsStock || !isAmount(input.amount)) return refuse('notNow');
      return moved(life, 'paid', { paidTotal: life.paidTotal + input.amount, holdsStock: true }, [
        { type: 'reserveStock' },
      ]);
    case 'handOver':
      if (life.delivery !== 'carrier' || input.trackingNumber.trim() === '') return refuse('notNow');
      return moved(life, rule.to, { holdsStock: false }, [{ type: 'consumeStock' }]);
    case 'readyForPickup':
      if (life.delivery !== 'pickup' || input.pickupCode.trim() === '') return refuse('notNow');
      return moved(life, rule.to, {}, []);
    case 'collect':
      return moved(life, rule.to, { holdsStock: false }, [{ type: 'consumeStock' }]);
    case 'return':
      return giveBack(life, input.amount);
    case 'accept':
    case 'startPicking':
    case 'pack':
    case 'deliver':
      return moved(life, rule.to, {}, []);
    default:
      return input satisfies never;
  }
}

function pay(life: OrderLife, amount: number, accepted: boolean): LifeStep {
  if (!isAmount(amount)) return refuse('invalidAmount');
  const paidTotal = life.paidTotal + amount;
  // Money that came when it could not be accepted stays with the order for a person to decide.
  if (!accepted) return { ok: true, life: { ...life, paidTotal }, effects: [] };
  return moved(life, 'paid', { paidTotal }, []);
}

function cancel(life: OrderLife, actor: LifeActor): LifeStep {
  const allowed = CANCELLABLE_FROM[actor];
  if (allowed.length === 0) return refuse('forbidden');
  if (!allowed.includes(life.stage)) {
    const later = life.stage !== 'cancelled' && life.stage !== 'returned';
    return refuse(actor === 'customer' && later ? 'tooLateToCancel' : 'notNow');
  }
  const owed = life.paidTotal - life.refundedTotal;
  const effects: LifeEffect[] = [
    ...(life.holdsStock ? [{ type: 'releaseStock' } as const] : []),
    ...(owed > 0 ? [{ type: 'refund', amount: owed } as const] : []),
  ];
  return moved(life, 'cancelled', { holdsStock: false, refundedTotal: life.refundedTotal + owed }, effects);
}

function giveBack(life: OrderLife, amount: number): LifeStep {
  if (!isAmount(amount) || amount > life.paidTotal - life.refundedTotal) return refuse('invalidAmount');
  const effects: LifeEffect[] = amount > 0 ? [{ type: 'refund', amount }] : [];
  return moved(life, 'returned', { refundedTotal: life.refundedTotal + amount }, effects);
}

function moved(life: OrderLife, to: LifeStage, changes: Partial<OrderLife>, effects: LifeEffect[]): LifeStep {
  const notify = NOTIFIED.includes(to) ? [{ type: 'notify', stage: to } as const] : [];
  return { ok: true, life: { ...life, ...changes, stage: to }, effects: [...effects, ...notify] };
}

const isAmount = (amount: number) => Number.isSafeInteger(amount) && amount >= 0;

/** The stages an order reaches by the steps, in order: what a timeline may show and none skips. */
export const LIFE_NEXT: Readonly<Record<LifeStage, readonly LifeStage[]>> = {
  placed: ['paid', 'cancelled'],
  paid: ['picking', 'cancelled'],
  picking: ['packed', 'cancelled'],
  packed: ['handedToCarrier', 'readyForPickup', 'cancelled'],
  handedToCarrier: ['delivered'],
  delivered: ['returned'],
  readyForPickup: ['collected', 'cancelled'],
  collected: ['returned'],
  cancelled: ['paid'],
  returned: [],
};

/** The stages the fulfilment queue shows: paid and not yet out of the pharmacy's hands. */
export const FULFILMENT_STAGES: readonly LifeStage[] = ['paid', 'picking', 'packed', 'readyForPickup'];
