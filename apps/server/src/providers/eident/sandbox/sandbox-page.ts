import type { Language } from '@apteek/domain';
import { escapeHtml } from '../../../lib/html.ts';

/** The sandbox's test persons: valid Finnish personal codes. */
export const EIDENT_TEST_PERSONS = [
  { hetu: '010200A9618', givenName: 'Demo', surname: 'Nordea' },
  { hetu: '070770-905D', givenName: 'Onni', surname: 'Osuuspankki' },
  { hetu: '131052-308T', givenName: 'Tiina', surname: 'Testinen' },
] as const;

export const EIDENT_BANKS = ['Nordea', 'OP', 'Danske Bank', 'S-Pankki', 'Mobiilivarmenne'] as const;

const TEXTS: Record<
  Language,
  { notice: string; title: string; bank: string; person: string; cancel: string }
> = {
  et: {
    notice: 'Testrežiim: see leht asendab panka. Päris isikut ei tuvastata.',
    title: 'Soome pangatuvastus (test)',
    bank: 'Pank',
    person: 'Logi sisse testisikuna',
    cancel: 'Katkesta',
  },
  fi: {
    notice: 'Testitila: tämä sivu korvaa pankin. Oikeaa henkilöä ei tunnisteta.',
    title: 'Vahva tunnistautuminen (testi)',
    bank: 'Pankki',
    person: 'Tunnistaudu testihenkilönä',
    cancel: 'Peruuta',
  },
  en: {
    notice: 'Test mode: this page stands in for the bank. No real person is identified.',
    title: 'Finnish bank identification (test)',
    bank: 'Bank',
    person: 'Identify as a test person',
    cancel: 'Cancel',
  },
  ru: {
    notice: 'Тестовый режим: эта страница заменяет банк. Настоящий человек не идентифицируется.',
    title: 'Финская банковская идентификация (тест)',
    bank: 'Банк',
    person: 'Войти как тестовое лицо',
    cancel: 'Отменить',
  },
};

/**
 * The sandbox broker's authorization page: a bank choice and the test persons, each a submit
 * button of one form that carries the authorization request on. No inline script or style.
 */
export function renderAuthorizePage(language: Language, request: Record<string, string>): string {
  const text = TEXTS[language];
  const hidden = Object.entries(request)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  const banks = EIDENT_BANKS.map(
    (bank, i) =>
      `<label><input type="radio" name="bank" value="${escapeHtml(bank)}"${i === 0 ? ' checked' : ''}> ${escapeHtml(bank)}</label>`,
  ).join('');
  const persons = EIDENT_TEST_PERSONS.map(
    (person, i) =>
      `<button type="submit" name="person" value="${i}" data-testid="eident-person-${i}">` +
      `${escapeHtml(`${person.givenName} ${person.surname}`)} (${escapeHtml(person.hetu)})</button>`,
  ).join('');
  return (
    `<!doctype html><html lang="${language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${escapeHtml(text.title)}</title><link rel="stylesheet" href="/sandbox/sandbox.css"></head>` +
    `<body><div class="ribbon" role="note">${escapeHtml(text.notice)}</div><main><h1>${escapeHtml(text.title)}</h1>` +
    `<form method="post" action="/sandbox/eident/authorize">${hidden}` +
    `<fieldset><legend>${escapeHtml(text.bank)}</legend>${banks}</fieldset>` +
    `<p>${escapeHtml(text.person)}</p><div class="choices">${persons}` +
    `<button type="submit" name="cancel" value="1">${escapeHtml(text.cancel)}</button></div></form>` +
    `</main></body></html>`
  );
}
