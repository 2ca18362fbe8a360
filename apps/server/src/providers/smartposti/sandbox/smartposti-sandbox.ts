import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ShipmentState } from '@apteek/domain';
import {
  type CarrierSetup,
  isInternationalPhone,
  fieldText,
  SandboxParcels,
  sameSecret,
  sandboxMachine,
} from '../../carrier-kit/index.ts';

type Json = Record<string, unknown>;
const STATUSES: Record<ShipmentState, string> = {
  registered: 'REGISTERED',
  inTransit: 'IN_TRANSIT',
  readyForPickup: 'IN_LOCKER',
  delivered: 'DELIVERED',
  returned: 'RETURNED',
};

/**
 * SmartPosti's side of its shipment API for the shop's key: `POST orders` checks each item as
 * SmartPosti does (an Estonian locker known by its place_id and the recipient's phone for its
 * door code; a courier's street, house, city and postcode), answers JJFI barcodes, `GET labels`
 * the raw PDF, `GET orders/{barcode}` the order's status.
 */
export async function smartpostiSandbox(
  app: FastifyInstance,
  {
    setup,
    parcels = new SandboxParcels('smartposti'),
  }: { setup: CarrierSetup['smartposti']; parcels?: SandboxParcels },
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!sameSecret(request.headers.authorization, setup.apiKey))
      return reply.status(401).send({ error: { message: 'Invalid API key' } });
  });

  app.post('/orders', async (request, reply) => {
    const items = ((request.body as Json | undefined)?.orders as Json | undefined)?.item;
    if (!Array.isArray(items) || items.length === 0)
      return refuse(reply, 'orders.item', 'at least one order');
    const accepted: { barcode: string; reference: string; receiver: string; destination: string }[] = [];
    for (const [index, raw] of items.entries()) {
      const item = (raw ?? {}) as Json;
      const checked = await checkItem(app, item);
      if ('field' in checked) return refuse(reply, `orders.item[${index}].${checked.field}`, checked.message);
      accepted.push({
        barcode: parcels.newTrackingNumber(),
        reference: fieldText(item.reference),
        ...checked,
      });
    }
    for (const { barcode, ...parcel } of accepted) parcels.add({ trackingNumber: barcode, ...parcel });
    return { orders: { item: accepted.map(({ barcode, reference }) => ({ reference, barcode })) } };
  });

  app.get('/labels', async (request, reply) => {
    const { barcode = '', format = 'A6' } = request.query as { barcode?: string; format?: string };
    if (!['A4-4', 'A4-8', 'A5', 'A6', 'A7'].includes(format))
      return refuse(reply, 'format', 'unknown format');
    const parcel = parcels.get(barcode.split(',')[0] ?? '');
    if (!parcel) return refuse(reply, 'barcode', 'unknown barcode');
    return reply.type('application/pdf').send(parcels.labelPdf(parcel));
  });

  app.get('/orders/:barcode', async (request, reply) => {
    const parcel = parcels.get((request.params as { barcode: string }).barcode);
    if (!parcel) return reply.status(404).send({ error: { message: 'Order not found' } });
    const latest = parcel.events.at(-1)!;
    return { barcode: parcel.trackingNumber, status: STATUSES[latest.state], updated: latest.at };
  });
}

async function checkItem(
  app: FastifyInstance,
  item: Json,
): Promise<{ receiver: string; destination: string } | { field: string; message: string }> {
  const recipient = (item.recipient ?? {}) as Json;
  const to = (item.destination ?? {}) as Json;
  if (typeof item.reference !== 'string' || item.reference === '')
    return { field: 'reference', message: 'required' };
  if (typeof recipient.name !== 'string' || recipient.name.trim() === '')
    return { field: 'recipient.name', message: 'required' };
  if (!isInternationalPhone(recipient.phone))
    return {
      field: 'recipient.phone',
      message: 'a mobile number is required for the SMS with the door code',
    };
  if (!(Number(item.weight) > 0 && Number(item.weight) <= 35))
    return { field: 'weight', message: 'between 0.001 and 35 kg' };
  if (to.place_id !== undefined) {
    if (typeof to.place_id !== 'string') return { field: 'destination.place_id', message: 'a string' };
    if (to.country !== 'EE')
      return { field: 'destination.country', message: 'lockers by place_id are in Estonia' };
    const machine = await sandboxMachine(app.db, 'smartposti', 'EE', to.place_id);
    if (!machine) return { field: 'destination.place_id', message: 'no such parcel locker' };
    return { receiver: recipient.name, destination: `${machine.name}, ${machine.city}` };
  }
  for (const field of ['street', 'house', 'city', 'postalcode'] as const)
    if (typeof to[field] !== 'string' || to[field] === '')
      return { field: `destination.${field}`, message: 'required for a courier' };
  return {
    receiver: recipient.name,
    destination: `${fieldText(to.street)} ${fieldText(to.house)}, ${fieldText(to.postalcode)} ${fieldText(to.city)}`,
  };
}

const refuse = (reply: FastifyReply, field: string, message: string) =>
  reply.status(400).send({ error: { field, message } });
