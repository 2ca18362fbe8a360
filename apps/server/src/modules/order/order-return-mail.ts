import { STORE_VIEWS, formatMoney, type Language, type StoreCode } from '@apteek/domain';
import type { MailMessage } from '../mail/index.ts';
import { paragraphsWithLink } from './order-link.ts';
import type { OrderRow } from './order-queries.ts';

/** The steps of a return the customer is told of, each with the units it names. */
export type ReturnNews = { lines: { name: string; qty: number }[] } & (
  | { step: 'requested'; at: Date; deadline: Date }
  | { step: 'accepted'; refunded: number; manual: boolean }
  | { step: 'refused'; reason: string }
);

interface ReturnTexts {
  greeting: string;
  requestedSubject: string;
  /** The acknowledgement of the withdrawal on a durable medium: what, when. */
  requested: string;
  sendBack: string;
  acceptedSubject: string;
  accepted: string;
  refund: string;
  manualRefund: string;
  refusedSubject: string;
  refused: string;
  reason: string;
  products: string;
  orderPage: string;
}

const TEXTS: Record<Language, ReturnTexts> = {
  et: {
    greeting: 'Tere',
    requestedSubject: 'Tellimuse {number} tagastamise soov on kätte saadud – Apteek',
    requested: 'Saime {date} teie soovi taganeda tellimusest {number} järgmiste toodete osas.',
    sendBack:
      'Saatke tooted kasutamata ja originaalpakendis Apteek OÜ-le pakiautomaadi kaudu või tooge need meie apteeki hiljemalt {deadline}. Raha tagastame, kui tooted on meieni jõudnud.',
    acceptedSubject: 'Tellimuse {number} tagastus on vastu võetud – Apteek',
    accepted: 'Võtsime tellimuse {number} tagastatud tooted vastu.',
    refund: 'Tagastame teile {amount} samale maksevahendile, millega tasusite.',
    manualRefund: 'Tagastame teile {amount} pangaülekandega; võtame teiega ühendust, et küsida kontonumbrit.',
    refusedSubject: 'Tellimuse {number} tagastamise soovi ei saanud rahuldada – Apteek',
    refused: 'Kahjuks ei saa me tellimuse {number} tagastamise soovi rahuldada.',
    reason: 'Põhjus',
    products: 'Tooted',
    orderPage: 'Tellimuse olek ja tagastused',
  },
  fi: {
    greeting: 'Hei',
    requestedSubject: 'Tilauksen {number} palautuspyyntö on vastaanotettu – Apteek',
    requested: 'Vastaanotimme {date} ilmoituksesi peruuttaa tilaus {number} seuraavien tuotteiden osalta.',
    sendBack:
      'Lähetä tuotteet käyttämättöminä ja alkuperäisessä pakkauksessaan Apteek OÜ:lle pakettiautomaatin kautta tai tuo ne apteekkiimme viimeistään {deadline}. Palautamme rahat, kun tuotteet ovat saapuneet meille.',
    acceptedSubject: 'Tilauksen {number} palautus on vastaanotettu – Apteek',
    accepted: 'Olemme vastaanottaneet tilauksen {number} palautetut tuotteet.',
    refund: 'Palautamme sinulle {amount} samalle maksutavalle, jolla maksoit.',
    manualRefund: 'Palautamme sinulle {amount} tilisiirtona; otamme sinuun yhteyttä tilinumeron saamiseksi.',
    refusedSubject: 'Tilauksen {number} palautuspyyntöä ei voitu hyväksyä – Apteek',
    refused: 'Valitettavasti emme voi hyväksyä tilauksen {number} palautuspyyntöä.',
    reason: 'Syy',
    products: 'Tuotteet',
    orderPage: 'Tilauksen tila ja palautukset',
  },
  en: {
    greeting: 'Hello',
    requestedSubject: 'We have received your return request for order {number} – Apteek',
    requested: 'On {date} we received your withdrawal from order {number} for the following products.',
    sendBack:
      'Please send the products unused and in their original package to Apteek OÜ through a parcel machine, or bring them to our pharmacy, by {deadline}. We refund the money once they have reached us.',
    acceptedSubject: 'The return of your order {number} has been received – Apteek',
    accepted: 'We have received the goods you returned from order {number}.',
    refund: 'We are refunding {amount} to the payment method you paid with.',
    manualRefund: 'We are refunding {amount} by bank transfer; we will contact you for your account number.',
    refusedSubject: 'Your return request for order {number} could not be accepted – Apteek',
    refused: 'Unfortunately we cannot accept your return request for order {number}.',
    reason: 'Reason',
    products: 'Products',
    orderPage: "Your order's status and returns",
  },
  ru: {
    greeting: 'Здравствуйте',
    requestedSubject: 'Запрос на возврат по заказу {number} получен – Apteek',
    requested: '{date} мы получили ваш отказ от заказа {number} в отношении следующих товаров.',
    sendBack:
      'Отправьте товары неиспользованными и в оригинальной упаковке в Apteek OÜ через пакоавтомат или принесите их в нашу аптеку не позднее {deadline}. Мы вернём деньги, когда товары поступят к нам.',
    acceptedSubject: 'Возврат по заказу {number} получен – Apteek',
    accepted: 'Мы получили товары, возвращённые из заказа {number}.',
    refund: 'Мы возвращаем {amount} на тот способ оплаты, которым вы платили.',
    manualRefund: 'Мы вернём {amount} банковским переводом; мы свяжемся с вами, чтобы узнать номер счёта.',
    refusedSubject: 'Запрос на возврат по заказу {number} не может быть принят – Apteek',
    refused: 'К сожалению, мы не можем принять ваш запрос на возврат по заказу {number}.',
    reason: 'Причина',
    products: 'Товары',
    orderPage: 'Статус заказа и возвраты',
  },
};

/** A step of a return, told to the customer in the order's store language. */
export function orderReturnMail(
  order: Pick<OrderRow, 'storeCode' | 'orderNumber' | 'firstname' | 'email'>,
  news: ReturnNews,
  link: string | null = null,
): MailMessage {
  const { i18n } = STORE_VIEWS[order.storeCode as StoreCode];
  const text = TEXTS[i18n.language];
  const date = (at: Date, withTime: boolean) =>
    new Intl.DateTimeFormat(i18n.locale, {
      dateStyle: 'long',
      ...(withTime ? { timeStyle: 'short' } : {}),
      timeZone: 'Europe/Tallinn',
    }).format(at);
  const fill = (template: string, values: Record<string, string> = {}) =>
    Object.entries({ number: order.orderNumber, ...values }).reduce(
      (filled, [key, value]) => filled.replace(`{${key}}`, value),
      template,
    );
  const products = `${text.products}: ${news.lines.map((line) => `${line.name} × ${line.qty}`).join(', ')}`;
  let subject: string;
  let paragraphs: string[];
  switch (news.step) {
    case 'requested':
      subject = text.requestedSubject;
      paragraphs = [
        fill(text.requested, { date: date(news.at, true) }),
        products,
        fill(text.sendBack, { deadline: date(news.deadline, false) }),
      ];
      break;
    case 'accepted':
      subject = text.acceptedSubject;
      paragraphs = [
        fill(text.accepted),
        products,
        ...(news.refunded > 0
          ? [
              fill(news.manual ? text.manualRefund : text.refund, {
                amount: formatMoney(news.refunded, i18n),
              }),
            ]
          : []),
      ];
      break;
    case 'refused':
      subject = text.refusedSubject;
      paragraphs = [fill(text.refused), products, `${text.reason}: ${news.reason}`];
      break;
    default:
      return news satisfies never;
  }
  return {
    to: order.email,
    subject: fill(subject),
    ...paragraphsWithLink([`${text.greeting}, ${order.firstname}!`, ...paragraphs], {
      label: text.orderPage,
      url: link,
    }),
  };
}
