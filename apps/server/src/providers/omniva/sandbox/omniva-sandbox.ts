import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ShipmentState } from '@apteek/domain';
import {
  type CarrierSetup,
  isInternationalPhone,
  SandboxParcels,
  basicAuthorized,
  fieldText,
  sandboxMachine,
} from '../../carrier-kit/index.ts';

type Json = Record<string, unknown>;
const EVENT_CODES: Record<ShipmentState, string> = {
  registered: 'REGISTERED',
  inTransit: 'IN_TRANSIT',
  readyForPickup: 'DELIVERED_TO_PARCEL_MACHINE',
  delivered: 'DELIVERED',
  returned: 'RETURNED',
};
const CHANNELS = ['COURIER', 'PARCEL_MACHINE', 'POST_OFFICE', 'PICK_UP_POINT', 'POST_BOX'];

/**
 * Omniva's side of the OMX REST API for the shop's own account: HTTP Basic with the contract's
 * user and password (401 otherwise), `customerCode` of that contract, shipments checked as Omniva
 * does (a parcel machine known by its ZIP and a mobile number for its door code; a courier's
 * postcode, city and street), saved or failed one by one, S10 barcodes, PDF address cards and
 * the parcels' events.
 */
export async function omnivaSandbox(
  app: FastifyInstance,
  {
    setup,
    parcels = new SandboxParcels('omniva'),
  }: { setup: CarrierSetup['omniva']; parcels?: SandboxParcels },
): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    if (!basicAuthorized(request.headers.authorization, setup.username, setup.password))
      return reply.status(401).send({ message: 'Unauthorized' });
  });

  app.post('/shipments/business-to-client', async (request, reply) => {
    const body = request.body as Json | undefined;
    if (!isContract(body, setup.customerCode)) return badRequest(reply, 'customerCode: unknown customer');
    if (!Array.isArray(body?.shipments) || body.shipments.length === 0)
      return badRequest(reply, 'shipments: at least one shipment is required');
    const savedShipments: Json[] = [];
    const failedShipments: Json[] = [];
    for (const [index, item] of (body.shipments as unknown[]).entries()) {
      const shipment = (item ?? {}) as Json;
      const clientItemId = fieldText(shipment.partnerShipmentId) || String(index);
      const checked = await checkShipment(app, shipment);
      if (typeof checked === 'string') {
        failedShipments.push({ clientItemId, message: checked });
        continue;
      }
      const barcode = parcels.newTrackingNumber();
      parcels.add({ trackingNumber: barcode, reference: clientItemId, ...checked });
      savedShipments.push({ clientItemId, barcode });
    }
    return { savedShipments, failedShipments };
  });

  app.post('/shipments/package-labels', async (request, reply) => {
    const body = request.body as Json | undefined;
    if (!isContract(body, setup.customerCode)) return badRequest(reply, 'customerCode: unknown customer');
    if (body?.sendAddressCardTo !== 'RESPONSE') return badRequest(reply, 'sendAddressCardTo: only RESPONSE');
    const barcodes = Array.isArray(body.barcodes) ? (body.barcodes as Json[]) : [];
    const successAddressCards: Json[] = [];
    const failedAddressCards: Json[] = [];
    for (const { barcode } of barcodes) {
      const parcel = typeof barcode === 'string' ? parcels.get(barcode) : undefined;
      if (!parcel) failedAddressCards.push({ barcode, messageCode: 'BARCODE_NOT_FOUND' });
      else
        successAddressCards.push({
          barcode,
          fileData: parcels.labelPdf(parcel).toString('base64'),
        });
    }
    return { successAddressCards, failedAddressCards };
  });

  app.get('/shipments/:barcode', async (request: FastifyRequest<{ Params: { barcode: string } }>, reply) => {
    const parcel = parcels.get(request.params.barcode);
    if (!parcel) return reply.status(404).send({ message: 'Shipment not found' });
    return {
      barcode: parcel.trackingNumber,
      events: parcel.events.map((event) => ({
        eventCode: EVENT_CODES[event.state],
        eventName: EVENT_CODES[event.state],
        eventDate: event.at,
      })),
    };
  });
}

/** The label's receiver and destination, or what Omniva would refuse. */
async function checkShipment(
  app: FastifyInstance,
  shipment: Json,
): Promise<{ receiver: string; destination: string } | string> {
  if (shipment.mainService !== 'PARCEL') return 'mainService: only PARCEL is contracted';
  const channel = shipment.deliveryChannel;
  if (typeof channel !== 'string' || !CHANNELS.includes(channel))
    return 'deliveryChannel: required for a parcel to Estonia';
  const weight = Number((shipment.measurement as Json | undefined)?.weight);
  if (!(weight > 0 && weight <= 30)) return 'measurement.weight: between 0.001 and 30 kg';
  const receiver = (shipment.receiverAddressee ?? {}) as Json;
  const address = (receiver.address ?? {}) as Json;
  if (!nonEmpty(receiver.personName) && !nonEmpty(receiver.companyName))
    return 'receiverAddressee.personName: required';
  const name = fieldText(receiver.personName) || fieldText(receiver.companyName);
  if (channel === 'PARCEL_MACHINE') {
    if (!isInternationalPhone(receiver.contactMobile))
      return 'receiverAddressee.contactMobile: a mobile number is required for a parcel machine';
    const machine = await sandboxMachine(app.db, 'omniva', 'EE', fieldText(address.offloadPostcode));
    if (!machine) return 'receiverAddressee.address.offloadPostcode: no parcel machine with this ZIP';
    return { receiver: name, destination: `${machine.name}, ${machine.city}` };
  }
  if (channel !== 'COURIER') return 'deliveryChannel: only COURIER and PARCEL_MACHINE are contracted';
  for (const field of ['postcode', 'deliverypoint', 'street'] as const)
    if (!nonEmpty(address[field])) return `receiverAddressee.address.${field}: required for a courier`;
  if (!nonEmpty(receiver.contactMobile) && !nonEmpty(receiver.contactPhone))
    return 'receiverAddressee.contactMobile: a phone number is required for a courier';
  return {
    receiver: name,
    destination: `${fieldText(address.street)}, ${fieldText(address.postcode)} ${fieldText(address.deliverypoint)}`,
  };
}

const nonEmpty = (value: unknown) => typeof value === 'string' && value.trim() !== '';
const isContract = (body: Json | undefined, customerCode: string) => body?.customerCode === customerCode;
const badRequest = (reply: FastifyReply, message: string) => reply.status(400).send({ message });
