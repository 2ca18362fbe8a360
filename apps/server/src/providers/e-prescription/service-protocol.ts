import { z } from 'zod';
import { ListedPrescriptionSchema, STORE_CODES } from '@apteek/domain';
import { integer, INT32_MAX } from '../../plugins/validation.ts';

/**
 * The e-prescription service's HTTP protocol (the pharmacy's prescription back end behind the
 * Estonian prescription centre and the cross-border exchange). Every call carries `X-Api-Key` and
 * answers `{ resultCode, result }`; the service composes lists and offers asynchronously and says
 * so later with a POST to /api/notification/events.
 *
 *   POST {base}/list/init       ListInit          → { resultCode: 200, result: true } | 404 (number not the patient's)
 *   GET  {base}/list?orderCode  → { resultCode: 200, result: ServiceList } | 202 (not ready) | 404 (no init)
 *   POST {base}/products/init   ProductsInit      → { resultCode: 200, result: true } | 404 (no such prescription)
 *   GET  {base}/products?orderCode&prescriptionNumber → { resultCode: 200, result: ServiceOffer } | 202 | 404
 *   POST {base}/compensation/init CompensationInit → { resultCode: 200, result: true } | 404 (no such prescription)
 *   GET  {base}/compensation?orderCode&patientCode → { resultCode: 200, result: ServiceCompensation } | 202 | 404
 */
export const PersonalCodeSchema = z.string().trim().min(6).max(16);
export const PrescriptionNumberSchema = z
  .string()
  .trim()
  .regex(/^[0-9A-Za-z-]{1,32}$/, 'A prescription number has 1–32 letters, digits or hyphens.');
export const OrderCodeSchema = z.string().min(1).max(128);

export const ListInitSchema = z.object({
  patientCode: PersonalCodeSchema,
  orderCode: OrderCodeSchema,
  store: z.enum(STORE_CODES),
  /** Only for another person's prescriptions: the service confirms that it is theirs. */
  prescriptionNumber: PrescriptionNumberSchema.optional(),
});
export type ListInit = z.infer<typeof ListInitSchema>;

export const ProductsInitSchema = z.object({
  orderCode: OrderCodeSchema,
  prescriptionNumber: PrescriptionNumberSchema,
});
export type ProductsInit = z.infer<typeof ProductsInitSchema>;

/** A prescription as the service lists it: the storefront's listed prescription, without the age. */
export const ServicePrescriptionSchema = z.object(ListedPrescriptionSchema.shape).omit({ patientAge: true });
export type ServicePrescription = z.infer<typeof ServicePrescriptionSchema>;

export const ServiceListSchema = z.object({
  patientCode: z.string(),
  prescriptions: z.array(ServicePrescriptionSchema),
});
export type ServiceList = z.infer<typeof ServiceListSchema>;

export const ServiceOfferSchema = z.object({
  prescriptionNumber: z.string(),
  patientCode: z.string(),
  /** Packs the prescription allows. */
  qty: integer({ min: 1 }),
  result: z.enum(['Success', 'NoSuitableMedicine']),
  offers: z.array(
    z.object({
      sku: z.string(),
      name: z.string(),
      priceCents: integer(),
      isCheapest: z.boolean(),
      isSuitableForAge: z.boolean(),
    }),
  ),
});
export type ServiceOffer = z.infer<typeof ServiceOfferSchema>;

export const ServiceAnswerSchema = z.object({
  resultCode: integer({ min: -INT32_MAX }),
  result: z.unknown(),
});
export type ServiceAnswer = z.infer<typeof ServiceAnswerSchema>;

/** Compensation (EE only): the cart's prescription lines of one patient, priced. */
export const CompensationInitSchema = z.object({
  orderCode: OrderCodeSchema,
  patientCode: PersonalCodeSchema,
  lines: z
    .array(
      z.object({
        prescriptionNumber: PrescriptionNumberSchema,
        sku: z.string().min(1).max(64),
        qty: integer({ min: 1 }),
        /** The pharmacy's price of one pack, VAT included. */
        unitPriceCents: integer(),
      }),
    )
    .min(1)
    .max(50),
});
export type CompensationInit = z.infer<typeof CompensationInitSchema>;

/** A line's compensation, amounts in cents. */
export const ServiceCompensationSchema = z.object({
  patientCode: z.string(),
  lines: z.array(
    z.object({
      prescriptionNumber: z.string(),
      priceCents: integer(),
      medicalInsuranceDiscountAmount: integer(),
      medicalInsuranceDiscountPercent: z.union([
        z.literal(0),
        z.literal(50),
        z.literal(75),
        z.literal(90),
        z.literal(100),
      ]),
      additionalSubsidyAmount: integer(),
      additionalSubsidyPercent: integer({ max: 100 }),
      customerPaysCents: integer(),
    }),
  ),
});
export type ServiceCompensation = z.infer<typeof ServiceCompensationSchema>;

/** The callback types of the realtime feed. */
export type CallbackType =
  'PrescriptionListCallback' | 'PrescriptionDetailCallback' | 'PrescriptionCompensationCallback';
