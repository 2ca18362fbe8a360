import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ShipmentState } from '@apteek/domain';
import {
  type CarrierSetup,
  isInternationalPhone,
  SandboxParcels,
  sameSecret,
  sandboxMachine,
} from '../../carrier-kit/index.ts';
import { POSTI_PRODUCTS } from '../posti-client.ts';
import { routingKey, xmlText, xmlValue } from '../prinetti-xml.ts';

/** Posti's status codes of a parcel's scans. */
const CODES: Record<ShipmentState, string> = {
  registered: '20',
  inTransit: '21',
  readyForPickup: '22',
  delivered: '99',
  returned: '68',
};

/**
 * Posti's side of the Prinetti XML interface for the shop's account: every message's routing key
 * checked (status 2 when it does not match), shipments checked as Posti does (a pickup point or
 * locker of its list and the recipient's phone for the arrival notice; a home delivery's address),
 * JJFI tracking codes, base64 PDF labels and the parcels' status codes.
 */
export async function postiSandbox(
  app: FastifyInstance,
  {
    setup,
    parcels = new SandboxParcels('posti'),
  }: { setup: CarrierSetup['posti']; parcels?: SandboxParcels },
): Promise<void> {
  app.addContentTypeParser(['application/xml', 'text/xml'], { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  /** The message's XML once its routing is this account's, or null after answering status 2. */
  function routed(body: unknown, reply: FastifyReply): string | null {
    const xml = typeof body === 'string' ? body : '';
    const account = xmlValue(xml, 'Routing.Account') ?? '';
    const id = xmlValue(xml, 'Routing.Id') ?? '';
    const key = xmlValue(xml, 'Routing.Key');
    if (account !== setup.account || id === '' || !sameSecret(key, routingKey(account, id, setup.secret))) {
      answer(reply, 2, 'Authentication failed');
      return null;
    }
    return xml;
  }

  app.post('/prinetti/create-shipment', async (request, reply) => {
    const xml = routed(request.body, reply);
    if (xml === null) return reply;
    const checked = await checkShipment(app, xml);
    if (typeof checked === 'string') return answer(reply, 1, checked);
    const trackingNumber = parcels.newTrackingNumber();
    parcels.add({ trackingNumber, reference: xmlValue(xml, 'Consignment.Reference') ?? '', ...checked });
    return answer(reply, 0, 'OK', `<response.trackingcode>${trackingNumber}</response.trackingcode>`);
  });

  app.post('/prinetti/get-shipping-label', async (request, reply) => {
    const xml = routed(request.body, reply);
    if (xml === null) return reply;
    const parcel = parcels.get(xmlValue(xml, 'Code') ?? '');
    if (!parcel) return answer(reply, 4, 'Shipment not found');
    const pdf = parcels.labelPdf(parcel).toString('base64');
    return answer(reply, 0, 'OK', `<response.file>${pdf}</response.file>`);
  });

  app.post('/prinetti/get-shipment-status', async (request, reply) => {
    const xml = routed(request.body, reply);
    if (xml === null) return reply;
    const parcel = parcels.get(xmlValue(xml, 'Code') ?? '');
    if (!parcel) return answer(reply, 4, 'Shipment not found');
    return answer(
      reply,
      0,
      'OK',
      parcel.events
        .map(
          (event) =>
            `<status><status.code>${CODES[event.state]}</status.code><status.time>${event.at}</status.time></status>`,
        )
        .join(''),
    );
  });
}

/** The label's receiver and destination, or Posti's message for what it refuses. */
async function checkShipment(
  app: FastifyInstance,
  xml: string,
): Promise<{ receiver: string; destination: string } | string> {
  const value = (name: string) => xmlValue(xml, name)?.trim() ?? '';
  const name = value('Shipment.Recipient.Name1');
  const phone = value('Shipment.Recipient.Phone');
  const product = value('Consignment.Product');
  const weight = Number(value('Parcel.Weight'));
  if (name === '') return 'Shipment.Recipient.Name1: required';
  if (!(weight > 0 && weight <= 35)) return 'Parcel.Weight: between 0.001 and 35 kg';
  if (product === POSTI_PRODUCTS.pickupPoint) {
    if (!isInternationalPhone(phone))
      return 'Shipment.Recipient.Phone: a mobile number is required for the arrival notice';
    const point = await sandboxMachine(app.db, 'smartposti', 'FI', value('AdditionalService.Specifier'));
    if (!point) return 'AdditionalService.Specifier: unknown pickup_point_id';
    return { receiver: name, destination: `${point.name}, ${point.city}` };
  }
  if (product !== POSTI_PRODUCTS.home) return `Consignment.Product: ${product || 'none'} is not contracted`;
  if (value('Shipment.Recipient.Addr1') === '')
    return 'Shipment.Recipient.Addr1: required for a home delivery';
  if (!/^\d{5}$/.test(value('Shipment.Recipient.Postcode')))
    return 'Shipment.Recipient.Postcode: five digits';
  if (value('Shipment.Recipient.City') === '') return 'Shipment.Recipient.City: required';
  if (phone === '' && value('Shipment.Recipient.Email') === '')
    return 'Shipment.Recipient.Phone: a phone or e-mail is required for delivery notices';
  return {
    receiver: name,
    destination: `${value('Shipment.Recipient.Addr1')}, ${value('Shipment.Recipient.Postcode')} ${value('Shipment.Recipient.City')}`,
  };
}

function answer(reply: FastifyReply, status: number, message: string, extra = ''): FastifyReply {
  return reply
    .type('application/xml; charset=utf-8')
    .send(
      `<?xml version="1.0" encoding="UTF-8"?><Response><response.status>${status}</response.status>` +
        `<response.message>${xmlText(message)}</response.message>${extra}</Response>`,
    );
}
