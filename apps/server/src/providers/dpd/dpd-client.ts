import { z } from 'zod';
import {
  DomainError,
  carrierTrackingUrl,
  parcelMachineCode,
  type Shipment,
  type ShipmentState,
} from '@apteek/domain';
import {
  type Carrier,
  type Sender,
  excerpt,
  jsonOf,
  type CarrierHttp,
  type CarrierResponse,
  carrierUnavailable as unavailable,
  shipmentRefused,
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
    const basic = Buffer.from(`${credentials.username}:${credentials.password}`).toString('base64');
    const response = await http({
      method: 'POST',
      url: `${credentials.apiUrl}/auth/tokens`,
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/json',
        accept: 'application/json',
      },
      body: JSON.stringify({ name: 'apteek', ttl: 3600 }),
    });
    if (response.status === 401 || response.status === 403)
      throw unavailable(`DPD refused the credentials (${response.status})`);
    const answer = TokenSchema.safeParse(jsonOf(response));
    if (response.status >= 300 || !answer.success)
      throw unavailable(`DPD answered ${response.status} to the token: ${excerpt(response)}`);
    token = { value: answer.data.token, until: Date.parse(answer.data.validUntil) || Date.now() + 600_000 };
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
      const shipments = answerOf(CreatedSchema, created, 'registration');
      const parcelNumber = shipments[0]?.parcelNumbers[0];
      if (!parcelNumber) throw unavailable('DPD assigned no parcel number');
      const labels = answerOf(
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
      const parcels = answerOf(
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
    trackingUrl: (trackingNumber, language) => carrierTrackingUrl('dpd', trackingNumber, language),
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

function answerOf<S extends z.ZodType>(schema: S, response: CarrierResponse, what: string): z.output<S> {
  if (response.status === 400 || response.status === 422) {
    const problem = ProblemSchema.safeParse(jsonOf(response));
    const detail = problem.success ? problem.data.detail : undefined;
    throw shipmentRefused(
      'DPD',
      typeof detail === 'object'
        ? Object.entries(detail).map(([field, message]) => ({ field, message }))
        : [detail ?? (problem.success ? problem.data.title : undefined) ?? excerpt(response)],
    );
  }
  const result = response.status < 300 ? schema.safeParse(jsonOf(response)) : undefined;
  if (!result?.success)
    throw unavailable(`DPD answered ${response.status} to the ${what}: ${excerpt(response)}`);
  return result.data;
}
