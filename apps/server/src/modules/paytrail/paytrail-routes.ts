import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DomainError, storePath } from '@apteek/domain';
import { invalidField, parseInput } from '../../plugins/validation.ts';
import {
  PAYTRAIL_BANKS,
  fetchHttp,
  loopbackHttp,
  publicOrigin,
  type PaymentOrders,
  type PaymentSetup,
} from '../payment/index.ts';
import { isPaytrailSignatureValid, paytrailAdapter, paytrailItems } from '../../providers/paytrail/index.ts';

const FormBodySchema = z.object({
  orderId: z.string().max(64),
  orderCode: z.string().min(1).max(64),
  bank: z.enum(PAYTRAIL_BANKS.map((bank) => bank.id) as [string, ...string[]]).optional(),
  locale: z.string().max(10).default('fi'),
});

const ReturnParamsSchema = z.record(z.string().max(64), z.string().max(2048));

const languageOf = (locale: string) =>
  locale.startsWith('fi') ? 'fi' : locale.startsWith('sv') ? 'sv' : 'en';

export async function registerPaytrailRoutes(
  app: FastifyInstance,
  { setup, orders }: { setup: PaymentSetup; orders: PaymentOrders },
): Promise<void> {
  // The sandbox's API answers in-process, whatever address this server is reachable at.
  const http = setup.paytrail.sandbox ? loopbackHttp(app) : fetchHttp;
  const adapterFor = (origin: string) => paytrailAdapter(setup.paytrail, { origin, http });
  // What names the signature in a refused callback: E2's RETURN_AUTHCODE or the API's signature.
  const signatureField = setup.paytrail.interface === 'payment-api' ? 'signature' : 'RETURN_AUTHCODE';

  app.post('/paytrail/form', async (request) => {
    const body = parseInput(FormBodySchema, request.body ?? {});
    const order = await orders.require(body.orderId, body.orderCode);
    if (order.paymentMethod !== 'paytrail' || order.status !== 'PendingPayment') {
      throw invalidField('orderId', 'This order is not waiting for a Paytrail payment');
    }
    const origin = publicOrigin(setup, request);
    // The return pages live under the store prefix when there is one.
    const page = (path: string) => `${origin}${storePath(order.storeCode, path)}`;
    const form = await adapterFor(origin).startPayment({
      order,
      bank: body.bank ?? order.paymentBank ?? undefined,
      language: languageOf(body.locale),
      urls: {
        success: page('/paytrail/success'),
        cancel: page('/paytrail/cancel'),
        notify: `${origin}/api/paytrail/transaction/result`,
      },
      // Only the Payment API sends rows; E2 charges the grand total as one row.
      items: setup.paytrail.interface === 'payment-api' ? paytrailItems(await orders.rows(order.id)) : [],
    });
    return { code: 200, result: form };
  });

  /** Paytrail's callback, verified by its signature and applied once. */
  app.get('/paytrail/transaction/result', async (request) => {
    const params = parseInput(ReturnParamsSchema, request.query);
    const result = adapterFor(publicOrigin(setup, request)).readReturn(params);
    if (!result) {
      request.log.warn(`Paytrail callback with a wrong ${signatureField} rejected`);
      throw invalidField(signatureField, 'The payment message is not signed correctly');
    }
    // A replay is known by what Paytrail signed: an added parameter or the signature's letter case
    // does not make it another message.
    const signed = result.message as Record<string, string>;
    const canonical = JSON.stringify(
      Object.keys(signed)
        .sort()
        .map((key) => [key, signed[key]]),
    );
    const digest = createHash('sha256').update(canonical).digest('hex');
    const { outcome, status } = await orders.notify('paytrail', digest, result, request.log);
    if (outcome === 'replayed') {
      // The Payment API calls back more than once and wants a 2xx each time; nothing
      // is applied twice either way.
      if (setup.paytrail.interface === 'payment-api') return { code: 200, result: 'already processed' };
      throw new DomainError('notification_replayed');
    }
    return { code: 200, result: status ?? 'ignored' };
  });

  /**
   * Paytrail's word on a refund it took as pending (the refund's callbackUrls), signed like a
   * payment callback: a forged one is refused, a replayed one changes nothing.
   */
  app.get('/paytrail/refund/result', async (request) => {
    const params = parseInput(ReturnParamsSchema, request.query);
    const stamp = params['checkout-stamp'];
    const status = params['checkout-status'];
    if (
      params['checkout-account'] !== setup.paytrail.merchantId ||
      !stamp ||
      (status !== 'ok' && status !== 'fail') ||
      !isPaytrailSignatureValid(params, '', setup.paytrail.secret)
    ) {
      request.log.warn('Paytrail refund callback with a wrong signature rejected');
      throw invalidField('signature', 'The payment message is not signed correctly');
    }
    const outcome = await orders.refundResult(
      'paytrail',
      digestOf(params),
      stamp,
      status === 'ok' ? 'settled' : 'failed',
    );
    // Paytrail calls back until it gets a 2xx; a replay is answered so and applies nothing.
    return { code: 200, result: outcome === 'replayed' ? 'already processed' : outcome };
  });
}

/** A callback's identity: what Paytrail signed, whatever was added on the way or its order. */
function digestOf(params: Record<string, string>): string {
  const signed = Object.keys(params)
    .filter((key) => key.startsWith('checkout-'))
    .sort()
    .map((key) => [key, params[key]]);
  return createHash('sha256').update(JSON.stringify(signed)).digest('hex');
}
