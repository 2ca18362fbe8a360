import * as z from 'zod/mini';

/**
 * The customer's copy of their data (GET /api/user/me/data): everything the shop holds tied to the
 * account, as `{ code: 200, result }` and as a downloaded JSON file. Amounts are integer cents,
 * times ISO 8601 in UTC. Personal codes are masked as the profile masks them: the file may be read
 * on a shared computer, and the code proves nothing the customer does not already know.
 */

const Text = z.nullable(z.string());
const Time = z.string();

export const ExportProfileSchema = z.object({
  id: z.number(),
  email: Text,
  firstname: z.string(),
  lastname: z.string(),
  phoneNumber: Text,
  countryId: z.string(),
  language: z.string(),
  groupId: z.number(),
  personalCode: Text,
  identityMethod: Text,
  identifiedAt: z.nullable(Time),
  hasPassword: z.boolean(),
  createdAt: Time,
  updatedAt: Time,
});

export const ExportAddressSchema = z.object({
  firstname: z.string(),
  lastname: z.string(),
  street: z.string(),
  apartmentNumber: Text,
  city: z.string(),
  postcode: z.string(),
  countryId: z.string(),
  region: Text,
  telephone: Text,
  company: Text,
  vatId: Text,
  isDefaultShipping: z.boolean(),
  isDefaultBilling: z.boolean(),
});

export const ExportOrderLineSchema = z.object({
  sku: z.string(),
  name: z.string(),
  qty: z.number(),
  prescriptionNumber: Text,
  patientCode: Text,
  rowTotalInclTax: z.number(),
  discount: z.number(),
  fundAmount: z.number(),
});

export const ExportOrderAddressSchema = z.object({
  type: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  company: Text,
  country: z.string(),
  streetAddress: z.string(),
  apartmentNumber: Text,
  city: Text,
  state: z.string(),
  zipCode: z.string(),
  phoneNumber: Text,
});

export const ExportOrderSchema = z.object({
  orderNumber: z.string(),
  createdAt: Time,
  storeCode: z.string(),
  status: z.string(),
  paymentStatus: z.string(),
  paymentMethod: z.string(),
  shippingType: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  phoneNumber: z.string(),
  recipientFirstname: Text,
  recipientLastname: Text,
  recipientPhoneNumber: Text,
  company: Text,
  taxId: Text,
  couponCode: Text,
  grandTotal: z.number(),
  taxTotal: z.number(),
  shippingInclTax: z.number(),
  lines: z.array(ExportOrderLineSchema),
  addresses: z.array(ExportOrderAddressSchema),
});

export const ExportReviewSchema = z.object({
  sku: z.string(),
  productName: z.string(),
  nickname: z.string(),
  title: z.string(),
  text: z.string(),
  rating: z.number(),
  status: z.string(),
  createdAt: Time,
});

export const ExportWishlistItemSchema = z.object({ sku: z.string(), addedAt: Time });

export const ExportNewsletterSchema = z.object({
  email: z.string(),
  state: z.string(),
  createdAt: Time,
  confirmedAt: z.nullable(Time),
  unsubscribedAt: z.nullable(Time),
});

/**
 * A consent or choice the customer made, by its code (termsAccepted, newsletter, cookiesAccepted, …):
 * its value and when it was given, as far as the shop knows.
 */
export const ExportClaimSchema = z.object({
  code: z.string(),
  value: z.unknown(),
  createdAt: z.nullable(Time),
  description: z.string(),
});

/** A way the customer proved who they are: password, smart-id, mobile-id, id-card or bank-id. */
export const ExportIdentityMethodSchema = z.object({
  method: z.string(),
  firstUsedAt: Time,
  lastUsedAt: Time,
});

/** A read of prescription data: by the customer (`byAccount`), or about them by someone else. */
export const ExportAccessLogEntrySchema = z.object({
  readAt: Time,
  action: z.string(),
  prescriptionNumber: Text,
  outcome: Text,
  byAccount: z.boolean(),
  aboutAccountHolder: z.boolean(),
});

export const ExportChatSchema = z.object({
  startedAt: Time,
  status: z.string(),
  messages: z.array(z.object({ author: z.string(), text: z.string(), at: Time })),
});

export const ExportCartSchema = z.object({
  storeCode: z.string(),
  updatedAt: Time,
  lines: z.array(z.object({ sku: z.string(), qty: z.number(), prescriptionNumber: Text })),
});

/** A loyalty card the account holds or held: digital (issued by the shop) or plastic (registered). */
export const ExportLoyaltyCardSchema = z.object({
  cardNumber: z.string(),
  kind: z.string(),
  since: Time,
  leftAt: z.nullable(Time),
});

export const DataExportSchema = z.object({
  exportedAt: Time,
  profile: ExportProfileSchema,
  addresses: z.array(ExportAddressSchema),
  orders: z.array(ExportOrderSchema),
  reviews: z.array(ExportReviewSchema),
  wishlist: z.array(ExportWishlistItemSchema),
  newsletter: z.nullable(ExportNewsletterSchema),
  claims: z.array(ExportClaimSchema),
  identityMethods: z.array(ExportIdentityMethodSchema),
  prescriptionAccessLog: z.array(ExportAccessLogEntrySchema),
  chats: z.array(ExportChatSchema),
  carts: z.array(ExportCartSchema),
  loyaltyCards: z.array(ExportLoyaltyCardSchema),
  /** What deleting the account would keep, and why (the same text the deletion shows). */
  keptAfterDeletion: z.array(z.string()),
});
export type DataExport = z.output<typeof DataExportSchema>;

/** The downloaded file's name: apteek-my-data-YYYY-MM-DD.json, by the day of the export in UTC. */
export function dataExportFileName(at: Date): string {
  return `apteek-my-data-${at.toISOString().slice(0, 10)}.json`;
}
