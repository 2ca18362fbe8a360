import { z } from 'zod';
import { DomainError, parcelMachineCode, type Shipment, type ShipmentState } from '@apteek/domain';
import {
  type Carrier,
  type CarrierAnswers,
  type CarrierHttp,
  type CarrierResponse,
  type Sender,
  basicAuthorization,
  carrierAnswer,
  carrierUnavailable as unavailable,
} from '../carrier-kit/index.ts';

export interface DpdCredentials {
  apiUrl: string;
  username: string;
  password: string;
  /** The contract's courier service, as `GET /services` lists it. */
  serviceAlias: string;
}

const TokenSchema = z.looseObject({ token: z.string(), validUntil: z.string() });
const CreatedSchema = z.array(z.looseObject({ id: z.string(), parcelNumbers: z.array(z.string()) }));
const LabelSchema = z.looseObject({ pages: z.array(z.looseObject({ binaryData: z.string() })).min(1) });
const ProblemSchema = z.looseObject({
  title: z.string().optional(),
  detail: z.union([z.string(), z.record(z.string(), z.string())]).optional(),
});

/** DPD refuses a shipment with a problem document whose `detail` names the fields, or says why. */
const DPD_ANSWERS: CarrierAnswers = {
  carrier: 'DPD',
  ok: (status) => status < 300,
  credentialsRefused: [401, 403],
  refusals: [400, 422],
  refusal(body) {
    const problem = ProblemSchema.safeParse(body);
    if (!problem.success) return undefined;
    const { detail, title } = problem.data;
    if (typeof detail === 'object')
      return Object.entries(detail).map(([field, message]) => ({ field, message }));
    const message = detail ?? title;
    return message === undefined ? undefined : [message];
  },
};
const TrackingSchema = z.array(
  z.looseObject({
    parcelNumber: z.string(),
    details: z.array(z.looseObject({ status: z.string(), dateTime: z.string() })),
  }),
);

/** DPD's parcel statuses as the order's life reads them; an unknown one is on its way. */
const STATUSES: Readonly<Record<string, ShipmentState>> = {
  Registered: 'registered',
  Pickup: 'inTransit',
  'In transit': 'inTransit',
  'Ready for pickup': 'readyForPickup',
  Delivered: 'delivered',
  'Returned to sender': 'returned',
};

/**
 * DPD Baltics' portal REST API v1: a Bearer token made with HTTP Basic at `POST /auth/tokens` and
 * kept until shortly before it expires; `POST /shipments` (an array, here of one) with a label
 * request so the parcel numbers are assigned, `POST /shipments/labels` for the PDF and
 * `GET /status/tracking` for the parcel's statuses. Refusals come as problem documents whose
 * `detail` names the fields.
 */
export function dpdClient(credentials: DpdCredentials, http: CarrierHttp, sender: Sender): Carrier {
  let token: { value: string; until: number } | null = null;

  async function bearer(): Promise<string> {
    if (token && token.until > Date.now() + 60_000) return token.value;
    const response = await http({
      method: 'POST',
      url: `${credentials.apiUrl}/auth/tokens`,
      headers: {
        authorization: basicAuthorization(credentials.username, credentials.password),
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ name: 'apteek', ttl: 3600 }),
    });
    // Asking for a token refuses no shipment: any refusal is of the credentials or an outage.
    const answer = carrierAnswer({ ...DPD_ANSWERS, refusals: [] }, TokenSchema, response, 'token');
    token = { value: answer.token, until: Date.parse(answer.validUntil) || Date.now() + 600_000 };
    return token.value;
  }

  async function call(method: 'GET' | 'POST', path: string, body?: unknown): Promise<CarrierResponse> {
    const response = await http({
      method,
      url: `${credentials.apiUrl}${path}`,
      headers: {
        authorization: `Bearer ${await bearer()}`,
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (response.status === 401) token = null;
    return response;
  }

  return {
    code: 'dpd',
    async register(shipment) {
      const created = await call('POST', '/shipments', [dpdShipment(shipment, sender, credentials)]);
      const shipments = carrierAnswer(DPD_ANSWERS, CreatedSchema, created, 'registration');
      const parcelNumber = shipments[0]?.parcelNumbers[0];
      if (!parcelNumber) throw unavailable('DPD assigned no parcel number');
      const labels = carrierAnswer(
        DPD_ANSWERS,
        LabelSchema,
        await call('POST', '/shipments/labels', {
          parcelNumbers: [parcelNumber],
          downloadLabel: true,
          labelFormat: 'application/pdf',
          paperSize: 'A6',
        }),
        'label',
      );
      // The label may come as a data: URI rather than bare base64.
      const data = labels.pages[0]!.binaryData.replace(/^data:[^,]*,/, '');
      return { carrier: 'dpd', trackingNumber: parcelNumber, label: Buffer.from(data, 'base64') };
    },
    async track(trackingNumber) {
      const query = new URLSearchParams({ pknr: trackingNumber, detail: '1', show_all: '1', lang: 'en' });
      const parcels = carrierAnswer(
        DPD_ANSWERS,
        TrackingSchema,
        await call('GET', `/status/tracking?${query.toString()}`),
        'tracking',
      );
      const parcel = parcels.find((p) => p.parcelNumber === trackingNumber);
      if (!parcel) throw new DomainError('not_found');
      const latest = parcel.details.at(-1);
      return {
        trackingNumber,
        state: latest ? (STATUSES[latest.status] ?? 'inTransit') : 'registered',
        updatedAt: latest?.dateTime ?? null,
      };
    },
  };
}

function dpdShipment(shipment: Shipment, sender: Sender, credentials: DpdCredentials) {
  const { delivery, receiver } = shipment;
  return {
    senderAddress: {
      name: sender.name,
      email: sender.email,
      phone: sender.phone,
      street: sender.street,
      city: sender.city,
      postalCode: sender.postcode,
      country: sender.country,
    },
    receiverAddress:
      delivery.method === 'parcelMachine'
        ? {
            name: receiver.name,
            phone: receiver.phone,
            email: receiver.email,
            pudoId: parcelMachineCode(delivery.parcelMachineId),
          }
        : {
            name: receiver.name,
            phone: receiver.phone,
            email: receiver.email,
            street: delivery.address.street,
            city: delivery.address.city,
            postalCode: delivery.address.postcode,
            country: delivery.address.country,
          },
    service: { serviceAlias: credentials.serviceAlias },
    parcels: [{ weight: shipment.weightGrams / 1000 }],
    shipmentReferences: [shipment.orderReference],
    labelOptions: { downloadLabel: false, labelFormat: 'application/pdf', paperSize: 'A6' },
  };
}
