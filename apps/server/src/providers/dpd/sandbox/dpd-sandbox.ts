import { randomBytes, randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
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
const TOKEN_TTL_SECONDS = 3600;
const STATUSES: Record<ShipmentState, string> = {
  registered: 'Registered',
  inTransit: 'In transit',
  readyForPickup: 'Ready for pickup',
  delivered: 'Delivered',
  returned: 'Returned to sender',
};

/**
 * DPD Baltics' side of the portal REST API v1: tokens for the contract's user at
 * `POST /auth/tokens` (HTTP Basic), every other call with one as Bearer; shipments checked as DPD
 * does, refusals as problem documents naming the fields, 14-digit parcel numbers, PDF labels as
 * base64 pages and the parcels' statuses.
 */
export async function dpdSandbox(
  app: FastifyInstance,
  { setup, parcels = new SandboxParcels('dpd') }: { setup: CarrierSetup['dpd']; parcels?: SandboxParcels },
): Promise<void> {
  const tokens = new Map<string, number>();

  app.post('/auth/tokens', async (request, reply) => {
    if (!basicAuthorized(request.headers.authorization, setup.username, setup.password))
      return problem(reply, 401, 'Unauthorized', 'Wrong user name or password');
    const token = randomBytes(24).toString('base64url');
    const validUntil = new Date(Date.now() + TOKEN_TTL_SECONDS * 1000).toISOString();
    tokens.set(token, Date.parse(validUntil));
    return { secretId: randomUUID(), validUntil, token };
  });

  await app.register(async (api) => {
    api.addHook('onRequest', async (request, reply) => {
      const token = /^Bearer (\S+)$/.exec(request.headers.authorization ?? '')?.[1];
      const until = token ? tokens.get(token) : undefined;
      if (!until || until < Date.now())
        return problem(reply, 401, 'Unauthorized', 'Missing or expired token');
    });

    api.post('/shipments', async (request, reply) => {
      const body: unknown = request.body;
      if (!Array.isArray(body) || body.length === 0 || body.length > 50)
        return problem(reply, 400, 'Validation failed', { shipments: 'an array of 1 to 50 shipments' });
      const checked = await Promise.all(
        (body as unknown[]).map((shipment) => checkShipment(app, (shipment ?? {}) as Json)),
      );
      const detail: Record<string, string> = Object.assign(
        {},
        ...checked.map((c, i) => ('errors' in c ? prefixed(i, c.errors) : {})),
      ) as Record<string, string>;
      if (Object.keys(detail).length > 0) return problem(reply, 400, 'Validation failed', detail);
      return checked.map((c, i) => {
        if ('errors' in c) throw new Error('unreachable');
        const shipment = (body as Json[])[i]!;
        const wantsLabel = shipment.labelOptions !== undefined;
        const parcelNumbers = wantsLabel ? [parcels.newTrackingNumber()] : [];
        const reference = fieldText((shipment.shipmentReferences as unknown[] | undefined)?.[0]);
        for (const number of parcelNumbers) parcels.add({ trackingNumber: number, reference, ...c });
        return { id: randomUUID(), parcelNumbers, payer: null };
      });
    });

    api.post('/shipments/labels', async (request, reply) => {
      const body = (request.body ?? {}) as Json;
      if (body.labelFormat !== 'application/pdf')
        return problem(reply, 400, 'Validation failed', { labelFormat: 'only application/pdf here' });
      const numbers = Array.isArray(body.parcelNumbers) ? (body.parcelNumbers as unknown[]) : [];
      const found = numbers.map((n) => (typeof n === 'string' ? parcels.get(n) : undefined));
      if (found.length === 0 || found.some((p) => !p))
        return problem(reply, 404, 'Not found', { parcelNumbers: 'unknown parcel number' });
      return {
        pages: found.map((parcel) => ({
          binaryData: `data:application/pdf;base64,${parcels.labelPdf(parcel!).toString('base64')}`,
        })),
      };
    });

    api.get('/status/tracking', async (request) => {
      const { pknr = '' } = request.query as { pknr?: string };
      return pknr
        .split('|')
        .slice(0, 30)
        .flatMap((number) => {
          const parcel = parcels.get(number);
          if (!parcel) return [];
          return [
            {
              parcelNumber: number,
              details: parcel.events.map((event) => ({ status: STATUSES[event.state], dateTime: event.at })),
            },
          ];
        });
    });
  });
}

type Checked = { receiver: string; destination: string } | { errors: Record<string, string> };

/** The label's receiver and destination, or the fields DPD would refuse. */
async function checkShipment(app: FastifyInstance, shipment: Json): Promise<Checked> {
  const errors: Record<string, string> = {};
  const to = (shipment.receiverAddress ?? {}) as Json;
  const text = (value: unknown, max: number) =>
    typeof value === 'string' && value.trim() !== '' && value.length <= max;
  if (!text((shipment.service as Json | undefined)?.serviceAlias, 64))
    errors['service.serviceAlias'] = 'required';
  if (!shipment.senderAddress) errors.senderAddress = 'required';
  if (!text(to.name, 35)) errors['receiverAddress.name'] = 'required, at most 35 characters';
  if (!isInternationalPhone(to.phone)) errors['receiverAddress.phone'] = 'required in international form';
  const parcelList = Array.isArray(shipment.parcels) ? (shipment.parcels as Json[]) : [];
  if (parcelList.length === 0 || parcelList.some((p) => !(Number(p.weight) > 0 && Number(p.weight) <= 31.5)))
    errors.parcels = 'each parcel weighs between 0.001 and 31.5 kg';
  let destination = '';
  if (to.pudoId !== undefined) {
    // DPD's own lockers and parcel shops; the shop's list holds none of them yet.
    const point = await sandboxMachine(app.db, 'dpd', 'EE', fieldText(to.pudoId));
    if (!point) errors['receiverAddress.pudoId'] = 'unknown pickup point';
    else destination = `${point.name}, ${point.city}`;
  } else {
    if (!text(to.street, 35)) errors['receiverAddress.street'] = 'required, at most 35 characters';
    if (!text(to.city, 35)) errors['receiverAddress.city'] = 'required';
    if (typeof to.postalCode !== 'string' || !/^\d{4,5}$/.test(to.postalCode))
      errors['receiverAddress.postalCode'] = 'digits without a country prefix';
    if (!['EE', 'LV', 'LT', 'FI'].includes(fieldText(to.country)))
      errors['receiverAddress.country'] = 'not served';
    destination = `${fieldText(to.street)}, ${fieldText(to.postalCode)} ${fieldText(to.city)}`;
  }
  return Object.keys(errors).length > 0 ? { errors } : { receiver: fieldText(to.name), destination };
}

const prefixed = (index: number, errors: Record<string, string>) =>
  Object.fromEntries(Object.entries(errors).map(([field, message]) => [`[${index}].${field}`, message]));

function problem(
  reply: FastifyReply,
  status: number,
  title: string,
  detail: string | Record<string, string>,
) {
  return reply
    .status(status)
    .type('application/problem+json')
    .send({ type: 'about:blank', title, detail, instance: reply.request.url });
}
