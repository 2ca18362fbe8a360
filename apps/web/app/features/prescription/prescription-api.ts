import * as z from 'zod/mini';
import type { ListedPrescription, PrescriptionOffer } from '@apteek/domain';
import type { ApiAuth } from '../../api/api-auth.ts';
import { callApi } from '../../api/client.ts';

const PrescriptionSchema = z.object({
  number: z.string(),
  patientCode: z.string(),
  type: z.enum(['active-substance', 'product-name']),
  title: z.string(),
  dosage: z.string(),
  doctor: z.string(),
  issuedAt: z.string(),
  validUntil: z.string(),
  qty: z.number().check(z.int(), z.positive()),
  patientAge: z._default(z.nullable(z.number()), null),
});

/** null: the service has not composed it yet (202) or knows none (404). */
const ListSchema = z.nullable(
  z.object({
    patientCode: z.string(),
    prescriptionsFound: z.boolean(),
    prescriptions: z.array(PrescriptionSchema),
  }),
);

const OfferSchema = z.nullable(
  z.object({
    prescriptionNumber: z.string(),
    patientCode: z.string(),
    qty: z.number().check(z.int(), z.positive()),
    result: z.enum(['Success', 'NoSuitableMedicine']),
    offers: z.array(
      z.object({
        sku: z.string(),
        name: z.string(),
        price: z.number(),
        isCheapest: z.boolean(),
        isSuitableForAge: z.boolean(),
      }),
    ),
  }),
);

/** Spec 001 §3 "Compensation response lines", in euros. */
const CompensationSchema = z.object({
  lines: z.array(
    z.object({
      prescriptionNumber: z.string(),
      medicalInsuranceDiscountAmount: z.number(),
      medicalInsuranceDiscountPercent: z.number(),
      additionalSubsidyAmount: z.number(),
      additionalSubsidyPercent: z.number(),
    }),
  ),
  checkedAt: z.optional(z.nullable(z.union([z.string(), z.number()]))),
  itemsHash: z.optional(z.nullable(z.string())),
});

export type CompensationAnswer = z.output<typeof CompensationSchema>;

export interface PrescriptionList {
  patientCode: string;
  prescriptions: ListedPrescription[];
}

export interface PrescriptionCalls {
  auth: ApiAuth;
  /** Accept-Language: the store view's default locale. */
  locale: string;
}

const cartQuery = (cartId: string) => `cartId=${encodeURIComponent(cartId)}`;

/**
 * The prescription centre's calls under /api/prescription (spec 001 §7): each init is answered
 * later through the realtime hub, then fetched. Only in the browser: prescriptions are health data
 * and never pass through server rendering.
 */
export function prescriptionApi({ auth, locale }: PrescriptionCalls) {
  return {
    /** Own prescriptions without a body; another person's with their code and a prescription number. */
    async initList(cartId: string, patient: { patientCode: string; prescriptionNumber: string } | null) {
      await callApi(`/api/prescription/list/init?${cartQuery(cartId)}`, {
        method: 'POST',
        body: patient ?? {},
        auth,
        locale,
      });
    },

    async fetchList(cartId: string): Promise<PrescriptionList | null> {
      const answer = await callApi(`/api/prescription/list?${cartQuery(cartId)}`, {
        auth,
        locale,
        result: ListSchema,
      });
      const list = answer.result;
      return list && { patientCode: list.patientCode, prescriptions: list.prescriptions };
    },

    async initProducts(cartId: string, prescriptionNumber: string) {
      await callApi(`/api/prescription/products/init?${cartQuery(cartId)}`, {
        method: 'POST',
        body: { prescriptionNumber },
        auth,
        locale,
      });
    },

    async fetchProducts(cartId: string, prescriptionNumber: string): Promise<PrescriptionOffer | null> {
      const query = `${cartQuery(cartId)}&prescriptionNumber=${encodeURIComponent(prescriptionNumber)}`;
      const answer = await callApi(`/api/prescription/products?${query}`, {
        auth,
        locale,
        result: OfferSchema,
      });
      return answer.result;
    },

    /** Spec 001 §7 compensation init (EE): answered by a PrescriptionCompensationCallback through the hub. */
    /** False when the service did not start it (resultCode other than 200: no prescription lines). */
    async initCompensation(cartId: string, patientCode: string | null): Promise<boolean> {
      const answer = await callApi(`/api/prescription/compensation/init?${cartQuery(cartId)}`, {
        method: 'POST',
        body: patientCode ? { patientCode } : {},
        auth,
        locale,
      });
      const { resultCode } = answer as { resultCode?: number };
      return resultCode === undefined || resultCode === 200;
    },

    async fetchCompensation(cartId: string, patientCode: string | null): Promise<CompensationAnswer> {
      const patient = patientCode ? `&patientCode=${encodeURIComponent(patientCode)}` : '';
      const answer = await callApi(`/api/prescription/compensation?${cartQuery(cartId)}${patient}`, {
        auth,
        locale,
        result: CompensationSchema,
      });
      return answer.result;
    },
  };
}

export type PrescriptionApi = ReturnType<typeof prescriptionApi>;

/**
 * Logout and session expiry (spec 001 §4): the cart's prescription lines go on the server too.
 * After an expired session there is no token; the cart token alone is enough then.
 */
export async function removePrescriptionLines(cartId: string, auth: ApiAuth | null, locale: string) {
  await callApi(`/api/prescription/cart/remove-lines?${cartQuery(cartId)}`, {
    method: 'POST',
    body: {},
    auth,
    locale,
  });
}
