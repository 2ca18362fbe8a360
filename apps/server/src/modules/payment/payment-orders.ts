import type { FastifyBaseLogger } from 'fastify';
import type { PaymentStatusAnswer, StoreCode } from '@apteek/domain';
import type { PaymentResult, ProviderCode } from './payment-result.ts';

/** What a provider module needs to know about an order to start its payment. */
export interface PayableOrder {
  id: string;
  orderNumber: string;
  /** The order's secret: whoever names an order to pay it shows this too. */
  orderCode: string;
  storeCode: StoreCode;
  status: string;
  paymentMethod: string;
  paymentBank: string | null;
  grandTotal: number;
  email: string;
  firstname: string;
  lastname: string;
}

/** A placed order's rows, as the order keeps them: the cart's totals copied in cents. */
export interface OrderRows {
  lines: readonly {
    sku: string;
    name: string;
    qty: number;
    rowTotalInclTax: number;
    discount: number;
    taxPercent: number;
  }[];
  shipping: { code: string; inclTax: number; tax: number };
}

/** The order operations the provider modules call; the order module provides them. */
export interface PaymentOrders {
  byReference(reference: string): Promise<PayableOrder | undefined>;
  /** The order an id and its secret code name; 404 otherwise. */
  require(orderId: string, orderCode: string): Promise<PayableOrder>;
  /** The rows of a placed order, for providers that itemise the payment. */
  rows(orderId: string): Promise<OrderRows>;
  /**
   * A verified server-to-server notification, taken into account once: the same message again is
   * 'replayed'; one about no known order is 'ignored' (and logged).
   */
  notify(
    provider: ProviderCode,
    digest: string,
    result: PaymentResult,
    log: FastifyBaseLogger,
  ): Promise<{ outcome: 'applied' | 'ignored' | 'replayed'; status?: PaymentStatusAnswer }>;
  /**
   * A verified word from the provider on a refund it had taken as pending, by our stamp of it,
   * taken into account once: the same message again is 'replayed', an unknown stamp 'ignored'.
   */
  refundResult(
    provider: ProviderCode,
    digest: string,
    stamp: string,
    status: 'settled' | 'failed',
  ): Promise<'applied' | 'ignored' | 'replayed'>;
}
