import type { Language } from '@apteek/domain';
import type { MailMessage } from '../mail/index.ts';
import { escapeHtml } from '../../lib/html.ts';

const RESET: Record<
  Language,
  { subject: string; greeting: string; body: string; action: string; ignore: string; withheld: string }
> = {
  et: {
    subject: 'Parooli lähtestamine – Apteek',
    greeting: 'Tere',
    body: 'Saime palve sinu Apteegi konto parooli lähtestamiseks. Uue parooli saad määrata selle lingi kaudu (kehtib 1 tund):',
    action: 'Määra uus parool',
    ignore: 'Kui sa ei palunud parooli lähtestada, jäta see kiri tähelepanuta – sinu parool ei muutu.',
    withheld: '[Link on nähtav ainult brauseris, kust lähtestamist paluti.]',
  },
  fi: {
    subject: 'Salasanan palautus – Apteek',
    greeting: 'Hei',
    body: 'Saimme pyynnön Apteek-tilisi salasanan palauttamiseksi. Voit asettaa uuden salasanan tästä linkistä (voimassa 1 tunnin):',
    action: 'Aseta uusi salasana',
    ignore:
      'Jos et pyytänyt salasanan palautusta, voit jättää tämän viestin huomiotta – salasanasi ei muutu.',
    withheld: '[Linkki näkyy vain selaimessa, josta palautusta pyydettiin.]',
  },
  en: {
    subject: 'Reset your password – Apteek',
    greeting: 'Hello',
    body: 'We received a request to reset the password of your Apteek account. You can set a new password with this link (valid for 1 hour):',
    action: 'Set a new password',
    ignore: 'If you did not ask for a reset, ignore this e-mail – your password stays as it is.',
    withheld: '[The link is shown only in the browser that asked for the reset.]',
  },
  ru: {
    subject: 'Сброс пароля – Apteek',
    greeting: 'Здравствуйте',
    body: 'Мы получили запрос на сброс пароля вашей учётной записи Apteek. Задать новый пароль можно по этой ссылке (действует 1 час):',
    action: 'Задать новый пароль',
    ignore: 'Если вы не запрашивали сброс, просто проигнорируйте это письмо – ваш пароль не изменится.',
    withheld: '[Ссылка видна только в браузере, из которого запросили сброс.]',
  },
};

/**
 * The password reset e-mail in the customer's language, with its copy for the local mailbox's other
 * viewers: the same mail with the link left out.
 */
export function resetPasswordMail(
  to: { email: string; firstname: string; language: Language },
  link: string,
): MailMessage {
  const text = RESET[to.language];
  const linkText = `<p><a href="${escapeHtml(link)}">${escapeHtml(text.action)}</a></p>`;
  const plain = (line: string) =>
    `${text.greeting}, ${to.firstname}!\n\n${text.body}\n${line}\n\n${text.ignore}\n`;
  const html = (part: string) =>
    `<p>${escapeHtml(text.greeting)}, ${escapeHtml(to.firstname)}!</p><p>${escapeHtml(text.body)}</p>` +
    `${part}<p>${escapeHtml(text.ignore)}</p>`;
  return {
    to: to.email,
    subject: text.subject,
    text: plain(link),
    html: html(linkText),
    withheld: { text: plain(text.withheld), html: html(`<p>${escapeHtml(text.withheld)}</p>`) },
  };
}
