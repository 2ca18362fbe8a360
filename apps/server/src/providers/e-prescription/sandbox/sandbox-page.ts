import type { FastifyRequest } from 'fastify';
import type { Language } from '@apteek/domain';
import { DEMO_PATIENTS, type DemoPatient } from './sandbox-patients.ts';
import { escapeHtml, sandboxDocument } from '../../../lib/html.ts';

export type SimulationOutcome = 'sent' | 'unknown_order' | 'number_required';

interface PageTexts {
  title: string;
  notice: string;
  patients: string;
  none: string;
  simulate: string;
  cartCode: string;
  cartToken: string;
  action: string;
  number: string;
  send: string;
  outcomes: Record<SimulationOutcome, string>;
  kinds: Record<DemoPatient['kind'], string>;
}

const TEXTS: Record<Language, PageTexts> = {
  et: {
    title: 'Retseptiteenuse liivakast',
    notice: 'Testrežiim: päris retsepte ei ole. See leht asendab digiretsepti teenust.',
    patients: 'Testpatsiendid',
    none: 'Retsepte ei ole',
    simulate: 'Saada ostukorvile teavitus',
    cartCode: 'Ostukorvi kood',
    cartToken: 'või ostukorvi tunnus (cartId)',
    action: 'Tegevus',
    number: 'Retsepti number',
    send: 'Saada',
    kinds: {
      adult: 'Täiskasvanu',
      elderly: 'Eakas (Smart-ID testisik)',
      child: 'Laps',
      noPrescriptions: 'Täiskasvanu, retseptideta',
      finnish: 'Soome patsient (piiriülene retsept)',
    },
    outcomes: {
      sent: 'Teavitus saadetud.',
      unknown_order: 'Selle ostukorvi koodiga päringut ei ole.',
      number_required: 'Sisesta retsepti number.',
    },
  },
  fi: {
    title: 'Reseptipalvelun hiekkalaatikko',
    notice: 'Testitila: oikeita reseptejä ei ole. Tämä sivu korvaa sähköisen reseptin palvelun.',
    patients: 'Testipotilaat',
    none: 'Ei reseptejä',
    simulate: 'Lähetä ilmoitus ostoskorille',
    cartCode: 'Ostoskorin koodi',
    cartToken: 'tai ostoskorin tunniste (cartId)',
    action: 'Toiminto',
    number: 'Reseptin numero',
    send: 'Lähetä',
    kinds: {
      adult: 'Aikuinen',
      elderly: 'Iäkäs (Smart-ID-testihenkilö)',
      child: 'Lapsi',
      noPrescriptions: 'Aikuinen, ei reseptejä',
      finnish: 'Suomalainen potilas (rajat ylittävä resepti)',
    },
    outcomes: {
      sent: 'Ilmoitus lähetetty.',
      unknown_order: 'Tällä ostoskorin koodilla ei ole kyselyä.',
      number_required: 'Anna reseptin numero.',
    },
  },
  en: {
    title: 'Prescription service sandbox',
    notice: 'Test mode: no real prescriptions. This page stands in for the e-prescription service.',
    patients: 'Demo patients',
    none: 'No prescriptions',
    simulate: 'Send a notification to a cart',
    cartCode: 'Cart code',
    cartToken: 'or cart token (cartId)',
    action: 'Action',
    number: 'Prescription number',
    send: 'Send',
    kinds: {
      adult: 'Adult',
      elderly: 'Elderly (Smart-ID demo person)',
      child: 'Child',
      noPrescriptions: 'Adult without prescriptions',
      finnish: 'Finnish patient (cross-border prescription)',
    },
    outcomes: {
      sent: 'Notification sent.',
      unknown_order: 'There is no request with this cart code.',
      number_required: 'Enter the prescription number.',
    },
  },
  ru: {
    title: 'Песочница сервиса рецептов',
    notice: 'Тестовый режим: настоящих рецептов нет. Эта страница заменяет сервис электронных рецептов.',
    patients: 'Тестовые пациенты',
    none: 'Рецептов нет',
    simulate: 'Отправить уведомление корзине',
    cartCode: 'Код корзины',
    cartToken: 'или токен корзины (cartId)',
    action: 'Действие',
    number: 'Номер рецепта',
    send: 'Отправить',
    kinds: {
      adult: 'Взрослый',
      elderly: 'Пожилой (тестовое лицо Smart-ID)',
      child: 'Ребёнок',
      noPrescriptions: 'Взрослый без рецептов',
      finnish: 'Пациент из Финляндии (трансграничный рецепт)',
    },
    outcomes: {
      sent: 'Уведомление отправлено.',
      unknown_order: 'Запроса с этим кодом корзины нет.',
      number_required: 'Введите номер рецепта.',
    },
  },
};

/** The simulation actions a tester may trigger for a cart code. */
export const SIMULATION_ACTIONS = [
  'list_ready',
  'details_ready',
  'init_and_details_ready',
  'compensation_ready',
  'list_empty',
] as const;

function languageOf(request: FastifyRequest): Language {
  const { lang } = request.query as { lang?: unknown };
  const wanted = typeof lang === 'string' ? lang : (request.headers['accept-language'] ?? '');
  const code = wanted.slice(0, 2).toLowerCase();
  return code === 'et' || code === 'fi' || code === 'ru' ? code : 'en';
}

/** The sandbox's page: the demo patients with their prescriptions, and the simulation form. */
export function sandboxPage(request: FastifyRequest, outcome: SimulationOutcome | null): string {
  const language = languageOf(request);
  const text = TEXTS[language];
  const rows = DEMO_PATIENTS.map(
    (patient) =>
      `<dt>${escapeHtml(patient.personalCode)} · ${escapeHtml(text.kinds[patient.kind])}</dt><dd>${
        patient.prescriptions.length === 0
          ? escapeHtml(text.none)
          : patient.prescriptions
              .map((p) => `${escapeHtml(p.number)} ${escapeHtml(p.title[language])}`)
              .join('<br>')
      }</dd>`,
  ).join('');
  const options = SIMULATION_ACTIONS.map((action) => `<option value="${action}">${action}</option>`).join('');
  const form =
    `<form method="post" action="/sandbox/prescriptions/simulate?lang=${language}" class="choices">` +
    `<label>${escapeHtml(text.cartCode)} <input name="orderCode" maxlength="128"></label>` +
    `<label>${escapeHtml(text.cartToken)} <input name="cartToken" maxlength="64"></label>` +
    `<label>${escapeHtml(text.action)} <select name="action">${options}</select></label>` +
    `<label>${escapeHtml(text.number)} <input name="prescriptionNumber" maxlength="32"></label>` +
    `<button type="submit" value="approve">${escapeHtml(text.send)}</button></form>`;
  return sandboxDocument(
    language,
    text.title,
    text.notice,
    `<h1>${escapeHtml(text.title)}</h1>` +
      (outcome ? `<p role="status">${escapeHtml(text.outcomes[outcome])}</p>` : '') +
      `<h2>${escapeHtml(text.simulate)}</h2>${form}` +
      `<h2>${escapeHtml(text.patients)}</h2><dl>${rows}</dl>`,
  );
}
