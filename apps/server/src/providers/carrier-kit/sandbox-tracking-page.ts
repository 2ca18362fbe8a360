import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  CARRIER_NAMES,
  CARRIERS,
  LANGUAGES,
  type CarrierCode,
  type Language,
  type ShipmentState,
} from '@apteek/domain';
import { acceptFormBodies } from '../../lib/form-body.ts';
import { escapeHtml, sandboxDocument } from '../../lib/html.ts';
import type { SandboxParcels } from './sandbox-parcels.ts';

/** Where a sandboxed carrier's public tracking page is, as the order page links to it. */
export const SANDBOX_TRACKING_PREFIX = '/sandbox/carriers';
export const sandboxTrackingPath = (carrier: CarrierCode, trackingNumber: string, language: Language) =>
  `${SANDBOX_TRACKING_PREFIX}/${carrier}/tracking/${encodeURIComponent(trackingNumber)}?lang=${language}`;

const STATES: readonly ShipmentState[] = [
  'registered',
  'inTransit',
  'readyForPickup',
  'delivered',
  'returned',
];

interface Texts {
  notice: string;
  heading: string;
  number: string;
  state: string;
  states: Record<ShipmentState, string>;
  controls: string;
  move: string;
  unknown: string;
}

const TEXTS: Record<Language, Texts> = {
  et: {
    notice: 'Testrežiim: veofirma testkeskkond, päris pakki pole.',
    heading: 'Saadetise jälgimine',
    number: 'Saadetise number',
    state: 'Olek',
    states: {
      registered: 'Registreeritud',
      inTransit: 'Teel',
      readyForPickup: 'Pakiautomaadis',
      delivered: 'Kätte toimetatud',
      returned: 'Saatjale tagastatud',
    },
    controls: 'Testija: liiguta pakki nagu veofirma skaneeringud',
    move: 'Märgi: {state}',
    unknown: 'Sellist saadetist ei ole.',
  },
  fi: {
    notice: 'Testitila: kuljetusyhtiön testiympäristö, oikeaa pakettia ei ole.',
    heading: 'Lähetyksen seuranta',
    number: 'Lähetystunnus',
    state: 'Tila',
    states: {
      registered: 'Rekisteröity',
      inTransit: 'Kuljetuksessa',
      readyForPickup: 'Noudettavissa automaatista',
      delivered: 'Toimitettu',
      returned: 'Palautettu lähettäjälle',
    },
    controls: 'Testaaja: siirrä pakettia kuten kuljetusyhtiön skannaukset',
    move: 'Merkitse: {state}',
    unknown: 'Lähetystä ei löydy.',
  },
  en: {
    notice: "Test mode: the carrier's test service, no real parcel.",
    heading: 'Shipment tracking',
    number: 'Tracking number',
    state: 'State',
    states: {
      registered: 'Registered',
      inTransit: 'In transit',
      readyForPickup: 'In the parcel machine',
      delivered: 'Delivered',
      returned: 'Returned to the sender',
    },
    controls: "Tester: move the parcel as the carrier's scans would",
    move: 'Mark: {state}',
    unknown: 'There is no such shipment.',
  },
  ru: {
    notice: 'Тестовый режим: тестовая среда перевозчика, настоящей посылки нет.',
    heading: 'Отслеживание отправления',
    number: 'Номер отправления',
    state: 'Статус',
    states: {
      registered: 'Зарегистрировано',
      inTransit: 'В пути',
      readyForPickup: 'В почтомате',
      delivered: 'Доставлено',
      returned: 'Возвращено отправителю',
    },
    controls: 'Тестировщик: передвиньте посылку, как это сделали бы сканирования перевозчика',
    move: 'Отметить: {state}',
    unknown: 'Такого отправления нет.',
  },
};

type TrackingRequest = FastifyRequest<{
  Params: { carrier: string; number: string };
  Querystring: { lang?: string };
}>;

/**
 * The sandboxed carriers' public tracking page, where the order page's tracking link leads in test
 * mode: the parcel's state and its scans, and the tester's buttons that move it on as the carrier's
 * scans would (the shop learns of it by asking the carrier's tracking API, as it does of a real one).
 */
export function sandboxTrackingPage(
  app: FastifyInstance,
  { parcels }: { parcels: Partial<Record<CarrierCode, SandboxParcels>> },
): Promise<void> {
  acceptFormBodies(app);
  const find = (request: TrackingRequest) => {
    const carrier = CARRIERS.find((code) => code === request.params.carrier);
    const language = LANGUAGES.find((code) => code === request.query.lang) ?? 'et';
    const store = carrier ? parcels[carrier] : undefined;
    return { carrier, language, store, parcel: store?.get(request.params.number) };
  };

  app.get('/:carrier/tracking/:number', async (request: TrackingRequest, reply) => {
    const { carrier, language, parcel } = find(request);
    const text = TEXTS[language];
    const title = `${carrier ? CARRIER_NAMES[carrier] : ''} – ${text.heading}`;
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8');
    if (!carrier || !parcel)
      return reply
        .status(404)
        .send(
          sandboxDocument(
            language,
            title,
            text.notice,
            `<h1>${escapeHtml(text.heading)}</h1><p>${escapeHtml(text.unknown)}</p>`,
          ),
        );
    const scans = parcel.events
      .map((event) => `<li>${escapeHtml(event.at)} · ${escapeHtml(text.states[event.state])}</li>`)
      .join('');
    const action = `${request.url.split('?')[0]}?lang=${language}`;
    const buttons = STATES.filter((state) => state !== parcel.state && state !== 'registered')
      .map(
        (state) =>
          `<button name="state" value="${state}">${escapeHtml(text.move.replace('{state}', text.states[state]))}</button>`,
      )
      .join('');
    return reply.send(
      sandboxDocument(
        language,
        title,
        text.notice,
        `<h1>${escapeHtml(title)}</h1><dl><dt>${escapeHtml(text.number)}</dt><dd>${escapeHtml(parcel.trackingNumber)}</dd>` +
          `<dt>${escapeHtml(text.state)}</dt><dd data-testid="parcel-state">${escapeHtml(text.states[parcel.state])}</dd></dl>` +
          `<ol class="sessions">${scans}</ol><h2>${escapeHtml(text.controls)}</h2>` +
          `<form method="post" action="${escapeHtml(action)}" class="choices">${buttons}</form>`,
      ),
    );
  });

  app.post('/:carrier/tracking/:number', async (request: TrackingRequest, reply) => {
    const { store, parcel } = find(request);
    const state = STATES.find((code) => code === (request.body as { state?: string } | undefined)?.state);
    if (!store || !parcel || !state) return reply.status(404).send({ message: 'Shipment not found' });
    store.advance(parcel.trackingNumber, state);
    return reply.redirect(request.url, 303);
  });
  return Promise.resolve();
}
