import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { amountToCents, centsToAmount } from '@apteek/domain';
import { maksekeskusMac } from '../maksekeskus-mac.ts';
import {
  MAKSEKESKUS_BANKS,
  loopbackHttp,
  type HttpCall,
  type PaymentSetup,
} from '../../../modules/payment/index.ts';
import {
  paidAmount,
  renderInvalidRequest,
  renderSandboxPage,
  sandboxLanguage,
  type SandboxChoice,
} from '../../sandbox-bank/index.ts';
import { readToken, signToken } from '../../sandbox-bank/index.ts';
import { withQuery } from '../../sandbox-bank/index.ts';

const UrlSchema = z.object({ url: z.string().url(), method: z.enum(['GET', 'POST']).default('GET') });
const CreateSchema = z.object({
  transaction: z.object({
    amount: z.string().regex(/^\d+\.\d{2}$/),
    currency: z.literal('EUR'),
    reference: z.string().max(64).default(''),
    transaction_url: z.object({ return_url: UrlSchema, cancel_url: UrlSchema, notification_url: UrlSchema }),
  }),
  customer: z.object({
    ip: z.string(),
    country: z.string().optional(),
    email: z.string().optional(),
    locale: z.string().optional(),
  }),
});

interface Transaction {
  id: string;
  amount: string;
  reference: string;
  returnUrl: string;
  cancelUrl: string;
  notificationUrl: string;
  locale: string;
}

const ChoiceSchema = z.object({
  t: z.string(),
  channel: z.string().max(32),
  result: z.enum(['pay', 'cancel', 'fail', 'unprocessable']),
});

const STATUS: Record<SandboxChoice, string> = {
  pay: 'COMPLETED',
  unprocessable: 'COMPLETED',
  cancel: 'CANCELLED',
  fail: 'EXPIRED',
};

interface Shop {
  shopId: string;
  secretKey: string;
}

/**
 * MakeCommerce's side of the protocol: `POST /v1/transactions` with the shop's Basic
 * credentials answers the payment channels; the channel page lets a person end the payment; the
 * result goes to the shop's notification URL and, as `json` + `mac`, back to its return or cancel URL.
 */
export async function maksekeskusSandbox(
  app: FastifyInstance,
  { setup }: { setup: PaymentSetup },
): Promise<void> {
  const shop: Shop = { shopId: setup.maksekeskus.shopId, secretKey: setup.maksekeskus.secretKey };
  app.post('/v1/transactions', createTransaction(shop));
  app.post('/v1/transactions/:id/refunds', createRefund(shop));
  app.get('/pay', showChannelPage(shop));
  app.post('/pay', finishPayment(shop, loopbackHttp(app)));
}

function createTransaction({ shopId, secretKey }: Shop) {
  const expectedAuth = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.headers.authorization !== expectedAuth) {
      return reply.status(401).send({ code: 1001, message: 'Authentication failed' });
    }
    const parsed = CreateSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.status(400).send({ code: 1002, message: parsed.error.issues[0]?.message });
    const { transaction, customer } = parsed.data;
    const created: Transaction = {
      id: randomUUID(),
      amount: transaction.amount,
      reference: transaction.reference,
      returnUrl: transaction.transaction_url.return_url.url,
      cancelUrl: transaction.transaction_url.cancel_url.url,
      notificationUrl: transaction.transaction_url.notification_url.url,
      locale: customer.locale ?? 'en',
    };
    const token = signToken(created, secretKey);
    const channel = (name: string) => ({
      name,
      country: 'ee',
      url: `${request.protocol}://${request.host}/sandbox/maksekeskus/pay?${new URLSearchParams({ t: token, channel: name }).toString()}`,
    });
    return reply.status(201).send({
      id: created.id,
      object: 'transaction',
      status: 'CREATED',
      amount: transaction.amount,
      currency: 'EUR',
      reference: transaction.reference,
      payment_methods: {
        banklinks: MAKSEKESKUS_BANKS.filter((b) => b.kind === 'banklinks').map((b) => channel(b.channel)),
        cards: MAKSEKESKUS_BANKS.filter((b) => b.kind === 'cards').map((b) => channel(b.channel)),
        other: [],
      },
    });
  };
}

const RefundSchema = z.object({
  amount: z.string().regex(/^[0-9]+(\.[0-9]+)?$/),
  comment: z.string().min(1).max(255),
});

/**
 * MakeCommerce's refund of a transaction: the shop's Basic credentials, the amount as a string and
 * a comment. The sandbox keeps no transactions, so it settles every well-formed refund at once;
 * the shop's own rules keep refunds within what was paid.
 */
function createRefund({ shopId, secretKey }: Shop) {
  const expectedAuth = `Basic ${Buffer.from(`${shopId}:${secretKey}`).toString('base64')}`;
  return async (request: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    if (request.headers.authorization !== expectedAuth) {
      return reply.status(401).send({ code: 1001, message: 'Authentication failed' });
    }
    const parsed = RefundSchema.safeParse(request.body);
    if (!parsed.success)
      return reply.status(400).send({ code: 1002, message: parsed.error.issues[0]?.message });
    return reply.status(201).send({
      id: randomUUID(),
      object: 'refund',
      amount: parsed.data.amount,
      comment: parsed.data.comment,
      created_at: new Date().toISOString(),
      status: 'SETTLED',
      transaction: { id: request.params.id },
    });
  };
}

function showChannelPage({ secretKey }: Shop) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const query = request.query as { t?: string; channel?: string };
    const transaction = query.t ? readToken<Transaction>(query.t, secretKey) : null;
    reply.type('text/html; charset=utf-8');
    if (!transaction) return reply.status(400).send(renderInvalidRequest('en', 'Maksekeskus'));
    const bank = MAKSEKESKUS_BANKS.find((b) => b.channel === query.channel);
    return renderSandboxPage({
      provider: 'Maksekeskus',
      language: sandboxLanguage(transaction.locale),
      action: '/sandbox/maksekeskus/pay',
      hidden: { t: query.t!, channel: query.channel ?? '' },
      recipient: 'Apteek',
      order: transaction.reference,
      amount: `${transaction.amount} €`,
      method: bank?.name ?? query.channel ?? '',
    });
  };
}

function finishPayment(shop: Shop, http: HttpCall) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const choice = ChoiceSchema.safeParse(request.body);
    const transaction = choice.success ? readToken<Transaction>(choice.data.t, shop.secretKey) : null;
    if (!choice.success || !transaction) {
      return reply
        .status(400)
        .type('text/html; charset=utf-8')
        .send(renderInvalidRequest('en', 'Maksekeskus'));
    }
    const { result } = choice.data;
    const json = returnMessage(shop, transaction, result, choice.data.channel);
    const mac = maksekeskusMac(json, shop.secretKey);
    const notification = await http({
      method: 'POST',
      url: transaction.notificationUrl,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ json, mac }).toString(),
    });
    if (notification.status !== 200)
      request.log.warn({ status: notification.status }, 'sandbox notification refused');
    // The shopper's cancel goes to the cancel URL; a bank's refusal returns like any finished payment.
    const target = result === 'cancel' ? transaction.cancelUrl : transaction.returnUrl;
    return reply.redirect(withQuery(target, { json, mac }), 303);
  };
}

/** The payment_return message the shop gets as `json`, for the person's choice. */
function returnMessage(shop: Shop, transaction: Transaction, result: SandboxChoice, channel: string): string {
  const paid = paidAmount(result, amountToCents(Number(transaction.amount)));
  return JSON.stringify({
    amount: centsToAmount(paid).toFixed(2),
    currency: 'EUR',
    merchant_data: '',
    message_time: new Date().toISOString(),
    message_type: 'payment_return',
    reference: transaction.reference,
    shop: shop.shopId,
    status: STATUS[result],
    transaction: transaction.id,
    ...(result === 'pay' || result === 'unprocessable' ? { channel } : {}),
  });
}
