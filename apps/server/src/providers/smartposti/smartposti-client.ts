import { z } from 'zod';
import { parcelMachineCode, type Shipment, type ShipmentState } from '@apteek/domain';
import {
  type Carrier,
  type CarrierAnswers,
  type CarrierHttp,
  type Sender,
  carrierAnswer,
  carrierUnavailable as unavailable,
  excerpt,
  trackingAnswer,
} from '../carrier-kit/index.ts';

export interface SmartpostiCredentials {
  apiUrl: string;
  apiKey: string;
}

const OrdersSchema = z.looseObject({
  orders: z.looseObject({ item: z.array(z.looseObject({ barcode: z.string() })).min(1) }),
});
const ErrorSchema = z.looseObject({
  error: z.looseObject({ message: z.string(), field: z.string().optional() }),
});

/** SmartPosti refuses a shipment with an error naming its field, and a wrong API key with 401 or 403. */
const SMARTPOSTI_ANSWERS: CarrierAnswers = {
  carrier: 'SmartPosti',
  ok: (status) => status === 200,
  credentialsRefused: [401, 403],
  refusals: [400],
  refusal(body) {
    const error = ErrorSchema.safeParse(body);
    return error.success
      ? [{ field: error.data.error.field ?? 'shipment', message: error.data.error.message }]
      : undefined;
  },
};
const StatusSchema = z.looseObject({
  barcode: z.string(),
  status: z.string(),
  updated: z.string().nullable(),
});

const STATUSES: Readonly<Record<string, ShipmentState>> = {
  REGISTERED: 'registered',
  IN_TRANSIT: 'inTransit',
  IN_LOCKER: 'readyForPickup',
  DELIVERED: 'delivered',
  RETURNED: 'returned',
};

/**
 * SmartPosti's shipment API (the former Itella SmartPOST, now on Posti's gateway): the API key as
 * the Authorization header, `POST orders` with the order's items (a locker by its place_id, kept
 * as a string with its leading zeros; a courier by street, house, city and postcode), labels as
 * raw PDF from `GET labels`, an order's status from `GET orders/{barcode}`.
 */
export function smartpostiClient(
  credentials: SmartpostiCredentials,
  http: CarrierHttp,
  sender: Sender,
): Carrier {
  const headers = { authorization: credentials.apiKey, accept: 'application/json' };
  return {
    code: 'smartposti',
    async register(shipment) {
      const created = await http({
        method: 'POST',
        url: `${credentials.apiUrl}/orders`,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ orders: { item: [smartpostiItem(shipment, sender)] } }),
      });
      const barcode = carrierAnswer(SMARTPOSTI_ANSWERS, OrdersSchema, created, 'registration').orders.item[0]!
        .barcode;
      const query = new URLSearchParams({ format: 'A6', barcode });
      const label = await http({
        method: 'GET',
        url: `${credentials.apiUrl}/labels?${query.toString()}`,
        headers: { authorization: credentials.apiKey, accept: 'application/pdf' },
      });
      if (label.status !== 200 || label.body.subarray(0, 5).toString('latin1') !== '%PDF-')
        throw unavailable(`SmartPosti answered ${label.status} to the label: ${excerpt(label)}`);
      return { carrier: 'smartposti', trackingNumber: barcode, label: label.body };
    },
    async track(trackingNumber) {
      const response = await http({
        method: 'GET',
        url: `${credentials.apiUrl}/orders/${encodeURIComponent(trackingNumber)}`,
        headers,
      });
      const status = trackingAnswer(SMARTPOSTI_ANSWERS, StatusSchema, response);
      return { trackingNumber, state: STATUSES[status.status] ?? 'inTransit', updatedAt: status.updated };
    },
  };
}

function smartpostiItem(shipment: Shipment, sender: Sender) {
  const { delivery, receiver } = shipment;
  const destination =
    delivery.method === 'parcelMachine'
      ? { place_id: parcelMachineCode(delivery.parcelMachineId), country: 'EE' }
      : {
          ...streetAndHouse(delivery.address.street),
          city: delivery.address.city,
          country: delivery.address.country,
          postalcode: delivery.address.postcode,
          timewindow: 1,
        };
  return {
    reference: shipment.orderReference,
    content: 'Pharmacy goods',
    weight: shipment.weightGrams / 1000,
    destination,
    source: { country: sender.country },
    recipient: { name: receiver.name, phone: receiver.phone, email: receiver.email },
  };
}

/** "Tartu mnt 10-5" as street "Tartu mnt" and house "10-5"; a street with no number keeps it all. */
export function streetAndHouse(line: string): { street: string; house: string } {
  const match = /^(.*\D)\s+(\d[\w/-]*)$/.exec(line.trim());
  return match ? { street: match[1]!.trim(), house: match[2]! } : { street: line.trim(), house: '' };
}
