import { storePath, type StoreCode } from '@apteek/domain';
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
