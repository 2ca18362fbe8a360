import { randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import { TransactionRollbackError } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@apteek/db';
import {
  DomainError,
  STORE_VIEWS,
  amountToCents,
  centsToAmount,
  isDomainError,
  normalisePhone,
  type ParcelMachine,
  type PaymentStatusAnswer,
  type PlacedOrder,
} from '@apteek/domain';
import type { CartService } from '../cart/index.ts';
import { productIdsBySku } from '../catalog/index.ts';
import type { Mailer } from '../mail/index.ts';
import type { UserService } from '../user/index.ts';
import { checkCheckout, priceCart, type CheckedShipping } from './order-checkout.ts';
import { orderHistory } from './order-history.ts';
import { recordEvent } from './order-life-store.ts';
import { orderConfirmationMail } from './order-mail.ts';
import { checkCashOnDeliveryHolds, checkSaleLimits, stockNeeds } from './order-stock.ts';
import {
  closeCart,
  countCouponUse,
  findOrder,
  findOrderByKey,
  insertOrder,
  listLines,
  nextOrderNumber,
  reserveStock,
  type NewOrder,
  type NewOrderAddress,
  type NewOrderLine,
  type OrderRow,
} from './order-queries.ts';
import type { PlaceOrderBody } from './order-schemas.ts';
import { orderPageLink } from './order-link.ts';

export interface OrderServiceDeps {
  db: Db;
  carts: CartService;
  users: UserService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  findParcelMachine: (id: string) => Promise<ParcelMachine | undefined>;
  /** The server's clock: opening hours and compensation validity are read at one instant per order. */
  now: () => Date;
  /** Whether one client address's unconfirmed cash-on-delivery orders are capped per product. */
  cashOnDeliveryHoldsPerAddress: boolean;
  /** The shop's public address (PUBLIC_URL), for the order page's link in the confirmation. */
  publicUrl?: string | null | undefined;
}

export interface PlaceOrder {
  cartId: string;
  customerId: number | null;
  idempotencyKey: string;
  body: PlaceOrderBody;
  /** The client's address as the per-address limits count it (ipLimitKey). */
  clientAddress: string;
}

export function orderService(deps: OrderServiceDeps) {
  const { db, carts } = deps;

  /** Checks and prices the cart, then writes its order in one transaction. */
  async function placeNew(input: PlaceOrder): Promise<OrderRow> {
    if (input.customerId !== null) await deps.users.requireCompleteAccount(input.customerId);
    const cart = await carts.require(input.cartId, { customerId: input.customerId });
    // Before anything is written: prescriptions only while open, under a valid compensation (EE).
    const at = deps.now();
    await carts.checkPrescriptionOrder(cart, at);
    const shipping = await checkCheckout(carts, cart, input.body, deps.findParcelMachine);
    const fresh = await carts.require(cart.id, { customerId: input.customerId });
    const priced = await priceCart(carts, fresh, (skus) => productIdsBySku(db, skus), at);
    const expected = input.body.expectedGrandTotal;
    if (expected !== undefined && amountToCents(expected) !== priced.totals.grandTotal) {
      throw new DomainError('prices_changed');
    }
    const customerId = await accountFor(deps.users, input);
    const order = await writeOrder(
      db,
      { ...orderFields(input, shipping, customerId), ...priced.totals, cartId: cart.id },
      priced.lines,
      addressesOf(input.body),
      { mailer: deps.mailer, publicUrl: deps.publicUrl },
      deps.cashOnDeliveryHoldsPerAddress,
    );
    // The confirmation committed with the order; the outbox worker sends it (also after a crash).
    deps.mailer.kick();
    return order;
  }

  return {
    /**
     * Places the cart as an order: checks it, prices it, reserves its stock and writes
     * the order and closes the cart in one transaction. The same cart and idempotency key always
     * answer the order they placed first; a key is scoped to its cart, so another cart sending the
     * same key places its own order and never sees this one.
     */
    async place(input: PlaceOrder): Promise<PlacedOrder> {
      const existing = await findOrderByKey(db, input.cartId, input.idempotencyKey);
      if (existing) return toPlacedOrder(existing);
      try {
        return toPlacedOrder(await placeNew(input));
      } catch (error) {
        // A retry racing the request that placed this order (it closed the cart, or took the last
        // unit) answers that order rather than its own refusal. A foreign customer's cart does not.
        const placed =
          error instanceof DomainError &&
          error.code !== 'cart_forbidden' &&
          (await findOrderByKey(db, input.cartId, input.idempotencyKey));
        if (placed) return toPlacedOrder(placed);
        throw error;
      }
    },

    /** The order an id and its code name; anything else is "not found", whoever asks. */
    async require(orderId: string, orderCode: string): Promise<OrderRow> {
      const order = UUID.test(orderId) ? await findOrder(db, orderId) : undefined;
      if (!order || !sameSecret(order.orderCode, orderCode)) throw new DomainError('order_not_found');
      return order;
    },

    history: (customerId: number, page: { size: number; current: number }) =>
      orderHistory(db, customerId, page),
  };
}

export type OrderService = ReturnType<typeof orderService>;

/** The customer the order is for: the caller, or the account the checkout asked to create. */
async function accountFor(users: UserService, input: PlaceOrder): Promise<number | null> {
  const { personalDetails: person, storeCode } = input.body;
  if (input.customerId !== null || !person.createAccount) return input.customerId;
  const view = STORE_VIEWS[storeCode];
  try {
    const created = await users.register(
      {
        email: person.emailAddress,
        firstname: person.firstName,
        lastname: person.lastName,
        phoneNumber: person.phoneNumber,
        country_id: view.tax.defaultCountry,
        language: view.i18n.language,
        consentTermsAccepted: true,
        isSubscribedToNewsletter: false,
      },
      person.password!,
    );
    return created.id;
  } catch (error) {
    if (!isDomainError(error, 'invalid_request')) throw error;
    throw new DomainError('invalid_request', {
      errors: error.details.errors.map((e) => ({ ...e, field: 'personalDetails.emailAddress' })),
    });
  }
}

/**
 * One transaction: reserve every product's quantity, write the order under its key, close the
 * cart, queue the confirmation mail. When another request placed an order under the same key
 * first, that order is the answer.
 */
async function writeOrder(
  db: Db,
  order: NewOrder,
  lines: (NewOrderLine & { productId: number })[],
  addresses: NewOrderAddress[],
  { mailer, publicUrl }: { mailer: Mailer; publicUrl: string | null | undefined },
  cashOnDeliveryHoldsPerAddress: boolean,
): Promise<OrderRow> {
  const reservations = await stockNeeds(db, lines);
  await checkSaleLimits(db, reservations);
  try {
    return await db.transaction(async (tx) => {
      // Always in product order, so two orders never wait on each other's rows in a circle.
      for (const { productId, qty } of reservations) {
        if (!(await reserveStock(tx, productId, qty))) throw new DomainError('out_of_stock');
      }
      if (cashOnDeliveryHoldsPerAddress && order.paymentMethod === 'cashondelivery' && order.clientAddress) {
        await checkCashOnDeliveryHolds(tx, order.clientAddress, reservations);
      }
      const row = await insertOrder(
        tx,
        { ...order, reservedStock: reservations, orderNumber: await nextOrderNumber(tx) },
        lines,
        addresses,
      );
      // Another request placed an order under the same key first.
      if (!row) return tx.rollback();
      // The coupon ran out since the cart was priced: the discount the shopper saw is gone.
      if (row.couponCode && !(await countCouponUse(tx, row.couponCode))) {
        throw new DomainError('prices_changed');
      }
      if (!(await closeCart(tx, order.cartId)))
        throw new DomainError('cart_not_found', { cartId: order.cartId });
      await recordPlacement(tx, row);
      const link = orderPageLink(row, publicUrl);
      await mailer.send(orderConfirmationMail(row, await listLines(tx, [row.id]), link), { db: tx });
      return row;
    });
  } catch (error) {
    const placed =
      error instanceof TransactionRollbackError &&
      (await findOrderByKey(db, order.cartId, order.idempotencyKey));
    if (placed) return placed;
    throw error;
  }
}

/** The timeline's first steps: placed by its customer, and accepted at once when it pays on delivery. */
async function recordPlacement(tx: Db, row: OrderRow): Promise<void> {
  await recordEvent(tx, { orderId: row.id, stage: 'placed', actor: 'customer', at: row.createdAt });
  if (row.lifeStage === 'paid')
    await recordEvent(tx, { orderId: row.id, stage: 'paid', actor: 'system', at: row.createdAt });
}

export function paymentStatusOf(order: OrderRow): PaymentStatusAnswer {
  return { paymentStatus: order.paymentStatus, orderStatus: order.status };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function sameSecret(expected: string, received: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
}

function orderFields(input: PlaceOrder, shipping: CheckedShipping, customerId: number | null) {
  const { personalDetails: person, payment, storeCode } = input.body;
  const cashOnDelivery = payment.method === 'cashondelivery';
  return {
    id: randomUUID(),
    orderCode: randomBytes(24).toString('base64url'),
    idempotencyKey: input.idempotencyKey,
    clientAddress: input.clientAddress,
    customerId,
    storeCode,
    // Cash on delivery needs no payment before the pharmacy starts on the order.
    status: cashOnDelivery ? ('Processing' as const) : ('PendingPayment' as const),
    lifeStage: cashOnDelivery ? ('paid' as const) : ('placed' as const),
    paymentStatus: 'pending' as const,
    paymentMethod: payment.method,
    paymentBank: payment.bank ?? null,
    shippingType: input.body.shipping.type,
    shippingCarrierCode: shipping.carrierCode,
    shippingMethodCode: shipping.methodCode,
    parcelMachineId: shipping.parcelMachineId,
    firstname: person.firstName,
    lastname: person.lastName,
    email: person.emailAddress,
    phoneNumber: person.phoneNumber,
    ...recipientOf(input.body, shipping),
    company: payment.company || null,
    taxId: payment.taxId || null,
  };
}

/** Someone other than the buyer receives the parcel (shippingDetails); nobody for a virtual cart. */
function recipientOf(body: PlaceOrderBody, { carrierCode, country }: CheckedShipping) {
  const recipient = body.shipping.recipient;
  if (!recipient || carrierCode === null) return {};
  return {
    recipientFirstname: recipient.firstName,
    recipientLastname: recipient.lastName,
    recipientPhoneNumber: normalisePhone(recipient.phoneNumber, country) ?? recipient.phoneNumber,
  };
}

/**
 * The courier's address, in the recipient's name when someone else receives it, and the billing
 * address when the checkout gave one (a company invoice without one is made out to the delivery
 * address).
 */
function addressesOf(body: PlaceOrderBody): NewOrderAddress[] {
  const { personalDetails: person, shipping, payment } = body;
  const receiver = shipping.recipient ?? person;
  const billing = payment.billingAddress;
  return [
    ...(shipping.type === 'Courier' && shipping.address
      ? [
          {
            type: 'shipping' as const,
            firstname: receiver.firstName,
            lastname: receiver.lastName,
            ...shipping.address,
            phoneNumber:
              normalisePhone(receiver.phoneNumber, shipping.address.country) ?? receiver.phoneNumber,
          },
        ]
      : []),
    ...(billing
      ? [
          {
            type: 'billing' as const,
            company: payment.company ?? null,
            ...billing,
            firstname: billing.firstName,
            lastname: billing.lastName,
            phoneNumber: billing.phoneNumber
              ? (normalisePhone(billing.phoneNumber, billing.country) ?? billing.phoneNumber)
              : null,
          },
        ]
      : []),
  ];
}

function toPlacedOrder(order: OrderRow): PlacedOrder {
  return {
    orderId: order.id,
    orderNumber: order.orderNumber,
    orderCode: order.orderCode,
    status: order.status,
    grandTotal: centsToAmount(order.grandTotal),
    currencyCode: 'EUR',
    paymentMethod: order.paymentMethod as PlacedOrder['paymentMethod'],
  };
}
