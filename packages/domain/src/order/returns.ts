import { PHARMACY_TYPE_CODES } from '../catalog/product-types.ts';
import type { LifeStage } from './order-life.ts';

/**
 * The right of withdrawal for goods bought online: what a customer may send back, until when and
 * for how much. Medicines have no return right (they leave the controlled supply chain at the
 * pharmacy); goods sealed for health or hygiene reasons come back only unopened; everything else
 * within 14 days of the customer taking the parcel. The refund is what the units
 * cost, the delivery too once the whole order is withdrawn, never more than was paid.
 */

/** Days from taking physical possession: the parcel delivered or collected at the pharmacy. */
export const WITHDRAWAL_DAYS = 14;

/** The shops' time zone (Estonia and Finland keep the same clock): a period ends at local midnight. */
export const WITHDRAWAL_TIME_ZONE = 'Europe/Tallinn';

/** The longest reason a customer or staff member writes. */
export const RETURN_REASON_MAX = 1000;

/**
 * How the return rules see an order line: `goods` anyone may send back, `sealed` goods
 * (hygiene products, cosmetics) only in their unopened package, `medicine` never, `notGoods`
 * (a service, a download, a product no longer in the catalogue) not through a return.
 */
export type ReturnKind = 'goods' | 'sealed' | 'medicine' | 'notGoods';

/** Why a return request is refused; RETURN_MESSAGES has the customer's text of each. */
export type ReturnRefusal =
  | 'notReceived'
  | 'periodOver'
  | 'medicine'
  | 'notGoods'
  | 'opened'
  | 'unknownLine'
  | 'tooMany'
  | 'alreadyRequested'
  | 'noLines';

/** The refusals' texts, in English; the storefront translates them as its keys. */
export const RETURN_MESSAGES: Record<ReturnRefusal, string> = {
  notReceived: 'Products can be returned once the order has been delivered or collected.',
  periodOver: 'The 14-day return period for this order has ended.',
  medicine: 'Medicines cannot be returned.',
  notGoods: 'This product cannot be returned.',
  opened: 'Hygiene products and cosmetics can be returned only in their unopened package.',
  unknownLine: 'This product is not in the order.',
  tooMany: 'You cannot return more than you bought.',
  alreadyRequested: 'A return has already been requested for these products.',
  noLines: 'Choose at least one product to return.',
};

/** The catalogue's groups (ProductTypeFilter) of medicines, and of goods returnable only sealed. */
const MEDICINE_GROUPS: readonly string[] = ['otc', 'prescription'];
const SEALED_GROUPS: readonly string[] = ['hygiene', 'cosmetics'];
const NOT_GOODS_GROUPS: readonly string[] = ['service', 'digital'];
const NOT_GOODS_TYPES: readonly string[] = ['virtual', 'downloadable'];

/**
 * The kind of an order line by its product as the catalogue describes it: a prescription line,
 * a medicine flag, an OTC or prescription type code or group is a medicine; a product gone from
 * the catalogue cannot be checked and is not returned through the shop.
 */
export function returnKindOf(
  product: { typeId: string; typeCode: number; isMedicine: boolean; group: string | null } | null,
  prescriptionNumber: string | null,
): ReturnKind {
  if (prescriptionNumber !== null) return 'medicine';
  if (!product) return 'notGoods';
  const medicineCode =
    product.typeCode === PHARMACY_TYPE_CODES.otc || product.typeCode === PHARMACY_TYPE_CODES.prescription;
  if (product.isMedicine || medicineCode || MEDICINE_GROUPS.includes(product.group ?? '')) return 'medicine';
  if (NOT_GOODS_TYPES.includes(product.typeId) || NOT_GOODS_GROUPS.includes(product.group ?? ''))
    return 'notGoods';
  if (SEALED_GROUPS.includes(product.group ?? '')) return 'sealed';
  return 'goods';
}

/** An order line as the rules see it; money in cents. */
export interface ReturnLine {
  lineId: number;
  /** Units bought. */
  qty: number;
  /** What the customer paid for the row: its price less its discount and the fund's share. */
  paid: number;
  kind: ReturnKind;
  /** Units already in a return request that is open or accepted. */
  claimed: number;
}

/** The order as the rules see it. */
export interface ReturnOrder {
  stage: LifeStage;
  /** When the customer took the goods (delivered or collected); null before. */
  receivedAt: Date | null;
  lines: readonly ReturnLine[];
  /** The delivery's price, refunded when the whole order is withdrawn. */
  shipping: number;
  /** What the customer paid (through a provider, or cash to the courier). */
  paidTotal: number;
  /** What has been refunded already. */
  refundedTotal: number;
}

/** What the customer asks to send back; `unopened` confirms a sealed product's package is intact. */
export interface ReturnAsk {
  lines: readonly { lineId: number; qty: number; unopened?: boolean | undefined }[];
}

export type ReturnCheck =
  | { ok: true; lines: { lineId: number; qty: number }[]; amount: number }
  | { ok: false; refusal: ReturnRefusal; lineId?: number };

const RECEIVED: readonly LifeStage[] = ['delivered', 'collected', 'returned'];

/** A date's calendar day (YYYY-MM-DD) in a time zone. */
function localDay(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** How far a time zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetAt(at: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(at);
  const part = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - Math.floor(at.getTime() / 1000) * 1000;
}

/**
 * The end of the withdrawal period: the period starts the day after the goods were taken and ends
 * at the end of its 14th day, by the shop's clock (so a parcel taken at 23:50 loses no day).
 */
export function withdrawalDeadline(receivedAt: Date, timeZone = WITHDRAWAL_TIME_ZONE): Date {
  const [year, month, day] = localDay(receivedAt, timeZone).split('-').map(Number) as [
    number,
    number,
    number,
  ];
  const midnightUtc = Date.UTC(year, month - 1, day + WITHDRAWAL_DAYS + 1);
  // The local midnight as an instant: the offset read near it, then again at it (a clock change between).
  const guess = midnightUtc - offsetAt(new Date(midnightUtc), timeZone);
  return new Date(midnightUtc - offsetAt(new Date(guess), timeZone));
}

/** Whether the order may still be withdrawn from now: received, and within its period. */
export function returnWindow(
  order: Pick<ReturnOrder, 'stage' | 'receivedAt'>,
  now: Date,
  timeZone = WITHDRAWAL_TIME_ZONE,
):
  | { open: true; deadline: Date }
  | { open: false; refusal: 'notReceived' | 'periodOver'; deadline: Date | null } {
  if (!RECEIVED.includes(order.stage) || order.receivedAt === null)
    return { open: false, refusal: 'notReceived', deadline: null };
  const deadline = withdrawalDeadline(order.receivedAt, timeZone);
  if (now.getTime() >= deadline.getTime()) return { open: false, refusal: 'periodOver', deadline };
  return { open: true, deadline };
}

/** What returning `qty` more units of a line is worth when `claimed` were returned before: all units together cost exactly `paid`. */
export function unitsValue(line: Pick<ReturnLine, 'qty' | 'paid'>, claimed: number, qty: number): number {
  const upTo = (units: number) => Math.floor((Math.max(line.paid, 0) * units) / line.qty);
  return upTo(claimed + qty) - upTo(claimed);
}

/** How many units of each line the customer may still ask to return (0 for medicines and the like). */
export function returnableUnits(line: ReturnLine): number {
  return line.kind === 'goods' || line.kind === 'sealed' ? Math.max(line.qty - line.claimed, 0) : 0;
}

/**
 * A customer's return request checked against the order: received and within the period, each
 * line in the order, of a kind that may come back (sealed goods only unopened), no more units than
 * bought and not already claimed. The amount is what the units cost, plus the delivery when the
 * request completes the withdrawal of every unit, and never more than is left of what was paid.
 */
export function checkReturn(
  order: ReturnOrder,
  ask: ReturnAsk,
  now: Date,
  timeZone = WITHDRAWAL_TIME_ZONE,
): ReturnCheck {
  const window = returnWindow(order, now, timeZone);
  if (!window.open) return { ok: false, refusal: window.refusal };
  const asked = new Map<number, { qty: number; unopened: boolean }>();
  for (const { lineId, qty, unopened } of ask.lines) {
    if (qty === 0) continue;
    const before = asked.get(lineId);
    asked.set(lineId, {
      qty: (before?.qty ?? 0) + qty,
      unopened: (before?.unopened ?? true) && unopened === true,
    });
  }
  if (asked.size === 0) return { ok: false, refusal: 'noLines' };
  let amount = 0;
  const lines: { lineId: number; qty: number }[] = [];
  for (const [lineId, { qty, unopened }] of [...asked].sort(([a], [b]) => a - b)) {
    const line = order.lines.find((candidate) => candidate.lineId === lineId);
    const refuse = (refusal: ReturnRefusal): ReturnCheck => ({ ok: false, refusal, lineId });
    if (!line || !Number.isSafeInteger(qty) || qty < 0) return refuse('unknownLine');
    if (line.kind === 'medicine' || line.kind === 'notGoods') return refuse(line.kind);
    if (line.kind === 'sealed' && !unopened) return refuse('opened');
    if (qty > line.qty) return refuse('tooMany');
    if (qty > line.qty - line.claimed) return refuse('alreadyRequested');
    amount += unitsValue(line, line.claimed, qty);
    lines.push({ lineId, qty });
  }
  const everything = order.lines.every(
    (line) => line.claimed + (asked.get(line.lineId)?.qty ?? 0) >= line.qty,
  );
  if (everything) amount += Math.max(order.shipping, 0);
  return { ok: true, lines, amount: refundable(amount, order) };
}

/** A refund capped by what is left of the payment: the refunded total never exceeds the paid total. */
export function refundable(amount: number, order: Pick<ReturnOrder, 'paidTotal' | 'refundedTotal'>): number {
  return Math.max(Math.min(amount, order.paidTotal - order.refundedTotal), 0);
}

/**
 * A return request's state: asked by the customer; accepted by staff (the customer is told how and
 * where to send the goods back); received, when the goods arrived and the refund was made; or
 * refused by staff with a reason, before the goods arrive or on their arrival.
 */
export const RETURN_STATES = ['requested', 'accepted', 'received', 'refused'] as const;
export type ReturnState = (typeof RETURN_STATES)[number];

/** The states in which a request still waits for staff (its units stay claimed meanwhile). */
export const OPEN_RETURN_STATES: readonly ReturnState[] = ['requested', 'accepted'];

/** Staff's steps on a request: accept it, confirm the goods arrived, or refuse it. */
export type ReturnDecision = 'accept' | 'receive' | 'refuse';

const RETURN_STEPS: Record<ReturnDecision, { from: readonly ReturnState[]; to: ReturnState }> = {
  accept: { from: ['requested'], to: 'accepted' },
  receive: { from: ['accepted'], to: 'received' },
  refuse: { from: ['requested', 'accepted'], to: 'refused' },
};

/**
 * One staff step on a return request, or null when it is not a step from its state (decided
 * meanwhile by someone else). `refund` is true for the one step that refunds: the goods' arrival,
 * which only an accepted request takes and which leads to a state no step leaves.
 */
export function stepReturn(
  state: ReturnState,
  decision: ReturnDecision,
): { state: ReturnState; refund: boolean } | null {
  const step = RETURN_STEPS[decision];
  if (!step.from.includes(state)) return null;
  return { state: step.to, refund: decision === 'receive' };
}
