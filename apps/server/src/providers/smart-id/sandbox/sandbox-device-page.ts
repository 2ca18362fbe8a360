import type { Language } from '@apteek/domain';
import { escapeHtml } from '../../../lib/html.ts';

interface DeviceTexts {
  notice: string;
  title: Record<'smart-id' | 'mobile-id', string>;
  person: string;
  code: string;
  hint: string;
  several: string;
  approve: string;
  refuse: string;
  nothing: string;
  answered: string;
}

const TEXTS: Record<Language, DeviceTexts> = {
  et: {
    notice: 'Testrežiim: see leht asendab telefoni. Päris isikut ei tuvastata.',
    title: { 'smart-id': 'Smart-ID testseade', 'mobile-id': 'Mobiil-ID testtelefon' },
    person: 'Isikukood',
    code: 'Kontrollkood',
    hint: 'Kinnita sisselogimine ainult siis, kui kood on sama, mida pood näitab.',
    several: 'Ootel on mitu päringut, uusim eespool: vasta sellele, mille koodi pood näitab.',
    approve: 'Kinnita',
    refuse: 'Keeldu',
    nothing: 'Ootel päringuid pole.',
    answered: 'Vastus on saadetud.',
  },
  fi: {
    notice: 'Testitila: tämä sivu korvaa puhelimen. Oikeaa henkilöä ei tunnisteta.',
    title: { 'smart-id': 'Smart-ID-testilaite', 'mobile-id': 'Mobiilivarmenteen testipuhelin' },
    person: 'Henkilötunnus',
    code: 'Tarkistuskoodi',
    hint: 'Vahvista kirjautuminen vain, jos koodi on sama kuin kaupan näyttämä.',
    several: 'Odottavia pyyntöjä on useita, uusin ensin: vastaa siihen, jonka koodin kauppa näyttää.',
    approve: 'Vahvista',
    refuse: 'Kieltäydy',
    nothing: 'Odottavia pyyntöjä ei ole.',
    answered: 'Vastaus on lähetetty.',
  },
  en: {
    notice: 'Test mode: this page stands in for the phone. No real person is identified.',
    title: { 'smart-id': 'Smart-ID test device', 'mobile-id': 'Mobile-ID test phone' },
    person: 'Personal code',
    code: 'Verification code',
    hint: 'Approve the login only if the code is the one the shop shows.',
    several: 'Several requests are waiting, newest first: answer the one whose code the shop shows.',
    approve: 'Approve',
    refuse: 'Refuse',
    nothing: 'No request is waiting.',
    answered: 'Your answer was sent.',
  },
  ru: {
    notice: 'Тестовый режим: эта страница заменяет телефон. Настоящий человек не идентифицируется.',
    title: { 'smart-id': 'Тестовое устройство Smart-ID', 'mobile-id': 'Тестовый телефон Mobile-ID' },
    person: 'Личный код',
    code: 'Контрольный код',
    hint: 'Подтверждайте вход, только если код совпадает с кодом в магазине.',
    several: 'Ожидают несколько запросов, новые сверху: ответьте на тот, чей код показывает магазин.',
    approve: 'Подтвердить',
    refuse: 'Отказаться',
    nothing: 'Ожидающих запросов нет.',
    answered: 'Ответ отправлен.',
  },
};

/** The page's language from `?lang=` (et, fi, ru; English otherwise). */
export function deviceLanguage(lang: unknown): Language {
  return lang === 'et' || lang === 'fi' || lang === 'ru' ? lang : 'en';
}

export interface DevicePage {
  provider: 'smart-id' | 'mobile-id';
  language: Language;
  /** Whose device this is (a personal code, or a phone number for Mobile-ID). */
  owner: string;
  /** The waiting sessions, newest first; empty when nothing waits. */
  waiting: readonly { sessionId: string; verificationCode: string }[];
  answered: boolean;
  action: string;
}

/**
 * The test device of a sandbox: each waiting session's verification code, which
 * the person compares with the shop's, and Approve / Refuse for that session. Same look as the test bank pages; no inline script or style.
 */
export function renderDevicePage(page: DevicePage): string {
  const text = TEXTS[page.language];
  const title = text.title[page.provider];
  let body = `<h1>${escapeHtml(title)}</h1><dl><dt>${escapeHtml(text.person)}</dt><dd>${escapeHtml(page.owner)}</dd></dl>`;
  if (page.answered) body += `<p role="status">${escapeHtml(text.answered)}</p>`;
  if (page.waiting.length > 0) {
    body += `<p>${escapeHtml(text.hint)}</p>`;
    if (page.waiting.length > 1) body += `<p>${escapeHtml(text.several)}</p>`;
    // Each session answered on its own: the buttons are named by the code they answer.
    const items = page.waiting.map(({ sessionId, verificationCode }) => {
      const code = escapeHtml(verificationCode);
      return (
        `<li data-testid="waiting-session"><p>${escapeHtml(text.code)}</p>` +
        `<p class="code" data-testid="verification-code">${code}</p>` +
        `<form method="post" action="${escapeHtml(page.action)}" class="choices">` +
        `<input type="hidden" name="session" value="${escapeHtml(sessionId)}">` +
        `<button type="submit" name="answer" value="approve" aria-label="${escapeHtml(text.approve)} ${code}">${escapeHtml(text.approve)}</button>` +
        `<button type="submit" name="answer" value="refuse" aria-label="${escapeHtml(text.refuse)} ${code}">${escapeHtml(text.refuse)}</button>` +
        `</form></li>`
      );
    });
    body += `<ol class="sessions">${items.join('')}</ol>`;
  } else if (!page.answered) {
    body += `<p>${escapeHtml(text.nothing)}</p>`;
  }
  return (
    `<!doctype html><html lang="${page.language}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex">` +
    // The sandbox pages' stylesheet (lib/html.ts): the CSP allows no inline style.
    `<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/sandbox/sandbox.css"></head>` +
    `<body><div class="ribbon" role="note">${escapeHtml(text.notice)}</div><main>${body}</main></body></html>`
  );
}
