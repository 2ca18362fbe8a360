import {
  SELLER,
  STORE_VIEWS,
  formatCalendarDate,
  formatMoney,
  pharmacyLocalTime,
  salesDocumentNumber,
  shippingTaxPercent,
  vatPerRate,
  type Language,
  type SalesDocumentKind,
  type StoreCode,
  type TaxedAmount,
} from '@apteek/domain';
import { textPdf, textWidth, type PdfPage, type PdfText } from '../../lib/pdf.ts';
import type { SalesDocumentRow } from './order-documents.ts';
import type { OrderLineRow, OrderRow } from './order-queries.ts';
import type { orderPlaces } from './order-view.ts';

interface DocumentTexts {
  receipt: string;
  invoice: string;
  number: string;
  date: string;
  order: string;
  seller: string;
  buyer: string;
  registryCode: string;
  vatNumber: string;
  buyerTaxId: string;
  product: string;
  qty: string;
  vatRate: string;
  amount: string;
  prescription: string;
  fundShare: string;
  shipping: string;
  vatTable: string;
  net: string;
  vat: string;
  gross: string;
  total: string;
  fundTotal: string;
  paid: string;
  payment: string;
  methods: Record<string, string>;
  pricesInclVat: string;
}

const TEXTS: Record<Language, DocumentTexts> = {
  et: {
    receipt: 'Kviitung',
    invoice: 'Arve',
    number: 'Number',
    date: 'Kuupäev',
    order: 'Tellimus',
    seller: 'Müüja',
    buyer: 'Ostja',
    registryCode: 'Registrikood',
    vatNumber: 'KMKR nr',
    buyerTaxId: 'KMKR- või registrikood',
    product: 'Toode',
    qty: 'Kogus',
    vatRate: 'KM %',
    amount: 'Summa',
    prescription: 'Retsept',
    fundShare: 'Tervisekassa osa',
    shipping: 'Tarne',
    vatTable: 'Käibemaks määrade kaupa',
    net: 'Maksustatav summa',
    vat: 'Käibemaks',
    gross: 'Kokku',
    total: 'Kokku',
    fundTotal: 'Tervisekassa tasub',
    paid: 'Tasutud',
    payment: 'Makseviis',
    methods: {
      maksekeskus: 'Pangalink või kaart',
      paytrail: 'Pangalink või kaart',
      cashondelivery: 'Kättesaamisel',
    },
    pricesInclVat: 'Hinnad sisaldavad käibemaksu.',
  },
  fi: {
    receipt: 'Kuitti',
    invoice: 'Lasku',
    number: 'Numero',
    date: 'Päivämäärä',
    order: 'Tilaus',
    seller: 'Myyjä',
    buyer: 'Ostaja',
    registryCode: 'Kaupparekisterinumero',
    vatNumber: 'ALV-tunniste',
    buyerTaxId: 'ALV- tai Y-tunnus',
    product: 'Tuote',
    qty: 'Määrä',
    vatRate: 'ALV %',
    amount: 'Summa',
    prescription: 'Resepti',
    fundShare: 'Sairausvakuutuskassan osuus',
    shipping: 'Toimitus',
    vatTable: 'Arvonlisävero verokannoittain',
    net: 'Veron peruste',
    vat: 'ALV',
    gross: 'Yhteensä',
    total: 'Yhteensä',
    fundTotal: 'Sairausvakuutuskassa maksaa',
    paid: 'Maksettu',
    payment: 'Maksutapa',
    methods: {
      maksekeskus: 'Verkkopankki tai kortti',
      paytrail: 'Verkkopankki tai kortti',
      cashondelivery: 'Maksu noudettaessa',
    },
    pricesInclVat: 'Hinnat sisältävät arvonlisäveron.',
  },
  en: {
    receipt: 'Receipt',
    invoice: 'Invoice',
    number: 'Number',
    date: 'Date',
    order: 'Order',
    seller: 'Seller',
    buyer: 'Buyer',
    registryCode: 'Registry code',
    vatNumber: 'VAT number',
    buyerTaxId: 'VAT or registry code',
    product: 'Product',
    qty: 'Qty',
    vatRate: 'VAT %',
    amount: 'Amount',
    prescription: 'Prescription',
    fundShare: "Health Insurance Fund's share",
    shipping: 'Shipping',
    vatTable: 'VAT by rate',
    net: 'Taxable amount',
    vat: 'VAT',
    gross: 'Total',
    total: 'Total',
    fundTotal: 'Paid by the Health Insurance Fund',
    paid: 'Paid',
    payment: 'Payment method',
    methods: {
      maksekeskus: 'Bank link or card',
      paytrail: 'Bank link or card',
      cashondelivery: 'Cash on delivery',
    },
    pricesInclVat: 'Prices include VAT.',
  },
  ru: {
    receipt: 'Чек',
    invoice: 'Счёт-фактура',
    number: 'Номер',
    date: 'Дата',
    order: 'Заказ',
    seller: 'Продавец',
    buyer: 'Покупатель',
    registryCode: 'Регистрационный код',
    vatNumber: 'Номер плательщика НДС',
    buyerTaxId: 'Номер НДС или регистрационный код',
    product: 'Товар',
    qty: 'Кол-во',
    vatRate: 'НДС %',
    amount: 'Сумма',
    prescription: 'Рецепт',
    fundShare: 'Доля Больничной кассы',
    shipping: 'Доставка',
    vatTable: 'НДС по ставкам',
    net: 'Облагаемая сумма',
    vat: 'НДС',
    gross: 'Итого',
    total: 'Итого',
    fundTotal: 'Оплачивает Больничная касса',
    paid: 'Оплачено',
    payment: 'Способ оплаты',
    methods: {
      maksekeskus: 'Интернет-банк или карта',
      paytrail: 'Интернет-банк или карта',
      cashondelivery: 'Оплата при получении',
    },
    pricesInclVat: 'Цены включают НДС.',
  },
};

const LEFT = 40;
const RIGHT = 555;
const COLUMNS = { qty: 380, rate: 440, amount: RIGHT };
const PAGE_BOTTOM = 60;

type Places = Awaited<ReturnType<typeof orderPlaces>>;
type Writer = ReturnType<typeof pageWriter>;

/** What every section of a document reads: its texts, money format, the order and the page. */
interface Sheet {
  text: DocumentTexts;
  money: (cents: number) => string;
  writer: Writer;
  order: OrderRow;
  lines: OrderLineRow[];
}

/**
 * The receipt of a paid order, or the invoice to the company the checkout named, as an A4 PDF in
 * the store's language: the seller with its registry and VAT numbers, the document's number in its
 * series and its date, each line (a prescription line with its number and the fund's share), the
 * shipping, the VAT of each rate, and what the fund and the customer paid.
 */
export function salesDocumentPdf(
  document: SalesDocumentRow,
  order: OrderRow,
  lines: OrderLineRow[],
  places: Places,
): Buffer {
  const view = STORE_VIEWS[order.storeCode as StoreCode];
  const text = TEXTS[view.i18n.language];
  const sheet: Sheet = {
    text,
    money: (cents) => formatMoney(cents, view.i18n),
    writer: pageWriter(),
    order,
    lines,
  };
  const title = `${document.kind === 'receipt' ? text.receipt : text.invoice} ${salesDocumentNumber(document.kind, document.number)}`;
  const date = formatCalendarDate(pharmacyLocalTime(document.issuedAt), view.i18n.dateFormat);
  heading(sheet, title, date);
  parties(sheet, buyerLines(document.kind, order, places, text));
  const rates = [
    ...new Set([...lines.map((line) => line.taxPercent), view.tax.defaultCountry === 'FI' ? 25.5 : 24]),
  ];
  const taxed = lineTable(sheet, shippingTaxPercent(order.shippingInclTax, order.shippingTax, rates));
  totals(sheet);
  vatTable(sheet, taxed);
  return textPdf(sheet.writer.pages(), { title });
}

function heading({ text, writer: { put }, order }: Sheet, title: string, date: string): void {
  put({ x: LEFT, size: 20, text: title, bold: true }, 28);
  put({ x: LEFT, size: 10, text: `${text.date}: ${date}` }, 14);
  put({ x: LEFT, size: 10, text: `${text.order}: ${order.orderNumber}` }, 14);
  const method = text.methods[order.paymentMethod] ?? order.paymentMethod;
  put({ x: LEFT, size: 10, text: `${text.payment}: ${method}` }, 24);
}

/** The seller on the left, the buyer on the right. */
function parties({ text, writer }: Sheet, buyer: string[]): void {
  const { put } = writer;
  const top = writer.y;
  put({ x: LEFT, size: 10, text: text.seller, bold: true }, 14);
  const seller = [
    SELLER.name,
    SELLER.address,
    `${text.registryCode}: ${SELLER.registryCode}`,
    `${text.vatNumber}: ${SELLER.vatNumber}`,
  ];
  for (const line of seller) put({ x: LEFT, size: 10, text: line }, 13);
  const sellerBottom = writer.y;
  writer.y = top;
  put({ x: 320, size: 10, text: text.buyer, bold: true }, 14);
  for (const line of buyer.flatMap((l) => wrap(l, 10, RIGHT - 320)))
    put({ x: 320, size: 10, text: line }, 13);
  writer.y = Math.min(writer.y, sellerBottom) - 16;
}

/** The lines and the shipping; answers what each costs the customer with its VAT. */
function lineTable({ text, money, writer, order, lines }: Sheet, shippingRate: number): TaxedAmount[] {
  const { put } = writer;
  put({ x: LEFT, size: 9, text: text.product, bold: true }, 0);
  put({ x: COLUMNS.qty, size: 9, text: text.qty, bold: true, align: 'right' }, 0);
  put({ x: COLUMNS.rate, size: 9, text: text.vatRate, bold: true, align: 'right' }, 0);
  put({ x: COLUMNS.amount, size: 9, text: text.amount, bold: true, align: 'right' }, 6);
  writer.rule();
  writer.y -= 12;
  const taxed: TaxedAmount[] = [];
  for (const line of lines) {
    const gross = line.rowTotalInclTax - line.discount;
    for (const [i, part] of wrap(line.name, 9, COLUMNS.qty - 60 - LEFT).entries()) {
      put({ x: LEFT, size: 9, text: part }, 0);
      if (i === 0) {
        put({ x: COLUMNS.qty, size: 9, text: String(line.qty), align: 'right' }, 0);
        put({ x: COLUMNS.rate, size: 9, text: percent(line.taxPercent), align: 'right' }, 0);
        put({ x: COLUMNS.amount, size: 9, text: money(gross), align: 'right' }, 0);
      }
      writer.y -= 12;
    }
    if (line.prescriptionNumber)
      put({ x: LEFT + 10, size: 8, text: `${text.prescription} ${line.prescriptionNumber}` }, 11);
    if (line.fundAmount > 0) {
      put({ x: LEFT + 10, size: 8, text: text.fundShare }, 0);
      put({ x: COLUMNS.amount, size: 8, text: `−${money(line.fundAmount)}`, align: 'right' }, 11);
    }
    // The VAT the order was priced with is the VAT of what the customer pays of the row.
    taxed.push({ gross: gross - line.fundAmount, tax: line.taxAmount, taxPercent: line.taxPercent });
  }
  if (order.shippingInclTax > 0) {
    put({ x: LEFT, size: 9, text: text.shipping }, 0);
    put({ x: COLUMNS.rate, size: 9, text: percent(shippingRate), align: 'right' }, 0);
    put({ x: COLUMNS.amount, size: 9, text: money(order.shippingInclTax), align: 'right' }, 12);
    taxed.push({ gross: order.shippingInclTax, tax: order.shippingTax, taxPercent: shippingRate });
  }
  writer.rule();
  writer.y -= 16;
  return taxed;
}

/** The whole price, the fund's part of it, and what the customer paid. */
function totals({ text, money, writer, order, lines }: Sheet): void {
  const fundTotal = lines.reduce((sum, line) => sum + line.fundAmount, 0);
  const rows: [string, string, boolean][] = [
    [text.total, money(order.grandTotal + fundTotal), false],
    ...(fundTotal > 0 ? [[text.fundTotal, `−${money(fundTotal)}`, false] as [string, string, boolean]] : []),
    [text.paid, money(order.grandTotal), true],
  ];
  for (const [label, amount, bold] of rows) {
    writer.put({ x: COLUMNS.rate, size: 10, text: label, bold, align: 'right' }, 0);
    writer.put({ x: COLUMNS.amount, size: 10, text: amount, bold, align: 'right' }, 14);
  }
  writer.y -= 10;
}

function vatTable({ text, money, writer }: Sheet, taxed: TaxedAmount[]): void {
  const { put } = writer;
  put({ x: LEFT, size: 10, text: text.vatTable, bold: true }, 14);
  put({ x: LEFT, size: 9, text: text.vatRate, bold: true }, 0);
  put({ x: 300, size: 9, text: text.net, bold: true, align: 'right' }, 0);
  put({ x: 420, size: 9, text: text.vat, bold: true, align: 'right' }, 0);
  put({ x: RIGHT, size: 9, text: text.gross, bold: true, align: 'right' }, 13);
  for (const vat of vatPerRate(taxed)) {
    put({ x: LEFT, size: 9, text: percent(vat.taxPercent) }, 0);
    put({ x: 300, size: 9, text: money(vat.net), align: 'right' }, 0);
    put({ x: 420, size: 9, text: money(vat.tax), align: 'right' }, 0);
    put({ x: RIGHT, size: 9, text: money(vat.gross), align: 'right' }, 12);
  }
  writer.y -= 10;
  put({ x: LEFT, size: 8, text: text.pricesInclVat }, 11);
  const seller = `${SELLER.name} · ${SELLER.address} · ${text.registryCode} ${SELLER.registryCode} · ${text.vatNumber} ${SELLER.vatNumber}`;
  put({ x: LEFT, size: 8, text: seller }, 11);
}

/**
 * Whom the document is made out to: the billing name and address the checkout gave, else the buyer
 * (an invoice then takes the delivery address); a receipt without a billing address names the
 * buyer and the e-mail only.
 */
function buyerLines(kind: SalesDocumentKind, order: OrderRow, places: Places, text: DocumentTexts): string[] {
  const { billing } = places;
  const name = billing ? `${billing.firstname} ${billing.lastname}` : `${order.firstname} ${order.lastname}`;
  const address = billing ?? places.shipping;
  const addressLines = address
    ? [
        [address.streetAddress, address.apartmentNumber].filter(Boolean).join('-'),
        `${address.zipCode} ${address.city ?? address.state}, ${address.country}`,
      ]
    : [];
  if (kind === 'receipt') return billing ? [name, ...addressLines, order.email] : [name, order.email];
  return [
    order.company ?? name,
    ...(order.taxId ? [`${text.buyerTaxId}: ${order.taxId}`] : []),
    ...addressLines,
    name,
  ];
}

const percent = (rate: number) => `${String(rate).replace('.', ',')} %`;

/** The words of a text in lines no wider than `width` points. */
function wrap(text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (current && textWidth(next, size) > width) {
      lines.push(current);
      current = word;
    } else current = next;
  }
  return [...lines, current];
}

/** Places texts top-down, starting a new page when one is full. */
function pageWriter() {
  const done: PdfPage[] = [];
  let page: Required<PdfPage> = { texts: [], rules: [] };
  const writer = {
    y: 790,
    /** Writes at the current line, then moves down by `advance`. */
    put: (item: Omit<PdfText, 'y'>, advance: number): void => {
      if (writer.y < PAGE_BOTTOM) {
        done.push(page);
        page = { texts: [], rules: [] };
        writer.y = 790;
      }
      page.texts.push({ ...item, y: writer.y });
      writer.y -= advance;
    },
    rule: (): void => {
      page.rules.push({ x1: LEFT, x2: RIGHT, y: writer.y });
    },
    pages: (): PdfPage[] => [...done, page],
  };
  return writer;
}
