import type { FastifyInstance } from 'fastify';
import { fetchHttp, loopbackHttp, type PaymentSetup, type RefundRequest } from '../payment/index.ts';
import { maksekeskusClient } from '../../providers/maksekeskus/index.ts';

/**
 * Refunds through MakeCommerce's API, or its sandbox on this server (answered in-process, so no
 * address is needed). The comment MakeCommerce requires names the order.
 */
export function maksekeskusRefunder(app: Pick<FastifyInstance, 'inject'>, { maksekeskus }: PaymentSetup) {
  const client = maksekeskus.apiUrl
    ? maksekeskusClient({ ...maksekeskus, apiUrl: maksekeskus.apiUrl }, fetchHttp)
    : maksekeskusClient(
        { ...maksekeskus, apiUrl: 'http://localhost/sandbox/maksekeskus' },
        loopbackHttp(app),
      );
  return (request: RefundRequest) =>
    client.refund({
      transactionId: request.transactionId,
      amount: request.amount,
      comment: `Order ${request.orderNumber} cancelled`,
    });
}
