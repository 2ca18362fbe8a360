import { z } from 'zod';
import { CHECKOUT_MESSAGES, FORM_MESSAGES, STORE_CODES } from '@apteek/domain';
import { integer } from '../../plugins/validation.ts';

/**
 * The shape of POST /api/order (packages/domain order-api.ts). What a value must be is the checkout
 * readiness rules' business (order-readiness.ts); here only types and the lengths storage allows.
 */
const text = (amount: number) =>
  z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .max(amount, { message: FORM_MESSAGES.maxLength.replace('{amount}', String(amount)) });

const AddressSchema = z.object({
  country: z.enum(['EE', 'FI']),
  streetAddress: text(200),
  apartmentNumber: text(50).optional(),
  city: text(100).optional(),
  state: text(100),
  zipCode: text(10),
});

const RecipientSchema = z.object({
  firstName: text(100),
  lastName: text(100),
  phoneNumber: text(32),
});

const BillingAddressSchema = AddressSchema.extend({
  ...RecipientSchema.shape,
  phoneNumber: text(32).optional(),
});

export const PlaceOrderBodySchema = z.object({
  storeCode: z.enum(STORE_CODES),
  personalDetails: z.object({
    firstName: text(100),
    lastName: text(100),
    emailAddress: text(254),
    phoneNumber: text(32),
    createAccount: z.boolean().optional(),
    password: z.string().max(200).optional(),
  }),
  shipping: z.object({
    type: z.enum(['Courier', 'ParcelMachine', 'Pickup']),
    carrierCode: text(32),
    methodCode: text(32),
    recipient: RecipientSchema.optional(),
    address: AddressSchema.optional(),
    parcelMachineId: text(64).optional(),
    pickupLocationId: text(64).optional(),
  }),
  payment: z.object({
    method: z.enum(['maksekeskus', 'paytrail', 'cashondelivery'], { error: CHECKOUT_MESSAGES.paymentMethod }),
    bank: text(32).optional(),
    company: text(200).optional(),
    taxId: text(64).optional(),
    billingAddress: BillingAddressSchema.optional(),
  }),
  termsAccepted: z.boolean({ error: FORM_MESSAGES.terms }),
  expectedGrandTotal: z.number().nonnegative().optional(),
});
export type PlaceOrderBody = z.infer<typeof PlaceOrderBodySchema>;

export const PlaceOrderQuerySchema = z.object({ cartId: z.string().min(1).max(64) });

/** The browser makes one key per placed checkout (a UUID); anything of 8–128 safe characters will do. */
export const IdempotencyKeySchema = z
  .string({ error: FORM_MESSAGES.required })
  .regex(/^[A-Za-z0-9_-]{8,128}$/, { message: 'Must be 8–128 letters, digits, - or _' });

export const OrderParamsSchema = z.object({ orderId: z.string().max(64) });
export const CreditNoteParamsSchema = z.object({
  orderId: z.string().max(64),
  number: z.coerce.number().int().min(1).max(2_147_483_647),
});

export const OrderCodeQuerySchema = z.object({ orderCode: z.string().min(1).max(64) });

/** A guest's look-up: the order number and the e-mail the order was placed with. */
export const OrderLookupBodySchema = z.strictObject({
  orderNumber: z.string().trim().min(1).max(32),
  email: z.string().trim().min(3).max(254),
});

/** The order page's query: the order's secret code when the reader is not its logged-in customer. */
export const OrderViewQuerySchema = z.object({ orderCode: z.string().min(1).max(64).optional() });

export const AddPaymentBodySchema = z.object({
  orderCode: z.string().min(1).max(64),
  paymentInfo: z.discriminatedUnion('provider', [
    z.object({ provider: z.literal('maksekeskus'), json: z.string().max(20000), mac: z.string().max(256) }),
    z.object({
      provider: z.literal('paytrail'),
      params: z.record(z.string().max(64), z.string().max(2048)),
    }),
  ]),
});

/** A customer's cancel: a logged-in owner needs nothing more, a guest shows the order's secret code. */
export const CancelOrderBodySchema = z.strictObject({ orderCode: z.string().min(1).max(64).optional() });

export const HistoryQuerySchema = z.object({
  pageSize: integer({ min: 1, max: 100, coerce: true }).default(20),
  currentPage: integer({ min: 1, coerce: true }).default(1),
});
