import { STORE_VIEWS, formatMoney, type Language, type StoreCode } from '@apteek/domain';
import type { MailMessage } from '../mail/index.ts';
import type { OrderRow } from './order-queries.ts';
import { paragraphsWithLink } from './order-link.ts';

/** The steps of an order's life the customer is told of. */
export type LifeNews =
  | { stage: 'cancelled'; refunded: number }
  | { stage: 'handedToCarrier'; trackingNumber: string }
  | { stage: 'readyForPickup'; pickupCode: string }
  | { stage: 'returned'; refunded: number };

interface LifeTexts {
  greeting: string;
  cancelledSubject: string;
  cancelled: string;
  refund: string;
  shippedSubject: string;
  shipped: string;
  tracking: string;
  readySubject: string;
  ready: string;
  pickupCode: string;
  returnedSubject: string;
  returned: string;
  /** The link to the order's page: its timeline, tracking and receipt. */
  orderPage: string;
}

const TEXTS: Record<Language, LifeTexts> = {
  et: {
    greeting: 'Tere',
    cancelledSubject: 'Tellimus {number} on tühistatud – Apteek',
    cancelled: 'Teie tellimus {number} on tühistatud.',
    refund: 'Tagastame teile {amount} samale maksevahendile, millega tasusite.',
    shippedSubject: 'Tellimus {number} on teel – Apteek',
    shipped: 'Teie tellimus {number} on antud vedajale.',
    tracking: 'Saadetise jälgimiskood',
    readySubject: 'Tellimus {number} ootab apteegis – Apteek',
    ready: 'Teie tellimus {number} on apteegis järeletulekuks valmis.',
    pickupCode: 'Kättesaamise kood',
    returnedSubject: 'Tellimuse {number} tagastus on vastu võetud – Apteek',
    returned: 'Võtsime tellimuse {number} tagastatud kauba vastu.',
    orderPage: 'Tellimuse olek, jälgimine ja kviitung',
  },
  fi: {
    greeting: 'Hei',
    cancelledSubject: 'Tilaus {number} on peruttu – Apteek',
    cancelled: 'Tilauksesi {number} on peruttu.',
    refund: 'Palautamme sinulle {amount} samalle maksutavalle, jolla maksoit.',
    shippedSubject: 'Tilaus {number} on matkalla – Apteek',
    shipped: 'Tilauksesi {number} on luovutettu kuljetusyhtiölle.',
    tracking: 'Lähetyksen seurantakoodi',
    readySubject: 'Tilaus {number} odottaa apteekissa – Apteek',
    ready: 'Tilauksesi {number} on noudettavissa apteekista.',
    pickupCode: 'Noutokoodi',
    returnedSubject: 'Tilauksen {number} palautus on vastaanotettu – Apteek',
    returned: 'Olemme vastaanottaneet tilauksen {number} palautetut tuotteet.',
    orderPage: 'Tilauksen tila, seuranta ja kuitti',
  },
  en: {
    greeting: 'Hello',
    cancelledSubject: 'Your order {number} has been cancelled – Apteek',
    cancelled: 'Your order {number} has been cancelled.',
    refund: 'We are refunding {amount} to the payment method you paid with.',
    shippedSubject: 'Your order {number} is on its way – Apteek',
    shipped: 'Your order {number} has been handed to the carrier.',
    tracking: 'Tracking number',
    readySubject: 'Your order {number} is ready for pickup – Apteek',
    ready: 'Your order {number} is ready for pickup at the pharmacy.',
    pickupCode: 'Pickup code',
    returnedSubject: 'The return of your order {number} has been received – Apteek',
    returned: 'We have received the goods you returned from order {number}.',
    orderPage: "Your order's status, tracking and receipt",
  },
  ru: {
    greeting: 'Здравствуйте',
    cancelledSubject: 'Заказ {number} отменён – Apteek',
    cancelled: 'Ваш заказ {number} отменён.',
    refund: 'Мы возвращаем {amount} на тот способ оплаты, которым вы платили.',
    shippedSubject: 'Заказ {number} в пути – Apteek',
    shipped: 'Ваш заказ {number} передан перевозчику.',
    tracking: 'Код отслеживания',
    readySubject: 'Заказ {number} ждёт вас в аптеке – Apteek',
    ready: 'Ваш заказ {number} готов к получению в аптеке.',
    pickupCode: 'Код получения',
    returnedSubject: 'Возврат по заказу {number} получен – Apteek',
    returned: 'Мы получили товары, возвращённые из заказа {number}.',
    orderPage: 'Статус заказа, отслеживание и чек',
  },
};

/** A step of the order's life, told to its customer in the order's store language. */
export function orderLifeMail(
  order: Pick<OrderRow, 'storeCode' | 'orderNumber' | 'firstname' | 'email'>,
  news: LifeNews,
  /** The order's page with its code (orderPageLink), when the shop knows its public address. */
  link: string | null = null,
): MailMessage {
  const { i18n } = STORE_VIEWS[order.storeCode as StoreCode];
  const text = TEXTS[i18n.language];
  // Money as the store's pages write it: the amount in the store's locale, then the sign.
  const fill = (template: string, amount = 0) =>
    template.replace('{number}', order.orderNumber).replace('{amount}', formatMoney(amount, i18n));
  const { subject, paragraphs } = contentOf(text, news);
  const all = [`${text.greeting}, ${order.firstname}!`, ...paragraphs.map(([t, amount]) => fill(t, amount))];
  return {
    to: order.email,
    subject: fill(subject),
    ...paragraphsWithLink(all, { label: text.orderPage, url: link }),
  };
}

function contentOf(text: LifeTexts, news: LifeNews): { subject: string; paragraphs: [string, number?][] } {
  switch (news.stage) {
    case 'cancelled':
      return {
        subject: text.cancelledSubject,
        paragraphs: [
          [text.cancelled],
          ...(news.refunded > 0 ? [[text.refund, news.refunded] as [string, number]] : []),
        ],
      };
    case 'handedToCarrier':
      return {
        subject: text.shippedSubject,
        paragraphs: [[text.shipped], [`${text.tracking}: ${news.trackingNumber}`]],
      };
    case 'readyForPickup':
      return {
        subject: text.readySubject,
        paragraphs: [[text.ready], [`${text.pickupCode}: ${news.pickupCode}`]],
      };
    case 'returned':
      return {
        subject: text.returnedSubject,
        paragraphs: [
          [text.returned],
          ...(news.refunded > 0 ? [[text.refund, news.refunded] as [string, number]] : []),
        ],
      };
    default:
      return news satisfies never;
  }
}
