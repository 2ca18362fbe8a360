import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  DomainError,
  FORM_MESSAGES,
  MAKSEKESKUS_METHODS,
  amountToCents,
  type MaksekeskusTransaction,
} from '@apteek/domain';
import { acceptFormBodies } from '../../lib/form-body.ts';
import { invalidField, parseInput } from '../../plugins/validation.ts';
import {
  MAKSEKESKUS_BANKS,
  fetchHttp,
  loopbackHttp,
  publicOrigin,
  secretsMatch,
  type PaymentOrders,
  type PaymentSetup,
} from '../payment/index.ts';
import { maksekeskusClient, readMaksekeskusMessage } from '../../providers/maksekeskus/index.ts';

const webUrl = z.url({ protocol: /^https?$/, error: 'Must be an http(s) URL' }).max(500);

/** The body of POST /api/maksekeskus/transaction. */
const TransactionBodySchema = z.object({
  reference: z.string().min(1).max(64),
  /** The order's secret code, as the other order calls take it: a reference alone is no proof. */
  orderCode: z.string().min(1).max(64),
  locale: z.string().max(10).default('et'),
  countryCode: z.string().length(2).toUpperCase().default('EE'),
  amount: z.number().positive(),
  currencyCode: z.literal('EUR'),
  paymentMethod: z.enum(MAKSEKESKUS_METHODS, { error: 'This payment method is not offered by Maksekeskus' }),
  email: z.string().email({ message: FORM_MESSAGES.email }).max(254),
  returnUrl: webUrl,
  cancelUrl: webUrl,
});

const NotificationSchema = z.object({ json: z.string().min(2).max(20000), mac: z.string().min(1).max(256) });

/** MakeCommerce wants the shopper's IPv4 address. */
function ipv4Of(request: FastifyRequest): string {
  const ip = request.ip.replace(/^::ffff:/, '');
  return /^\d{1,3}(\.\d{1,3}){3}$/.test(ip) ? ip : '127.0.0.1';
}

export async function registerMaksekeskusRoutes(
  app: FastifyInstance,
  { setup, orders }: { setup: PaymentSetup; orders: PaymentOrders },
): Promise<void> {
  const { maksekeskus } = setup;
  acceptFormBodies(app);

  const clientFor = (origin: string) =>
    maksekeskus.apiUrl
      ? maksekeskusClient({ ...maksekeskus, apiUrl: maksekeskus.apiUrl }, fetchHttp)
      : maksekeskusClient({ ...maksekeskus, apiUrl: `${origin}/sandbox/maksekeskus` }, loopbackHttp(app));

  app.post('/maksekeskus/transaction', async (request) => {
    const body = parseInput(TransactionBodySchema, request.body ?? {});
    const order = await orders.byReference(body.reference);
    // An unknown reference and another's order answer alike: nothing tells whether an order exists.
    if (!order || !secretsMatch(order.orderCode, body.orderCode)) throw new DomainError('order_not_found');
    if (order.paymentMethod !== 'maksekeskus' || order.status !== 'PendingPayment') {
      throw invalidField('reference', 'This order is not waiting for a Maksekeskus payment');
    }
    if (amountToCents(body.amount) !== order.grandTotal) {
      throw invalidField('amount', 'The amount differs from the order total');
    }
    const origin = publicOrigin(setup, request);
    const transaction = await clientFor(origin).createTransaction({
      amount: order.grandTotal,
      reference: body.reference,
      returnUrl: body.returnUrl,
      cancelUrl: body.cancelUrl,
      notificationUrl: `${origin}/api/maksekeskus/notification`,
      customer: {
        ip: ipv4Of(request),
        country: body.countryCode.toLowerCase(),
        email: body.email,
        locale: body.locale.slice(0, 2),
      },
    });
    const bank = MAKSEKESKUS_BANKS.find((b) => b.id === body.paymentMethod)!;
    const channel = transaction.payment_methods[bank.kind].find((c) => c.name === bank.channel);
    if (!channel) {
      throw invalidField('paymentMethod', 'This bank is not available right now');
    }
    const result: MaksekeskusTransaction = { url: channel.url, transactionId: transaction.id };
    return { code: 200, result };
  });

  /** The provider's server-to-server message: verified, applied once; a replay is refused. */
  app.post('/maksekeskus/notification', async (request) => {
    const { json, mac } = parseInput(NotificationSchema, request.body ?? {});
    const result = readMaksekeskusMessage(json, mac, maksekeskus.secretKey);
    if (!result) {
      request.log.warn('Maksekeskus notification with a wrong MAC rejected');
      throw invalidField('mac', 'The payment message is not signed correctly');
    }
    const digest = createHash('sha256').update(json).digest('hex');
    const { outcome, status } = await orders.notify('maksekeskus', digest, result, request.log);
    if (outcome === 'replayed') throw new DomainError('notification_replayed');
    return { code: 200, result: status ?? 'ignored' };
  });
}
