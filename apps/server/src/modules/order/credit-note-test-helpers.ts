import type { FastifyInstance } from 'fastify';
import { pdfTexts } from '../../testing/pdf-text.ts';

/** A printed amount as cents: "−12,34 €" → 1234 (a credit note prints its amounts with a minus). */
export const printedCents = (money: string) => Number(money.replace(/[^\d]/g, ''));

/**
 * The order's credit notes as its page lists them, and the first one's PDF read back: its texts,
 * the document it corrects, the refunded total and the VAT lines (rate, net, VAT, gross in cents).
 */
export async function creditNoteOf(
  app: FastifyInstance,
  order: { orderId: string; orderCode: string },
  headers: Record<string, string> = {},
) {
  const page = await app.inject({
    method: 'GET',
    url: `/api/order/${order.orderId}?orderCode=${order.orderCode}`,
    headers,
  });
  const notes = page.json().result.creditNotes as { number: number; label: string; amount: number }[];
  if (notes.length === 0)
    return { notes, url: null, response: null, texts: [], corrects: null, refunded: null, vat: [] };
  const url = `/api/order/${order.orderId}/credit-note/${notes[0]!.number}?orderCode=${order.orderCode}`;
  const response = await app.inject({ method: 'GET', url, headers });
  const texts = response.statusCode === 200 ? pdfTexts(response.rawPayload) : [];
  const vatStart = texts.findIndex((text) => /^(Käibemaks määrade kaupa|VAT by rate)$/.test(text)) + 5;
  const vat: { rate: string; net: number; tax: number; gross: number }[] = [];
  for (let i = vatStart; vatStart > 4 && texts[i]?.endsWith(' %'); i += 4)
    vat.push({
      rate: texts[i]!,
      net: printedCents(texts[i + 1]!),
      tax: printedCents(texts[i + 2]!),
      gross: printedCents(texts[i + 3]!),
    });
  const refundedAt = texts.findIndex((text) => /^(Tagastatud|Refunded)$/.test(text));
  return {
    notes,
    url,
    response,
    texts,
    corrects: texts.find((text) => /^(Parandab dokumenti|Corrects): /.test(text)) ?? null,
    refunded: refundedAt >= 0 ? printedCents(texts[refundedAt + 1]!) : null,
    vat,
  };
}
