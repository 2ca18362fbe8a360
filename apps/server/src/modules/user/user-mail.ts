import type { Language } from '@apteek/domain';
import type { MailMessage } from '../mail/index.ts';

const RESET: Record<
  Language,
  { subject: string; greeting: string; body: string; action: string; ignore: string }
> = {
  et: {
    subject: 'Parooli lähtestamine – Apteek',
    greeting: 'Tere',
    body: 'Saime palve sinu Apteegi konto parooli lähtestamiseks. Uue parooli saad määrata selle lingi kaudu (kehtib 1 tund):',
    action: 'Määra uus parool',
    ignore: 'Kui sa ei palunud parooli lähtestada, jäta see kiri tähelepanuta – sinu parool ei muutu.',
  },
  fi: {
    subject: 'Salasanan palautus – Apteek',
    greeting: 'Hei',
    body: 'Saimme pyynnön Apteek-tilisi salasanan palauttamiseksi. Voit asettaa uuden salasanan tästä linkistä (voimassa 1 tunnin):',
    action: 'Aseta uusi salasana',
    ignore:
      'Jos et pyytänyt salasanan palautusta, voit jättää tämän viestin huomiotta – salasanasi ei muutu.',
  },
  en: {
    subject: 'Reset your password – Apteek',
    greeting: 'Hello',
    body: 'We received a request to reset the password of your Apteek account. You can set a new password with this link (valid for 1 hour):',
    action: 'Set a new password',
    ignore: 'If you did not ask for a reset, ignore this e-mail – your password stays as it is.',
  },
  ru: {
    subject: 'Сброс пароля – Apteek',
    greeting: 'Здравствуйте',
    body: 'Мы получили запрос на сброс пароля вашей учётной записи Apteek. Задать новый пароль можно по этой ссылке (действует 1 час):',
    action: 'Задать новый пароль',
    ignore: 'Если вы не запрашивали сброс, просто проигнорируйте это письмо – ваш пароль не изменится.',
  },
};

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** The password reset e-mail in the customer's language. */
export function resetPasswordMail(
  to: { email: string; firstname: string; language: Language },
  link: string,
): MailMessage {
  const text = RESET[to.language];
  return {
    to: to.email,
    subject: text.subject,
    text: `${text.greeting}, ${to.firstname}!\n\n${text.body}\n${link}\n\n${text.ignore}\n`,
    html:
      `<p>${escape(text.greeting)}, ${escape(to.firstname)}!</p><p>${escape(text.body)}</p>` +
      `<p><a href="${escape(link)}">${escape(text.action)}</a></p><p>${escape(text.ignore)}</p>`,
  };
}
