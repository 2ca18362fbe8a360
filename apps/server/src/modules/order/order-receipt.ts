import {
  SELLER,
  STORE_VIEWS,
  formatCalendarDate,
  formatMoney,
  pharmacyLocalTime,
  creditNoteNumber,
  salesDocumentNumber,
  shippingTaxPercent,
  vatPerRate,
  streetLine,
  townOf,
  type CreditLine,
  type SalesDocumentKind,
  type StoreCode,
  type TaxedAmount,
} from '@apteek/domain';
import { textPdf, textWidth, type PdfPage, type PdfText } from '../../lib/pdf.ts';
import { TEXTS, type DocumentTexts } from './order-document-texts.ts';
import type { SalesDocumentRow } from './order-documents.ts';
import type { OrderLineRow, OrderRow } from './order-queries.ts';
import type { orderPlaces } from './order-view.ts';

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

/** The order's shipping VAT rate, as its documents print it: of its lines' rates and the store's standard one. */
export function shippingRateOf(
  order: Pick<OrderRow, 'storeCode' | 'shippingInclTax' | 'shippingTax'>,
  lines: OrderLineRow[],
) {
  const view = STORE_VIEWS[order.storeCode as StoreCode];
  const rates = [
    ...new Set([...lines.map((line) => line.taxPercent), view.tax.defaultCountry === 'FI' ? 25.5 : 24]),
  ];
  return shippingTaxPercent(order.shippingInclTax, order.shippingTax, rates);
}

/** A sheet in the order's store language, with the document's heading and its seller and buyer. */
function startSheet(
  order: OrderRow,
  lines: OrderLineRow[],
  head: { title: (text: DocumentTexts) => string; issuedAt: Date },
) {
  const view = STORE_VIEWS[order.storeCode as StoreCode];
  const text = TEXTS[view.i18n.language];
  const sheet: Sheet = {
    text,
    money: (cents) => formatMoney(cents, view.i18n),
    writer: pageWriter(),
    order,
    lines,
  };
  const title = head.title(text);
  const date = formatCalendarDate(pharmacyLocalTime(head.issuedAt), view.i18n.dateFormat);
  return { sheet, title, date };
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
  const { sheet, title, date } = startSheet(order, lines, {
    title: (text) =>
      `${document.kind === 'receipt' ? text.receipt : text.invoice} ${salesDocumentNumber(document.kind, document.number)}`,
    issuedAt: document.issuedAt,
  });
  heading(sheet, title, date);
  parties(sheet, buyerLines(document.kind, order, places, sheet.text));
  const taxed = lineTable(sheet, receiptRows(sheet, shippingRateOf(order, lines)));
  totals(sheet);
  vatTable(sheet, taxed);
  return textPdf(sheet.writer.pages(), { title });
}

/**
 * A credit note for money refunded on the order, as an A4 PDF in the store's language: its own
 * number and date, the number of the receipt or invoice it corrects, the seller with its registry
 * and VAT numbers, the buyer as the original named them, the refunded lines (negative) and their
 * VAT per rate.
 */
export function creditNotePdf(
  note: { number: number; issuedAt: Date; amount: number; lines: CreditLine[] },
  original: SalesDocumentRow,
  order: OrderRow,
  lines: OrderLineRow[],
  places: Places,
): Buffer {
  const { sheet, title, date } = startSheet(order, lines, {
    title: (text) => `${text.creditNote} ${creditNoteNumber(note.number)}`,
    issuedAt: note.issuedAt,
  });
  const { text, money, writer } = sheet;
  heading(sheet, title, date);
  const originalTitle = original.kind === 'receipt' ? text.receipt : text.invoice;
  const originalDate = formatCalendarDate(
    pharmacyLocalTime(original.issuedAt),
    STORE_VIEWS[order.storeCode as StoreCode].i18n.dateFormat,
  );
  writer.put(
    {
      x: LEFT,
      size: 10,
      bold: true,
      text: `${text.corrects}: ${originalTitle} ${salesDocumentNumber(original.kind, original.number)} (${originalDate})`,
    },
    24,
  );
  parties(sheet, buyerLines(original.kind, order, places, text));
  const rows = note.lines.map((credit): TableRow => {
    const line = lines.find((candidate) => candidate.id === credit.lineId);
    return {
      name: line ? line.name : text.shipping,
      qty: line ? String(credit.qty) : '',
      taxPercent: credit.taxPercent,
      amount: `−${money(credit.gross)}`,
      notes: line?.prescriptionNumber ? [{ text: `${text.prescription} ${line.prescriptionNumber}` }] : [],
      taxed: { gross: credit.gross, tax: credit.tax, taxPercent: credit.taxPercent },
    };
  });
  const taxed = lineTable(sheet, rows);
  writer.put({ x: COLUMNS.rate, size: 10, text: text.refunded, bold: true, align: 'right' }, 0);
  writer.put({ x: COLUMNS.amount, size: 10, text: `−${money(note.amount)}`, bold: true, align: 'right' }, 24);
  vatTable(sheet, taxed, '−');
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

/** A row of a document's table: a line, or the shipping, with its notes and what it counts for VAT. */
interface TableRow {
  name: string;
  qty: string;
  taxPercent: number;
  amount: string;
  notes: { text: string; amount?: string }[];
  taxed: TaxedAmount;
}

/** The receipt's rows: each line (its prescription number, the fund's share) and the shipping. */
function receiptRows({ text, money, order, lines }: Sheet, shippingRate: number): TableRow[] {
  const rows = lines.map((line): TableRow => {
    const gross = line.rowTotalInclTax - line.discount;
    return {
      name: line.name,
      qty: String(line.qty),
      taxPercent: line.taxPercent,
      amount: money(gross),
      notes: [
        ...(line.prescriptionNumber ? [{ text: `${text.prescription} ${line.prescriptionNumber}` }] : []),
        ...(line.fundAmount > 0 ? [{ text: text.fundShare, amount: `−${money(line.fundAmount)}` }] : []),
      ],
      // The VAT the order was priced with is the VAT of what the customer pays of the row.
      taxed: { gross: gross - line.fundAmount, tax: line.taxAmount, taxPercent: line.taxPercent },
    };
  });
  if (order.shippingInclTax > 0)
    rows.push({
      name: text.shipping,
      qty: '',
      taxPercent: shippingRate,
      amount: money(order.shippingInclTax),
      notes: [],
      taxed: { gross: order.shippingInclTax, tax: order.shippingTax, taxPercent: shippingRate },
    });
  return rows;
}

/** The table of rows; answers what each counts for VAT. */
function lineTable({ text, writer }: Sheet, rows: TableRow[]): TaxedAmount[] {
  const { put } = writer;
  put({ x: LEFT, size: 9, text: text.product, bold: true }, 0);
  put({ x: COLUMNS.qty, size: 9, text: text.qty, bold: true, align: 'right' }, 0);
  put({ x: COLUMNS.rate, size: 9, text: text.vatRate, bold: true, align: 'right' }, 0);
  put({ x: COLUMNS.amount, size: 9, text: text.amount, bold: true, align: 'right' }, 6);
  writer.rule();
  writer.y -= 12;
  for (const row of rows) {
    for (const [i, part] of wrap(row.name, 9, COLUMNS.qty - 60 - LEFT).entries()) {
      put({ x: LEFT, size: 9, text: part }, 0);
      if (i === 0) {
        if (row.qty) put({ x: COLUMNS.qty, size: 9, text: row.qty, align: 'right' }, 0);
        put({ x: COLUMNS.rate, size: 9, text: percent(row.taxPercent), align: 'right' }, 0);
        put({ x: COLUMNS.amount, size: 9, text: row.amount, align: 'right' }, 0);
      }
      writer.y -= 12;
    }
    for (const note of row.notes) {
      put({ x: LEFT + 10, size: 8, text: note.text }, note.amount ? 0 : 11);
      if (note.amount) put({ x: COLUMNS.amount, size: 8, text: note.amount, align: 'right' }, 11);
    }
  }
  writer.rule();
  writer.y -= 16;
  return rows.map((row) => row.taxed);
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

/** The VAT of each rate; a credit note's amounts are printed with a minus `sign`. */
function vatTable({ text, money: plain, writer }: Sheet, taxed: TaxedAmount[], sign = ''): void {
  const money = (cents: number) => `${cents === 0 ? '' : sign}${plain(cents)}`;
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
    ? [streetLine(address), `${address.zipCode} ${townOf(address)}, ${address.country}`]
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
