import { STORE_VIEWS, formatMoney, selectPluralForm, type Language, type StoreCode } from '@apteek/domain';
import type { MailMessage } from '../mail/index.ts';
import type { OrderLineRow, OrderRow } from './order-queries.ts';
import { escapeHtml } from '../../lib/html.ts';

interface ConfirmationTexts {
  subject: string;
  /** The link to the order's page: its status, tracking and receipt. */
  orderPage: string;
  greeting: string;
  thanks: string;
  awaitingPayment: string;
  orderNumber: string;
  /** A line's quantity, in its language's plural forms separated by '|' where they differ. */
  quantity: string;
  shipping: string;
  total: string;
  vat: string;
  payment: string;
  delivery: string;
  methods: Record<string, string>;
  deliveries: Record<string, string>;
}

const TEXTS: Record<Language, ConfirmationTexts> = {
  et: {
    orderPage: 'Tellimuse olek, jälgimine ja kviitung',
    subject: 'Tellimus {number} on vastu võetud – Apteek',
    greeting: 'Tere',
    thanks: 'Täname tellimuse eest! Võtsime selle vastu ja anname teada, kui pakk on teel.',
    awaitingPayment: 'Saadame tellimuse teele, kui makse on laekunud.',
    orderNumber: 'Tellimuse number',
    quantity: '{qty} tk',
    shipping: 'Tarne',
    total: 'Kokku',
    vat: 'sh käibemaks',
    payment: 'Makseviis',
    delivery: 'Tarneviis',
    methods: {
      maksekeskus: 'Pangalink või kaart',
      paytrail: 'Pangalink või kaart',
      cashondelivery: 'Tasumine kättesaamisel',
    },
    deliveries: { Courier: 'Kuller', ParcelMachine: 'Pakiautomaat', Pickup: 'Apteegist järeletulek' },
  },
  fi: {
    orderPage: 'Tilauksen tila, seuranta ja kuitti',
    subject: 'Tilaus {number} on vastaanotettu – Apteek',
    greeting: 'Hei',
    thanks: 'Kiitos tilauksestasi! Olemme vastaanottaneet sen ja kerromme, kun paketti on matkalla.',
    awaitingPayment: 'Lähetämme tilauksen, kun maksu on vastaanotettu.',
    orderNumber: 'Tilausnumero',
    quantity: '{qty} kpl',
    shipping: 'Toimitus',
    total: 'Yhteensä',
    vat: 'josta ALV',
    payment: 'Maksutapa',
    delivery: 'Toimitustapa',
    methods: {
      maksekeskus: 'Verkkopankki tai kortti',
      paytrail: 'Verkkopankki tai kortti',
      cashondelivery: 'Maksu toimituksen yhteydessä',
    },
    deliveries: { Courier: 'Kuriiri', ParcelMachine: 'Pakettiautomaatti', Pickup: 'Nouto apteekista' },
  },
  en: {
    orderPage: "Your order's status, tracking and receipt",
    subject: 'Your order {number} has been received – Apteek',
    greeting: 'Hello',
    thanks: 'Thank you for your order! We have received it and will let you know when it is on its way.',
    awaitingPayment: 'We send the order as soon as the payment has arrived.',
    orderNumber: 'Order number',
    quantity: '{qty} pc|{qty} pcs',
    shipping: 'Delivery',
    total: 'Total',
    vat: 'incl. VAT',
    payment: 'Payment',
    delivery: 'Delivery method',
    methods: {
      maksekeskus: 'Bank link or card',
      paytrail: 'Online bank or card',
      cashondelivery: 'Cash on delivery',
    },
    deliveries: { Courier: 'Courier', ParcelMachine: 'Parcel machine', Pickup: 'Pickup at the pharmacy' },
  },
  ru: {
    orderPage: 'Статус заказа, отслеживание и чек',
    subject: 'Заказ {number} принят – Apteek',
    greeting: 'Здравствуйте',
    thanks: 'Спасибо за заказ! Мы его получили и сообщим, когда посылка будет в пути.',
    awaitingPayment: 'Мы отправим заказ, как только поступит оплата.',
    orderNumber: 'Номер заказа',
    quantity: '{qty} шт.',
    shipping: 'Доставка',
    total: 'Итого',
    vat: 'в т.ч. НДС',
    payment: 'Способ оплаты',
    delivery: 'Способ доставки',
    methods: {
      maksekeskus: 'Банковская ссылка или карта',
      paytrail: 'Интернет-банк или карта',
      cashondelivery: 'Оплата при получении',
    },
    deliveries: { Courier: 'Курьер', ParcelMachine: 'Почтомат', Pickup: 'Самовывоз из аптеки' },
  },
};

/** The order confirmation in the language of the store the order was placed in. */
export function orderConfirmationMail(
  order: OrderRow,
  lines: OrderLineRow[],
  /** The order's page with its code, when the shop knows its public address. */
  link: string | null = null,
): MailMessage {
  const view = STORE_VIEWS[order.storeCode as StoreCode];
  const text = TEXTS[view.i18n.language];
  // Money as every page of the store writes it: the amount in the store's locale, then the sign.
  const money = (cents: number) => formatMoney(cents, view.i18n);
  const rows: [string, string][] = [
    ...lines.map((line): [string, string] => [
      `${line.name} × ${selectPluralForm(text.quantity, line.qty, view.i18n.language).replace('{qty}', String(line.qty))}`,
      money(line.rowTotalInclTax - line.discount),
    ]),
    [text.shipping, money(order.shippingInclTax)],
    [text.total, money(order.grandTotal)],
    [text.vat, money(order.taxTotal)],
  ];
  const facts: [string, string][] = [
    [text.orderNumber, order.orderNumber],
    [text.delivery, text.deliveries[order.shippingType] ?? order.shippingType],
    [text.payment, text.methods[order.paymentMethod] ?? order.paymentMethod],
  ];
  const closing = order.status === 'PendingPayment' ? [text.awaitingPayment] : [];
  const greeting = `${text.greeting}, ${order.firstname}!`;
  return {
    to: order.email,
    subject: text.subject.replace('{number}', order.orderNumber),
    text: [
      greeting,
      '',
      text.thanks,
      '',
      ...facts.map(([label, value]) => `${label}: ${value}`),
      '',
      ...rows.map(([label, value]) => `${label}: ${value}`),
      ...closing.flatMap((line) => ['', line]),
      ...(link ? ['', `${text.orderPage}: ${link}`] : []),
      '',
    ].join('\n'),
    html:
      `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(text.thanks)}</p>` +
      `<p>${facts.map(([label, value]) => `${escapeHtml(label)}: <strong>${escapeHtml(value)}</strong>`).join('<br>')}</p>` +
      `<table>${rows.map(([label, value]) => `<tr><td>${escapeHtml(label)}</td><td align="right">${escapeHtml(value)}</td></tr>`).join('')}</table>` +
      closing.map((line) => `<p>${escapeHtml(line)}</p>`).join('') +
      (link ? `<p><a href="${escapeHtml(link)}">${escapeHtml(text.orderPage)}</a></p>` : ''),
  };
}
