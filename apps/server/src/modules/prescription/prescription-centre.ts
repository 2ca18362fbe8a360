import {
  centsToAmount,
  countryOfPersonalCode,
  DomainError,
  feedStatusMessage,
  patientAge,
  type PrescriptionListAnswer,
  type PrescriptionOfferAnswer,
  type StoreCode,
} from '@apteek/domain';
import type { Db } from '@apteek/db';
import type { RequestLimiter } from '../../lib/request-limiter.ts';
import { invalidField } from '../../plugins/validation.ts';
import { requireIdentified, requireOwnCart, requireServiceCart } from './prescription-access.ts';
import { patientHash } from './patient-hash.ts';
import { deletePrescriptionLines, findCart, productNamesIn, recordAccess } from './prescription-queries.ts';
import { secondPersonLookups } from './second-person-lookup.ts';
import type {
  Answer,
  ServiceClient,
  ServiceList,
  ServiceOffer,
} from '../../providers/e-prescription/index.ts';

/**
 * The prescription centre's server side: who may ask the e-prescription service for whose
 * prescriptions, and the service's answers passed on with each read recorded. The offers the cart
 * checks are kept when the service's callback announces them (offer-callbacks.ts), not by a read.
 */
export function prescriptionCentre({
  db,
  client,
  today,
  limiter,
}: {
  db: Db;
  client: ServiceClient;
  today: () => string;
  /** Counts the look-ups of another person's prescriptions. */
  limiter: RequestLimiter;
}) {
  const lookups = secondPersonLookups({ db, limiter });

  const caller = (customerId: number | null, cartId: string) =>
    identifiedWithCart(db, customerId, cartId, requireOwnCart);
  /** The caller of a request the service answers with a callback: its cart's code is kept. */
  const requester = (customerId: number | null, cartId: string) =>
    identifiedWithCart(db, customerId, cartId, requireServiceCart);

  return {
    /** The customer's own list, or another person's with one of their numbers (limited, each try logged). */
    async initList(
      customerId: number | null,
      cartId: string,
      body: { patientCode?: string; prescriptionNumber?: string },
      ip: string,
    ) {
      const { who, cart } = await requester(customerId, cartId);
      const patientCode = body.patientCode?.toUpperCase() ?? who.personalCode;
      if (countryOfPersonalCode(patientCode) === null) {
        throw invalidField('patientCode', 'This personal code is not valid.');
      }
      const ask = { patientCode, orderCode: cart.orderCode, store: cart.storeCode as StoreCode };
      const answer =
        patientCode === who.personalCode
          ? await client.listInit(ask)
          : await lookups.lookUp(
              {
                customerId: who.customerId,
                ip,
                ownCode: who.personalCode,
                patientCode,
                prescriptionNumber: body.prescriptionNumber ?? null,
              },
              (prescriptionNumber) => client.listInit({ ...ask, prescriptionNumber }),
            );
      return passOn(answer, (accepted) => accepted);
    },

    async fetchList(customerId: number | null, cartId: string) {
      const { who, cart } = await caller(customerId, cartId);
      const answer = await client.listFetch(cart.orderCode);
      if (answer.resultCode === 200) {
        await recordAccess(db, {
          customerId: who.customerId,
          patientHash: await patientHash(db, answer.result.patientCode),
          action: 'list',
          prescriptionNumber: null,
        });
      }
      return passOn(answer, (list) => toList(list, today()));
    },

    async initProducts(customerId: number | null, cartId: string, prescriptionNumber: string) {
      const { cart } = await requester(customerId, cartId);
      return passOn(await client.productsInit({ orderCode: cart.orderCode, prescriptionNumber }), (ok) => ok);
    },

    async fetchProducts(customerId: number | null, cartId: string, prescriptionNumber: string) {
      const { who, cart } = await caller(customerId, cartId);
      const answer = await client.productsFetch(cart.orderCode, prescriptionNumber);
      if (answer.resultCode !== 200) return passOn(answer, toOffer);
      await recordOfferRead(db, who.customerId, answer.result);
      return {
        resultCode: 200 as const,
        result: toOffer(await namedInStore(db, cart.storeCode, answer.result)),
      };
    },

    /**
     * Logout and session expiry: the cart's prescription lines go. The cart's owner
     * may ask, and so may whoever holds the token of a customer's cart after the session ended.
     */
    async removeLines(customerId: number | null, cartId: string): Promise<number> {
      const cart = await findCart(db, cartId);
      if (!cart || cart.status !== 'active') throw new DomainError('cart_not_found', { cartId });
      if (customerId !== null && cart.customerId !== customerId) throw new DomainError('cart_forbidden');
      return deletePrescriptionLines(db, cart.id);
    },
  };
}

export type PrescriptionCentre = ReturnType<typeof prescriptionCentre>;

/** A read of an offer, recorded like every read of health data. */
async function recordOfferRead(db: Db, customerId: number, offer: ServiceOffer): Promise<void> {
  await recordAccess(db, {
    customerId,
    patientHash: await patientHash(db, offer.patientCode),
    action: 'offer',
    prescriptionNumber: offer.prescriptionNumber,
  });
}

/** An identified customer and their own cart. */
async function identifiedWithCart(
  db: Db,
  customerId: number | null,
  cartId: string,
  requireCart: typeof requireOwnCart,
) {
  const who = await requireIdentified(db, customerId);
  return { who, cart: await requireCart(db, cartId, who.customerId) };
}

/** The service's { resultCode, result }, its result shaped for the storefront; the route wraps it. */
function passOn<T, R>(answer: Answer<T>, shape: (result: T) => R): Answer<R> {
  return answer.resultCode === 200
    ? { resultCode: 200, result: shape(answer.result) }
    : { resultCode: answer.resultCode, result: null };
}

function toList(list: ServiceList, today: string): NonNullable<PrescriptionListAnswer> {
  return {
    patientCode: list.patientCode,
    prescriptionsFound: list.prescriptions.length > 0,
    prescriptions: list.prescriptions.map((p) => ({ ...p, patientAge: patientAge(p.patientCode, today) })),
  };
}

function toOffer(offer: ServiceOffer): NonNullable<PrescriptionOfferAnswer> {
  return {
    prescriptionNumber: offer.prescriptionNumber,
    patientCode: offer.patientCode,
    qty: offer.qty,
    result: offer.result,
    status: feedStatusMessage(offer.result),
    offers: offer.offers.map(({ priceCents, ...o }) => ({ ...o, price: centsToAmount(priceCents) })),
  };
}

/**
 * The service keeps the medicine names of the store view the offer was asked in; the customer
 * reads them in the store view her cart is in now.
 */
async function namedInStore<Offer extends { offers: { sku: string; name: string }[] }>(
  db: Db,
  storeCode: string,
  offer: Offer,
): Promise<Offer> {
  const names = await productNamesIn(
    db,
    storeCode,
    offer.offers.map((o) => o.sku),
  );
  return { ...offer, offers: offer.offers.map((o) => ({ ...o, name: names.get(o.sku) ?? o.name })) };
}
