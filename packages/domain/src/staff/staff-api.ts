import * as z from 'zod/mini';
import { CartTotalsAnswerSchema } from '../cart/cart-api.ts';
import { CHAT_STATUSES } from '../chat/chat-rules.ts';
import { CheckNoteSchema } from '../order/check-note.ts';
import { ORDER_STATUSES, PAYMENT_STATUSES } from '../order/order-api.ts';
import { StaffOrderLineSchema } from '../order/order-answers.ts';
import { CentsSchema, EurosAsCentsSchema } from '../pricing/money-schemas.ts';

/**
 * The shapes the staff console and the server exchange: the member logged in, the orders a
 * pharmacist checks, the prescription offer requests and the chat list. Each answers
 * `{ code: 200, result }`. The server writes `z.input` of these (cart amounts in euros, as the API
 * shows money); the console parses answers with the schemas and holds `z.output` (integer Cents).
 */

/** A member of the pharmacy's staff; `onDuty`: customers' prescription offer requests wait for them. */
export const StaffMemberSchema = z.object({
  name: z.string(),
  email: z.string(),
  role: z.string(),
  onDuty: z.boolean(),
});
export type StaffMemberView = z.output<typeof StaffMemberSchema>;

/** POST /api/staff/login: the challenge the one-time code answers. */
export const StaffChallengeSchema = z.object({ challenge: z.string() });
export type StaffChallenge = z.output<typeof StaffChallengeSchema>;

/** POST /api/staff/duty: the switch as the server now holds it. */
export const StaffDutySchema = z.object({ onDuty: z.boolean() });
export type StaffDuty = z.output<typeof StaffDutySchema>;

/** Why an order waits for a pharmacist: a payment problem (ManualCheck), or prescription lines. */
export const CHECK_REASONS = ['manualCheck', 'prescription'] as const;
export type CheckReason = (typeof CHECK_REASONS)[number];

/** GET /api/staff/orders: an order waiting for a pharmacist's check. */
export const OrderToCheckSchema = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  storeCode: z.string(),
  status: z.enum(ORDER_STATUSES),
  paymentStatus: z.enum(PAYMENT_STATUSES),
  paymentMethod: z.string(),
  reasons: z.array(z.enum(CHECK_REASONS)),
  /** Why a ManualCheck order waits, as a reason with its figures; the console words it. */
  note: z.nullable(CheckNoteSchema),
  lines: z.array(StaffOrderLineSchema),
});
export type OrderToCheck = z.output<typeof OrderToCheckSchema>;
/** As the server writes it (the note's amounts plain numbers). */
export type OrderToCheckView = z.input<typeof OrderToCheckSchema>;
export const OrdersToCheckSchema = z.array(OrderToCheckSchema);

/** POST /api/staff/orders/{orderId}/approve and …/cancel: the order's new status. */
export const OrderDecisionSchema = z.object({ orderNumber: z.string(), status: z.enum(ORDER_STATUSES) });
export type OrderDecision = z.output<typeof OrderDecisionSchema>;

const PrescribedMedicineSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('active-substance'), atc: z.string(), strength: z.string(), form: z.string() }),
  z.object({ kind: z.literal('product-name'), sku: z.string() }),
]);

/** GET /api/staff/offer-requests: a request waiting for the pharmacist's offer, without the patient. */
export const OfferRequestSchema = z.object({
  id: z.number().check(z.int()),
  prescriptionNumber: z.string(),
  medicine: PrescribedMedicineSchema,
  title: z.string(),
  qty: z.number().check(z.int()),
  /** The compensation rate of the prescription, in per cent. */
  rate: z.number(),
  requestedAt: z.string(),
  /** When the automatic composer answers it if no pharmacist has. */
  fallbackAt: z.string(),
});
export type OfferRequest = z.output<typeof OfferRequestSchema>;
export type OfferRequestView = z.input<typeof OfferRequestSchema>;
export const OfferRequestsSchema = z.array(OfferRequestSchema);

const MedicineOfferSchema = z.object({
  sku: z.string(),
  name: z.string(),
  priceCents: CentsSchema,
  isCheapest: z.boolean(),
  isSuitableForAge: z.boolean(),
});

/** POST /api/staff/offer-requests/{id}/offer: the offer as sent, cheapest first. */
export const OfferCompositionSchema = z.discriminatedUnion('result', [
  z.object({ result: z.literal('Success'), offers: z.array(MedicineOfferSchema) }),
  z.object({ result: z.literal('NoSuitableMedicine'), offers: z.tuple([]) }),
]);
export type OfferCompositionView = z.output<typeof OfferCompositionSchema>;

/** GET /api/staff/offer-requests/{id}/products: the suitable products in stock, with the request. */
export const SuitableProductsSchema = z.intersection(
  OfferCompositionSchema,
  z.object({ request: OfferRequestSchema }),
);
export type SuitableProducts = z.output<typeof SuitableProductsSchema>;

/** GET /api/staff/chats: a chat as the pharmacist's list shows it, with the customer's cart. */
export const StaffChatSchema = z.object({
  chatId: z.string(),
  status: z.enum(CHAT_STATUSES),
  storeCode: z.string(),
  startedAt: z.string(),
  lastMessageAt: z.nullable(z.string()),
  /** The last message is the customer's: the pharmacist owes an answer. */
  waiting: z.boolean(),
  customer: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('guest') }),
    z.object({ kind: z.literal('customer'), name: z.string() }),
  ]),
  lastMessage: z.nullable(z.string()),
  cart: z.object({
    lines: z.array(
      z.object({
        sku: z.string(),
        name: z.string(),
        qty: z.number(),
        rowTotalInclTax: EurosAsCentsSchema,
        prescription: z.boolean(),
      }),
    ),
    grandTotal: EurosAsCentsSchema,
    /**
     * What the grand total is made of, as the cart's totals answer it (euros): its segments
     * (subtotal, discount, shipping, tax, grand total), the fund's share and the shipping method.
     */
    totals: z.pick(CartTotalsAnswerSchema, {
      total_segments: true,
      fund_amount: true,
      shipping_method: true,
    }),
  }),
  /** The cart's prescription offer requests; an answered one can be sent into the chat. */
  offerRequests: z.array(
    z.object({
      id: z.number().check(z.int()),
      prescriptionNumber: z.string(),
      title: z.string(),
      answered: z.boolean(),
    }),
  ),
});
export type StaffChat = z.output<typeof StaffChatSchema>;
export type StaffChatView = z.input<typeof StaffChatSchema>;
export const StaffChatsSchema = z.array(StaffChatSchema);

/** A customer group staff may put a customer in (a company account, a loyalty tier). */
export const CustomerGroupSchema = z.object({ id: z.number(), code: z.string() });
export type CustomerGroupView = z.output<typeof CustomerGroupSchema>;
export const CustomerGroupsSchema = z.array(CustomerGroupSchema);

/** The customer an administrator moved, and the group they are in now. */
export const CustomerGroupMoveSchema = z.object({
  customerId: z.number(),
  email: z.string(),
  groupId: z.number(),
  previousGroupId: z.number(),
});
export type CustomerGroupMove = z.output<typeof CustomerGroupMoveSchema>;
