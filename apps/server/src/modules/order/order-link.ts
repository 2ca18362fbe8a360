import { storePath, type StoreCode } from '@apteek/domain';
import { escapeHtml } from '../../lib/html.ts';
import type { OrderRow } from './order-queries.ts';

/** The order's page as its mails link to it, with its code: none without the shop's public address. */
export function orderPageLink(
  order: Pick<OrderRow, 'id' | 'orderCode' | 'storeCode'>,
  publicUrl: string | null | undefined,
): string | null {
  if (!publicUrl) return null;
  const path = storePath(order.storeCode as StoreCode, `/order/${order.id}`);
  return `${publicUrl.replace(/\/$/, '')}${path}?orderCode=${encodeURIComponent(order.orderCode)}`;
}

/** A mail's paragraphs as text and HTML, the order page's link last under its label when there is one. */
export function paragraphsWithLink(
  paragraphs: readonly string[],
  link: { label: string; url: string | null },
): { text: string; html: string } {
  const { label, url } = link;
  return {
    text: `${[...paragraphs, ...(url ? [`${label}: ${url}`] : [])].join('\n\n')}\n`,
    html:
      paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('') +
      (url ? `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>` : ''),
  };
}
