import { STORE_VIEWS, type Language, type StoreCode } from '@apteek/domain';
import type { MailMessage } from '../mail/index.ts';
import type { OrderRow } from './order-queries.ts';
import { paragraphsWithLink } from './order-link.ts';

interface CheckTexts {
  approvedSubject: string;
  approved: string;
  cancelledSubject: string;
  cancelled: string;
  reason: string;
  refund: string;
  /** The link to the order's page: its timeline and receipt. */
  orderPage: string;
  greeting: string;
}

const TEXTS: Record<Language, CheckTexts> = {
  et: {
    approvedSubject: 'Apteeker kontrollis tellimuse {number} – Apteek',
    approved:
      'Apteeker kontrollis teie tellimuse {number} ja kinnitas selle. Anname teada, kui pakk on teel.',
    cancelledSubject: 'Tellimus {number} on tühistatud – Apteek',
    cancelled: 'Apteeker tühistas teie tellimuse {number}.',
    reason: 'Põhjus',
    refund: 'Tasutud summa makstakse teile tagasi.',
    orderPage: 'Tellimuse olek ja kviitung',
    greeting: 'Tere',
  },
  fi: {
    approvedSubject: 'Farmaseutti tarkisti tilauksen {number} – Apteek',
    approved: 'Farmaseutti tarkisti tilauksesi {number} ja hyväksyi sen. Kerromme, kun paketti on matkalla.',
    cancelledSubject: 'Tilaus {number} on peruttu – Apteek',
    cancelled: 'Farmaseutti perui tilauksesi {number}.',
    reason: 'Syy',
    refund: 'Maksamasi summa palautetaan sinulle.',
    orderPage: 'Tilauksen tila ja kuitti',
    greeting: 'Hei',
  },
  en: {
    approvedSubject: 'The pharmacist has checked your order {number} – Apteek',
    approved:
      'The pharmacist has checked and approved your order {number}. We will let you know when it is on its way.',
    cancelledSubject: 'Your order {number} has been cancelled – Apteek',
    cancelled: 'The pharmacist has cancelled your order {number}.',
    reason: 'Reason',
    refund: 'The amount you paid will be returned to you.',
    orderPage: "Your order's status and receipt",
    greeting: 'Hello',
  },
  ru: {
    approvedSubject: 'Фармацевт проверил заказ {number} – Apteek',
    approved: 'Фармацевт проверил и подтвердил ваш заказ {number}. Мы сообщим, когда посылка будет в пути.',
    cancelledSubject: 'Заказ {number} отменён – Apteek',
    cancelled: 'Фармацевт отменил ваш заказ {number}.',
    reason: 'Причина',
    refund: 'Уплаченная сумма будет вам возвращена.',
    orderPage: 'Статус заказа и чек',
    greeting: 'Здравствуйте',
  },
};

/** The pharmacist's decision on an order, told to its customer in the order's store language. */
export function orderCheckMail(
  order: Pick<OrderRow, 'storeCode' | 'orderNumber' | 'firstname' | 'email' | 'paymentStatus'>,
  decision: { approved: true } | { approved: false; reason: string },
  /** The order's page with its code, when the shop knows its public address. */
  link: string | null = null,
): MailMessage {
  const text = TEXTS[STORE_VIEWS[order.storeCode as StoreCode].i18n.language];
  const number = (template: string) => template.replace('{number}', order.orderNumber);
  const paragraphs = decision.approved
    ? [number(text.approved)]
    : [
        number(text.cancelled),
        `${text.reason}: ${decision.reason}`,
        ...(order.paymentStatus === 'paid' ? [text.refund] : []),
      ];
  const all = [`${text.greeting}, ${order.firstname}!`, ...paragraphs];
  return {
    to: order.email,
    subject: number(decision.approved ? text.approvedSubject : text.cancelledSubject),
    ...paragraphsWithLink(all, { label: text.orderPage, url: link }),
  };
}
