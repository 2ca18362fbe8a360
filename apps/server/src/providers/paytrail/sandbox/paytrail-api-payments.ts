import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { integer, INT32_MAX } from '../../../plugins/validation.ts';
import { PAYTRAIL_BANKS } from '../../../modules/payment/index.ts';
import {
  PAYTRAIL_ALGORITHMS,
  isPaytrailSignatureValid,
  paytrailHmac,
  type PaytrailAlgorithm,
} from '../paytrail-hmac.ts';
import { signToken } from '../../sandbox-bank/index.ts';
import { withQuery } from '../../sandbox-bank/index.ts';

const UrlsSchema = z.object({ success: z.string().url().max(3000), cancel: z.string().url().max(3000) });
const CreateSchema = z.object({
  stamp: z.string().min(1).max(200),
  reference: z.string().min(1).max(200),
  amount: integer({ min: 1, max: 99_999_998 }),
  currency: z.literal('EUR'),
  language: z.enum(['FI', 'SV', 'EN']),
  items: z
    .array(
      z.looseObject({
        unitPrice: integer({ min: -INT32_MAX }),
        units: integer(),
        vatPercentage: z.number().min(0).max(100),
        productCode: z.string().min(1).max(100),
      }),
    )
    .optional(),
  customer: z.looseObject({ email: z.string().min(1).max(200) }),
  redirectUrls: UrlsSchema,
  callbackUrls: UrlsSchema.optional(),
});

/** What the sandbox remembers of a payment, in a signed token rather than a table. */
export interface Transaction {
  id: string;
  stamp: string;
  reference: string;
  /** Cents. */
  amount: number;
  language: string;
  algorithm: PaytrailAlgorithm;
  redirect: { success: string; cancel: string };
  callback: { success: string; cancel: string } | null;
}

export interface Merchant {
  merchantId: string;
  secret: string;
}

type Payment = z.infer<typeof CreateSchema>;

type ReadPayment = { algorithm: PaytrailAlgorithm } & (
  { payment: Payment } | { status: 400 | 401; error: string }
);

function checkoutHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if ((name.startsWith('checkout-') || name === 'signature') && typeof value === 'string')
      fields[name] = value;
  }
  return fields;
}

/** `POST /payments`: a signed request for a payment is answered with its page and provider forms. */
export function createPayment(merchant: Merchant) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const read = readPayment(request, merchant);
    if ('error' in read) {
      return sendSigned(
        merchant,
        reply,
        read.status,
        { status: 'error', message: read.error },
        read.algorithm,
      );
    }
    const { payment, algorithm } = read;
    const transaction: Transaction = {
      id: randomUUID(),
      stamp: payment.stamp,
      reference: payment.reference,
      amount: payment.amount,
      language: payment.language,
      algorithm,
      redirect: payment.redirectUrls,
      callback: payment.callbackUrls ?? null,
    };
    const t = signToken(transaction, merchant.secret);
    const pay = `${request.protocol}://${request.host}/sandbox/paytrail/pay`;
    return sendSigned(merchant, reply, 201, paymentAnswer(transaction, t, pay), algorithm);
  };
}

const RefundSchema = z.object({
  amount: integer({ min: 1, max: 99_999_998 }),
  refundStamp: z.string().min(1).max(200),
  refundReference: z.string().max(200).optional(),
  callbackUrls: UrlsSchema,
});

/**
 * `POST /payments/{transactionId}/refund`: a signed refund request is answered, signed, with ok.
 * The sandbox keeps no payments, so it takes every well-formed refund; the shop's own rules keep
 * refunds within what was paid.
 */
export function createRefund(merchant: Merchant) {
  return async (request: FastifyRequest<{ Params: { transactionId: string } }>, reply: FastifyReply) => {
    const raw = typeof request.body === 'string' ? request.body : '';
    const fields = checkoutHeaders(request.headers);
    const algorithm = PAYTRAIL_ALGORITHMS.find((a) => a === fields['checkout-algorithm']) ?? 'sha256';
    if (
      fields['checkout-account'] !== merchant.merchantId ||
      fields['checkout-transaction-id'] !== request.params.transactionId ||
      !fields['checkout-nonce'] ||
      !isPaytrailSignatureValid(fields, raw, merchant.secret)
    ) {
      return sendSigned(merchant, reply, 401, { status: 'error', message: 'Invalid signature' }, algorithm);
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      json = undefined;
    }
    const parsed = RefundSchema.safeParse(json);
    if (!parsed.success) {
      return sendSigned(merchant, reply, 400, { status: 'error', message: 'Invalid refund' }, algorithm);
    }
    const answer = { provider: 'osuuspankki', status: 'ok', transactionId: randomUUID() };
    return sendSigned(merchant, reply, 201, answer, algorithm);
  };
}

/** The request's payment when its signature, JSON, fields and item sum hold; otherwise why not. */
function readPayment(request: FastifyRequest, { merchantId, secret }: Merchant): ReadPayment {
  const raw = typeof request.body === 'string' ? request.body : '';
  const fields = checkoutHeaders(request.headers);
  const named = fields['checkout-algorithm'];
  const algorithm = PAYTRAIL_ALGORITHMS.find((a) => a === named) ?? 'sha256';
  if (
    fields['checkout-account'] !== merchantId ||
    fields['checkout-method'] !== 'POST' ||
    !fields['checkout-nonce'] ||
    !fields['checkout-timestamp'] ||
    !isPaytrailSignatureValid(fields, raw, secret)
  ) {
    return { algorithm, status: 401, error: 'Invalid signature' };
  }
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { algorithm, status: 400, error: 'Invalid JSON' };
  }
  const parsed = CreateSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      algorithm,
      status: 400,
      error: `${issue?.path.join('.') ?? 'body'}: ${issue?.message ?? 'is invalid'}`,
    };
  }
  const payment = parsed.data;
  const itemsTotal = payment.items?.reduce((total, item) => total + item.unitPrice * item.units, 0);
  if (itemsTotal !== undefined && itemsTotal !== payment.amount) {
    return { algorithm, status: 400, error: 'Amount does not match the sum of items' };
  }
  return { algorithm, payment };
}

function paymentAnswer(transaction: Transaction, t: string, pay: string) {
  return {
    transactionId: transaction.id,
    href: withQuery(pay, { t }),
    reference: transaction.reference,
    terms: '',
    groups: [],
    providers: PAYTRAIL_BANKS.map((bank) => ({
      url: pay,
      name: bank.name,
      group: bank.apiProvider === 'creditcard' ? 'creditcard' : 'bank',
      id: bank.apiProvider,
      parameters: [
        { name: 't', value: t },
        { name: 'provider', value: bank.id },
      ],
    })),
  };
}

/** Paytrail's answers are signed like its requests: checkout-* headers and the body. */
function sendSigned(
  { merchantId, secret }: Merchant,
  reply: FastifyReply,
  status: number,
  payload: object,
  algorithm: PaytrailAlgorithm,
) {
  const body = JSON.stringify(payload);
  const headers = {
    'checkout-account': merchantId,
    'checkout-algorithm': algorithm,
    'checkout-method': 'POST',
    'checkout-nonce': randomUUID(),
    'checkout-timestamp': new Date().toISOString(),
  };
  return reply
    .status(status)
    .headers({
      ...headers,
      'request-id': randomUUID(),
      signature: paytrailHmac(secret, headers, body, algorithm),
    })
    .type('application/json; charset=utf-8')
    .send(body);
}
