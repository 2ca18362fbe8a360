import { createHmac } from 'node:crypto';
import type { StoreCode } from '@apteek/domain';
import type { StorePrices } from './store-prices.ts';

export interface SignedPriceFacts {
  sku: string;
  storeCode: StoreCode;
  groupId: number;
  prices: StorePrices;
}

/**
 * The render-list `sgn`: a short HMAC (96 bits) over what the prices say and for whom, so a later
 * request (a cart line, an order) can show the amounts came from us unchanged.
 */
export function signPrices(secret: Uint8Array, facts: SignedPriceFacts): string {
  const { final, regular, special } = facts.prices;
  const message = JSON.stringify([
    'price',
    facts.sku,
    facts.storeCode,
    facts.groupId,
    [final.net, final.gross],
    [regular.net, regular.gross],
    special && [special.net, special.gross],
  ]);
  return createHmac('sha256', secret).update(message).digest('base64url').slice(0, 16);
}
