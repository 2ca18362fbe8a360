import { SELLER, STORE_VIEWS, formatMoney, type Language, type StoreCode } from '@apteek/domain';
import type { MailMessage } from '../mail/index.ts';
import { paragraphsWithLink } from './order-link.ts';
import type { OrderRow } from './order-queries.ts';

/** The steps of a return the customer is told of, each with the units it names. */
export type ReturnNews = { lines: { name: string; qty: number }[] } & (
  | { step: 'requested'; at: Date }
  | { step: 'accepted'; amount: number; sendBy: Date }
  | { step: 'received'; refunded: number; manual: boolean }
  | { step: 'refused'; reason: string }
);

interface ReturnTexts {
  greeting: string;
  requestedSubject: string;
  /** The acknowledgement of the withdrawal on a durable medium: what, when. */
  requested: string;
  next: string;
  acceptedSubject: string;
  accepted: string;
  /** How and where the goods go back, and by when. */
  sendBack: string;
  refundOnArrival: string;
  receivedSubject: string;
  received: string;
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
    next: 'Vaatame soovi üle ja saadame teile e-kirjaga juhised, kuidas ja kuhu tooted tagasi saata.',
    acceptedSubject: 'Tellimuse {number} tagastus on kinnitatud: nii saadate tooted tagasi – Apteek',
    accepted: 'Kinnitasime teie tellimuse {number} tagastamise soovi.',
    sendBack:
      'Pakkige tooted kasutamata ja originaalpakendis, lisage tellimuse number {number} ning saatke need hiljemalt {deadline} mis tahes Omniva või SmartPosti pakiautomaadi kaudu saajale {seller}, {address}, või tooge need meie apteeki samal aadressil.',
    refundOnArrival: 'Kui tooted on meieni jõudnud, tagastame teile {amount}.',
    receivedSubject: 'Tellimuse {number} tagastatud tooted on kohale jõudnud – Apteek',
    received: 'Tellimuse {number} tagastatud tooted jõudsid meieni.',
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
    next: 'Käsittelemme pyynnön ja lähetämme sinulle sähköpostilla ohjeet tuotteiden palauttamiseen.',
    acceptedSubject: 'Tilauksen {number} palautus on hyväksytty: näin palautat tuotteet – Apteek',
    accepted: 'Olemme hyväksyneet tilauksen {number} palautuspyyntösi.',
    sendBack:
      'Pakkaa tuotteet käyttämättöminä ja alkuperäisessä pakkauksessaan, liitä mukaan tilausnumero {number} ja lähetä ne viimeistään {deadline} minkä tahansa Omnivan tai SmartPostin pakettiautomaatin kautta vastaanottajalle {seller}, {address}, tai tuo ne apteekkiimme samaan osoitteeseen.',
    refundOnArrival: 'Palautamme sinulle {amount}, kun tuotteet ovat saapuneet meille.',
    receivedSubject: 'Tilauksen {number} palautetut tuotteet ovat saapuneet – Apteek',
    received: 'Tilauksen {number} palautetut tuotteet ovat saapuneet meille.',
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
    next: 'We will look at your request and e-mail you how and where to send the products back.',
    acceptedSubject: 'Your return of order {number} is accepted: how to send the products back – Apteek',
    accepted: 'We have accepted your return request for order {number}.',
    sendBack:
      'Please pack the products unused and in their original package, add the order number {number}, and send them by {deadline} through any Omniva or SmartPosti parcel machine to {seller}, {address}, or bring them to our pharmacy at the same address.',
    refundOnArrival: 'We will refund {amount} once they have reached us.',
    receivedSubject: 'The products you returned from order {number} have arrived – Apteek',
    received: 'The products you returned from order {number} have reached us.',
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
    next: 'Мы рассмотрим ваш запрос и сообщим по электронной почте, как и куда отправить товары.',
    acceptedSubject: 'Возврат по заказу {number} принят: как отправить товары – Apteek',
    accepted: 'Мы приняли ваш запрос на возврат по заказу {number}.',
    sendBack:
      'Упакуйте товары неиспользованными и в оригинальной упаковке, приложите номер заказа {number} и отправьте их не позднее {deadline} через любой пакоавтомат Omniva или SmartPosti получателю {seller}, {address}, или принесите их в нашу аптеку по тому же адресу.',
    refundOnArrival: 'Мы вернём {amount}, когда товары поступят к нам.',
    receivedSubject: 'Товары, возвращённые из заказа {number}, поступили – Apteek',
    received: 'Товары, возвращённые из заказа {number}, поступили к нам.',
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
      paragraphs = [fill(text.requested, { date: date(news.at, true) }), products, text.next];
      break;
    case 'accepted':
      subject = text.acceptedSubject;
      paragraphs = [
        fill(text.accepted),
        products,
        fill(text.sendBack, {
          deadline: date(news.sendBy, false),
          seller: SELLER.name,
          address: SELLER.address,
        }),
        ...(news.amount > 0 ? [fill(text.refundOnArrival, { amount: formatMoney(news.amount, i18n) })] : []),
      ];
      break;
    case 'received':
      subject = text.receivedSubject;
      paragraphs = [
        fill(text.received),
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
