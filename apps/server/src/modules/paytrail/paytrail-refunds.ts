import type { FastifyInstance } from 'fastify';
import { fetchHttp, loopbackHttp, type PaymentSetup, type RefundRequest } from '../payment/index.ts';
import { paytrailRefunder } from '../../providers/paytrail/index.ts';

const PAYTRAIL_API_URL = 'https://services.paytrail.com';

/**
 * Refunds through Paytrail's Payment API, whichever interface took the payment, or through the
 * sandbox on this server. Paytrail calls back to /api/paytrail/refund/result when a refund it
 * answered as pending is done.
 */
export function paytrailRefunds(app: Pick<FastifyInstance, 'inject'>, setup: PaymentSetup) {
  const { paytrail } = setup;
  const sandbox = 'http://localhost/sandbox/paytrail';
  const refund = paytrailRefunder(
    {
      merchantId: paytrail.merchantId,
      secret: paytrail.secret,
      apiUrl: paytrail.apiUrl ?? (paytrail.sandbox ? sandbox : PAYTRAIL_API_URL),
    },
    { http: paytrail.sandbox ? loopbackHttp(app) : fetchHttp },
  );
  const callback = `${setup.publicUrl ?? 'http://localhost'}/api/paytrail/refund/result`;
  return (request: RefundRequest) =>
    refund({
      transactionId: request.transactionId,
      amount: request.amount,
      refundStamp: request.stamp,
      refundReference: request.orderNumber,
      callbackUrls: { success: callback, cancel: callback },
    });
}
