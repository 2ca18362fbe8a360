import { z } from 'zod';
import { parcelMachineCode, type Shipment, type ShipmentState, type ShipmentTracking } from '@apteek/domain';
import {
  type Carrier,
  type CarrierAnswers,
  type CarrierHttp,
  type Sender,
  basicAuthorization,
  carrierAnswer,
  carrierUnavailable as unavailable,
  shipmentRefused,
  trackingAnswer,
} from '../carrier-kit/index.ts';

export interface OmnivaCredentials {
  apiUrl: string;
  username: string;
  password: string;
  customerCode: string;
  agentId: string | null;
}

const RegisterAnswerSchema = z.looseObject({
  savedShipments: z
    .array(z.looseObject({ clientItemId: z.string().optional(), barcode: z.string() }))
    .default([]),
  failedShipments: z
    .array(z.looseObject({ clientItemId: z.string().optional(), message: z.string() }))
    .default([]),
});
const LabelAnswerSchema = z.looseObject({
  successAddressCards: z.array(z.looseObject({ barcode: z.string(), fileData: z.string() })).default([]),
  failedAddressCards: z
    .array(z.looseObject({ barcode: z.string(), messageCode: z.string().optional() }))
    .default([]),
});
const TrackingAnswerSchema = z.looseObject({
  barcode: z.string(),
  events: z.array(z.looseObject({ eventCode: z.string(), eventDate: z.string() })),
});

/** Omniva refuses a shipment with a `message`, and the contract's credentials with 401. */
const OMNIVA_ANSWERS: CarrierAnswers = {
  carrier: 'Omniva',
  ok: (status) => status === 200,
  credentialsRefused: [401],
  refusals: [400],
  refusal: (body) => {
    const message = (body as { message?: unknown } | undefined)?.message;
    return typeof message === 'string' ? [message] : undefined;
  },
};

/** Omniva's event codes as the order's life reads them; an unknown code is still in transit. */
const EVENT_STATES: Readonly<Record<string, ShipmentState>> = {
  REGISTERED: 'registered',
  IN_TRANSIT: 'inTransit',
  DELIVERED_TO_PARCEL_MACHINE: 'readyForPickup',
  DELIVERED: 'delivered',
  RETURNED: 'returned',
};

/**
 * Omniva's OMX REST API: HTTP Basic with the contract's user and password, JSON both ways.
 * `POST shipments/business-to-client` registers (a parcel machine addressed by its ZIP alone,
 * a courier by postcode, city and street), `POST shipments/package-labels` returns the address
 * card as base64 PDF, `GET shipments/{barcode}` the parcel's events.
 */
export function omnivaClient(credentials: OmnivaCredentials, http: CarrierHttp, sender: Sender): Carrier {
  const headers = {
    authorization: basicAuthorization(credentials.username, credentials.password),
    'content-type': 'application/json',
    accept: 'application/json',
    ...(credentials.agentId ? { 'x-integration-agent-id': credentials.agentId } : {}),
  };
  const post = (path: string, body: unknown) =>
    http({ method: 'POST', url: `${credentials.apiUrl}/${path}`, headers, body: JSON.stringify(body) });

  return {
    code: 'omniva',
    async register(shipment) {
      const response = await post('shipments/business-to-client', {
        customerCode: credentials.customerCode,
        shipments: [omnivaShipment(shipment, sender)],
      });
      const answer = carrierAnswer(OMNIVA_ANSWERS, RegisterAnswerSchema, response, 'registration');
      const failed = answer.failedShipments[0];
      if (failed) throw refused(failed.message);
      const barcode = answer.savedShipments[0]?.barcode;
      if (!barcode) throw unavailable('Omniva saved no shipment');
      const labels = carrierAnswer(
        OMNIVA_ANSWERS,
        LabelAnswerSchema,
        await post('shipments/package-labels', {
          customerCode: credentials.customerCode,
          barcodes: [{ barcode }],
          sendAddressCardTo: 'RESPONSE',
        }),
        'label',
      );
      const card = labels.successAddressCards.find((c) => c.barcode === barcode);
      if (!card) throw unavailable(`Omniva gave no label for ${barcode}`);
      return { carrier: 'omniva', trackingNumber: barcode, label: Buffer.from(card.fileData, 'base64') };
    },
    async track(trackingNumber) {
      const response = await http({
        method: 'GET',
        url: `${credentials.apiUrl}/shipments/${encodeURIComponent(trackingNumber)}`,
        headers,
      });
      const answer = trackingAnswer(OMNIVA_ANSWERS, TrackingAnswerSchema, response);
      const latest = answer.events.at(-1);
      return {
        trackingNumber: answer.barcode,
        state: latest ? (EVENT_STATES[latest.eventCode] ?? 'inTransit') : 'registered',
        updatedAt: latest?.eventDate ?? null,
      } satisfies ShipmentTracking;
    },
  };
}

/** One shipment of the registration body. */
function omnivaShipment(shipment: Shipment, sender: Sender) {
  const { delivery, receiver } = shipment;
  const toMachine = delivery.method === 'parcelMachine';
  return {
    mainService: 'PARCEL',
    deliveryChannel: toMachine ? 'PARCEL_MACHINE' : 'COURIER',
    partnerShipmentId: shipment.orderReference,
    returnAllowed: false,
    paidByReceiver: false,
    measurement: { weight: (shipment.weightGrams / 1000).toFixed(3) },
    receiverAddressee: {
      personName: receiver.name,
      contactMobile: receiver.phone,
      contactEmail: receiver.email,
      address: toMachine
        ? { country: 'EE', offloadPostcode: parcelMachineCode(delivery.parcelMachineId) }
        : {
            country: delivery.address.country,
            postcode: delivery.address.postcode,
            deliverypoint: delivery.address.city,
            street: delivery.address.street,
          },
    },
    senderAddressee: {
      companyName: sender.name,
      contactMobile: sender.phone,
      contactEmail: sender.email,
      address: {
        country: sender.country,
        postcode: sender.postcode,
        deliverypoint: sender.city,
        street: sender.street,
      },
    },
  };
}

const refused = (message: string) => shipmentRefused('Omniva', [message]);
