import { NEWSLETTER_COUPON_PERCENT, type StoreCode } from '@apteek/domain';
import type { MailMessage } from '../mail/index.ts';
import { escapeHtml } from '../../lib/html.ts';

interface Texts {
  optInSubject: string;
  optInBody: string;
  optInAction: string;
  optInIgnore: string;
  couponSubject: string;
  couponBody: string;
  couponHow: string;
  leaveSubject: string;
  leaveBody: string;
  unsubscribe: string;
  withheld: string;
}

const TEXTS: Record<StoreCode, Texts> = {
  ee: {
    optInSubject: 'Kinnita uudiskirja tellimine – Apteek',
    optInBody:
      'Aitäh, et soovid Apteegi uudiskirja! Tellimuse kinnitamiseks vajuta lingile (kehtib 7 päeva):',
    optInAction: 'Kinnitan tellimuse',
    optInIgnore: 'Kui sa ei tellinud uudiskirja, jäta see kiri tähelepanuta – sulle ei saadeta midagi.',
    couponSubject: `Sinu ${NEWSLETTER_COUPON_PERCENT}% sooduskood – Apteek`,
    couponBody: `Uudiskirja tellimus on kinnitatud. Sinu ühekordne ${NEWSLETTER_COUPON_PERCENT}% sooduskood:`,
    couponHow: 'Sisesta kood ostukorvis väljale „Sooduskood“. Koodi saab kasutada ühe tellimuse juures.',
    leaveSubject: 'Uudiskirjast loobumine – Apteek',
    leaveBody: 'Keegi palus selle aadressi Apteegi uudiskirjast eemaldada. Loobumiseks vajuta lingile:',
    unsubscribe: 'Loobu uudiskirjast',
    withheld: '[Link on nähtav ainult brauseris, kust seda paluti.]',
  },
  fi: {
    optInSubject: 'Vahvista uutiskirjeen tilaus – Apteek',
    optInBody:
      'Kiitos, että tilaat Apteekin uutiskirjeen! Vahvista tilaus tästä linkistä (voimassa 7 päivää):',
    optInAction: 'Vahvistan tilauksen',
    optInIgnore: 'Jos et tilannut uutiskirjettä, voit jättää tämän viestin huomiotta – emme lähetä mitään.',
    couponSubject: `${NEWSLETTER_COUPON_PERCENT} %:n alennuskoodisi – Apteek`,
    couponBody: `Uutiskirjeen tilaus on vahvistettu. Kertakäyttöinen ${NEWSLETTER_COUPON_PERCENT} %:n alennuskoodisi:`,
    couponHow: 'Syötä koodi ostoskorin kenttään ”Alennuskoodi”. Koodia voi käyttää yhdessä tilauksessa.',
    leaveSubject: 'Uutiskirjeen peruminen – Apteek',
    leaveBody: 'Joku pyysi poistamaan tämän osoitteen Apteekin uutiskirjeestä. Peru tilaus tästä linkistä:',
    unsubscribe: 'Peru uutiskirje',
    withheld: '[Linkki näkyy vain selaimessa, josta sitä pyydettiin.]',
  },
  en: {
    optInSubject: 'Confirm your newsletter subscription – Apteek',
    optInBody:
      'Thank you for subscribing to the Apteek newsletter! Confirm it with this link (valid for 7 days):',
    optInAction: 'Confirm my subscription',
    optInIgnore: 'If you did not subscribe, ignore this e-mail – we will send you nothing.',
    couponSubject: `Your ${NEWSLETTER_COUPON_PERCENT}% discount code – Apteek`,
    couponBody: `Your newsletter subscription is confirmed. Your single-use ${NEWSLETTER_COUPON_PERCENT}% discount code:`,
    couponHow: 'Enter the code in the cart under "Discount code". It can be used for one order.',
    leaveSubject: 'Unsubscribe from the newsletter – Apteek',
    leaveBody: 'Someone asked to remove this address from the Apteek newsletter. Unsubscribe with this link:',
    unsubscribe: 'Unsubscribe from the newsletter',
    withheld: '[The link is shown only in the browser that asked for it.]',
  },
  ru: {
    optInSubject: 'Подтвердите подписку на рассылку – Apteek',
    optInBody: 'Спасибо за подписку на рассылку Apteek! Подтвердите её по этой ссылке (действует 7 дней):',
    optInAction: 'Подтверждаю подписку',
    optInIgnore: 'Если вы не подписывались, просто проигнорируйте это письмо – мы ничего не будем присылать.',
    couponSubject: `Ваш код скидки ${NEWSLETTER_COUPON_PERCENT}% – Apteek`,
    couponBody: `Подписка на рассылку подтверждена. Ваш одноразовый код скидки ${NEWSLETTER_COUPON_PERCENT}%:`,
    couponHow: 'Введите код в корзине в поле «Код скидки». Код действует для одного заказа.',
    leaveSubject: 'Отписка от рассылки – Apteek',
    leaveBody: 'Кто-то попросил удалить этот адрес из рассылки Apteek. Отписаться можно по этой ссылке:',
    unsubscribe: 'Отписаться от рассылки',
    withheld: '[Ссылка видна только в браузере, из которого её запросили.]',
  },
};

/** A mail of paragraphs; `secret` (a link or a code) is left out of the copy other mailbox viewers see. */
function compose(
  to: string,
  subject: string,
  parts: { lead: string; secret: { text: string; html: string }; after: string[] },
  unsubscribe: { label: string; link: string },
  withheldNote: string,
): MailMessage {
  const footerText = (link: string) => `\n--\n${unsubscribe.label}: ${link}\n`;
  const footerHtml = (link: string) =>
    `<hr><p><a href="${escapeHtml(link)}">${escapeHtml(unsubscribe.label)}</a></p>`;
  const text = (secret: string, link: string) =>
    `${parts.lead}\n${secret}\n\n${parts.after.join('\n\n')}\n${footerText(link)}`;
  const html = (secret: string, footer: string) =>
    `<p>${escapeHtml(parts.lead)}</p>${secret}${parts.after.map((p) => `<p>${escapeHtml(p)}</p>`).join('')}${footer}`;
  const note = `<p>${escapeHtml(withheldNote)}</p>`;
  return {
    to,
    subject,
    text: text(parts.secret.text, unsubscribe.link),
    html: html(parts.secret.html, footerHtml(unsubscribe.link)),
    withheld: { text: text(withheldNote, withheldNote), html: html(note, `<hr>${note}`) },
  };
}

/** The double opt-in mail: the confirmation link, and the one-click unsubscribe link every mail has. */
export function optInMail(to: string, store: StoreCode, links: { confirm: string; unsubscribe: string }) {
  const t = TEXTS[store];
  const link = `<p><a href="${escapeHtml(links.confirm)}">${escapeHtml(t.optInAction)}</a></p>`;
  return compose(
    to,
    t.optInSubject,
    { lead: t.optInBody, secret: { text: links.confirm, html: link }, after: [t.optInIgnore] },
    { label: t.unsubscribe, link: links.unsubscribe },
    t.withheld,
  );
}

/** The confirmed subscriber's own single-use coupon. */
export function couponMail(to: string, store: StoreCode, coupon: string, unsubscribe: string) {
  const t = TEXTS[store];
  return compose(
    to,
    t.couponSubject,
    {
      lead: t.couponBody,
      secret: { text: coupon, html: `<p style="font-size:1.5em"><strong>${escapeHtml(coupon)}</strong></p>` },
      after: [t.couponHow],
    },
    { label: t.unsubscribe, link: unsubscribe },
    t.withheld,
  );
}

/** The unsubscribe link mailed to an address whose unsubscribe was asked for without one. */
export function unsubscribeLinkMail(to: string, store: StoreCode, unsubscribe: string) {
  const t = TEXTS[store];
  const link = `<p><a href="${escapeHtml(unsubscribe)}">${escapeHtml(t.unsubscribe)}</a></p>`;
  return compose(
    to,
    t.leaveSubject,
    { lead: t.leaveBody, secret: { text: unsubscribe, html: link }, after: [] },
    { label: t.unsubscribe, link: unsubscribe },
    t.withheld,
  );
}
