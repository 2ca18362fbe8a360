import { randomUUID } from 'node:crypto';
import { DomainError, parcelMachineCode, type Shipment, type ShipmentState } from '@apteek/domain';
import {
  type Carrier,
  type Sender,
  excerpt,
  type CarrierHttp,
  carrierUnavailable as unavailable,
  shipmentRefused,
} from '../carrier-kit/index.ts';
import { routingKey, xmlText, xmlValue, xmlValues } from './prinetti-xml.ts';

export interface PostiCredentials {
  apiUrl: string;
  account: string;
  secret: string;
}

/** Posti's products: a parcel to a pickup point or locker (with service 2106 naming it), or home. */
export const POSTI_PRODUCTS = { pickupPoint: '2103', home: '2104' } as const;
const PICKUP_POINT_SERVICE = '2106';

const STATUSES: Readonly<Record<string, ShipmentState>> = {
  '20': 'registered',
  '21': 'inTransit',
  '22': 'readyForPickup',
  '99': 'delivered',
  '68': 'returned',
};

/**
 * Posti's Nextshipping "Prinetti" XML interface: each message routed by the account, a fresh id,
 * the time and `md5(account + id + secret)`; `POST /prinetti/create-shipment` answers
 * `response.status` 0 with the tracking code, or another status with its message;
 * `POST /prinetti/get-shipping-label` the base64 PDF; `POST /prinetti/get-shipment-status` the
 * parcel's latest status code.
 */
export function postiClient(credentials: PostiCredentials, http: CarrierHttp, sender: Sender): Carrier {
  async function send(path: string, body: string, what: string): Promise<string> {
    const id = randomUUID();
    const routing =
      `<ROUTING><Routing.Account>${xmlText(credentials.account)}</Routing.Account>` +
      `<Routing.Id>${id}</Routing.Id>` +
      `<Routing.Key>${routingKey(credentials.account, id, credentials.secret)}</Routing.Key>` +
      `<Routing.Name>apteek</Routing.Name><Routing.Time>${prinettiTime(new Date())}</Routing.Time></ROUTING>`;
    const response = await http({
      method: 'POST',
      url: `${credentials.apiUrl}${path}`,
      headers: { 'content-type': 'application/xml; charset=utf-8', accept: 'application/xml' },
      body: `<?xml version="1.0" encoding="UTF-8"?><eChannel>${routing}${body}</eChannel>`,
    });
    const xml = response.body.toString('utf8');
    const status = xmlValue(xml, 'response.status');
    if (response.status !== 200 || status === undefined)
      throw unavailable(`Posti answered ${response.status} to the ${what}: ${excerpt(response)}`);
    if (status === '0') return xml;
    const message = xmlValue(xml, 'response.message') ?? `status ${status}`;
    if (status === '2') throw unavailable(`Posti refused the routing (credentials): ${message}`);
    if (status === '4') throw new DomainError('not_found');
    throw shipmentRefused('Posti', [message]);
  }

  return {
    code: 'posti',
    async register(shipment) {
      const created = await send('/prinetti/create-shipment', shipmentXml(shipment, sender), 'registration');
      const trackingNumber = xmlValue(created, 'response.trackingcode');
      if (!trackingNumber) throw unavailable('Posti gave no tracking code');
      const labelXml = await send(
        '/prinetti/get-shipping-label',
        `<PrintLabel responseFormat="inline"><TrackingCode><Code>${xmlText(trackingNumber)}</Code></TrackingCode></PrintLabel>`,
        'label',
      );
      const file = xmlValue(labelXml, 'response.file');
      if (!file) throw unavailable('Posti gave no label');
      return { carrier: 'posti', trackingNumber, label: Buffer.from(file, 'base64') };
    },
    async track(trackingNumber) {
      const xml = await send(
        '/prinetti/get-shipment-status',
        `<TrackingCode><Code>${xmlText(trackingNumber)}</Code></TrackingCode>`,
        'tracking',
      );
      const codes = xmlValues(xml, 'status.code');
      const times = xmlValues(xml, 'status.time');
      const latest = codes.at(-1);
      return {
        trackingNumber,
        state: latest ? (STATUSES[latest] ?? 'inTransit') : 'registered',
        updatedAt: times.at(-1) ?? null,
      };
    },
  };
}

function shipmentXml(shipment: Shipment, sender: Sender): string {
  const { delivery, receiver } = shipment;
  const party = (tag: string, fields: Record<string, string>) =>
    `<${tag}>${Object.entries(fields)
      .map(([name, value]) => `<${tag}.${name}>${xmlText(value)}</${tag}.${name}>`)
      .join('')}</${tag}>`;
  const address: Record<string, string> =
    delivery.method === 'courier'
      ? {
          Addr1: delivery.address.street,
          Postcode: delivery.address.postcode,
          City: delivery.address.city,
          Country: delivery.address.country,
        }
      : { Country: 'FI' };
  const service =
    delivery.method === 'parcelMachine'
      ? `<Consignment.AdditionalService><AdditionalService.ServiceCode>${PICKUP_POINT_SERVICE}</AdditionalService.ServiceCode>` +
        `<AdditionalService.Specifier name="pickup_point_id">${xmlText(parcelMachineCode(delivery.parcelMachineId))}</AdditionalService.Specifier></Consignment.AdditionalService>`
      : '';
  return (
    `<Shipment>` +
    party('Shipment.Sender', {
      Name1: sender.name,
      Addr1: sender.street,
      Postcode: sender.postcode,
      City: sender.city,
      Country: sender.country,
      Phone: sender.phone,
      Email: sender.email,
    }) +
    party('Shipment.Recipient', {
      Name1: receiver.name,
      ...address,
      Phone: receiver.phone,
      Email: receiver.email,
    }) +
    `<Shipment.Consignment><Consignment.Reference>${xmlText(shipment.orderReference)}</Consignment.Reference>` +
    `<Consignment.Product>${delivery.method === 'parcelMachine' ? POSTI_PRODUCTS.pickupPoint : POSTI_PRODUCTS.home}</Consignment.Product>` +
    service +
    `<Consignment.Parcel><Parcel.Packagetype>PC</Parcel.Packagetype>` +
    `<Parcel.Weight unit="kg">${(shipment.weightGrams / 1000).toFixed(3)}</Parcel.Weight>` +
    `<Parcel.Contents>Pharmacy goods</Parcel.Contents></Consignment.Parcel></Shipment.Consignment></Shipment>`
  );
}

/** Prinetti's timestamp: yyyyMMddHHmmss in UTC. */
function prinettiTime(date: Date): string {
  return date.toISOString().replace(/\D/g, '').slice(0, 14);
}
