import type { PrescriptionList, PrescriptionOffer } from '@apteek/domain';
import type { ApiAuth } from '../../api/api-auth.ts';
import { callApi, readLater } from '../../api/client.ts';

export type { PrescriptionList };

export interface PrescriptionCalls {
  auth: ApiAuth;
  /** Accept-Language: the store view's default locale. */
  locale: string;
}

const answers = () => import('./prescription-answers.ts');
const listAnswer = readLater<PrescriptionList | null>(() =>
  answers().then((schemas) => schemas.PrescriptionListAnswerSchema),
);
const offerAnswer = readLater<PrescriptionOffer | null>(() =>
  answers().then((schemas) => schemas.PrescriptionOfferAnswerSchema),
);
const initAnswer = readLater<true | null>(() => answers().then((schemas) => schemas.InitAnswerSchema));

const cartQuery = (cartId: string) => `cartId=${encodeURIComponent(cartId)}`;

/**
 * The prescription centre's calls under /api/prescription: each init is answered
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
        result: listAnswer,
      });
      return answer.result;
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
        result: offerAnswer,
      });
      return answer.result;
    },

    /** Compensation init (EE): answered by a PrescriptionCompensationCallback through the hub. */
    /** False when the service did not start it (resultCode other than 200: no prescription lines). */
    async initCompensation(cartId: string, patientCode: string | null): Promise<boolean> {
      const answer = await callApi(`/api/prescription/compensation/init?${cartQuery(cartId)}`, {
        method: 'POST',
        body: patientCode ? { patientCode } : {},
        auth,
        locale,
        result: initAnswer,
      });
      const { resultCode } = answer as { resultCode?: number };
      return resultCode === undefined || resultCode === 200;
    },
  };
}

export type PrescriptionApi = ReturnType<typeof prescriptionApi>;

/**
 * Logout and session expiry: the cart's prescription lines go on the server too.
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
