import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { PAYTRAIL_BANKS, loopbackHttp, type PaymentSetup } from '../payment/index.ts';
import {
  PAYTRAIL_ALGORITHMS,
  isPaytrailSignatureValid,
  paytrailHmac,
  type PaytrailAlgorithm,
} from '../paytrail/index.ts';
import {
  ChoiceSchema,
  HTML,
  invalidPaytrailRequest,
  notifyShop,
  paytrailBankPage,
} from './paytrail-bank-page.ts';
import { paidAmount, sandboxLanguage, type SandboxChoice } from './sandbox-page.ts';
import { readToken, signToken } from './sandbox-token.ts';
import { withQuery } from './with-query.ts';

const UrlsSchema = z.object({ success: z.string().url().max(3000), cancel: z.string().url().max(3000) });
const CreateSchema = z.object({
  stamp: z.string().min(1).max(200),
  reference: z.string().min(1).max(200),
  amount: z.number().int().positive().max(99_999_998),
  currency: z.literal('EUR'),
  language: z.enum(['FI', 'SV', 'EN']),
  items: z
    .array(
      z.looseObject({
        unitPrice: z.number().int(),
        units: z.number().int().nonnegative(),
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
interface Transaction {
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

const PageSchema = z.object({ t: z.string(), provider: z.string().max(32).default('') });
const ResultSchema = ChoiceSchema.extend({ provider: z.string().max(32).default('') });

/** The Payment API knows ok and fail (and pending, delayed); a refusal and a cancel are both fail. */
const STATUS: Record<SandboxChoice, 'ok' | 'fail'> = {
  pay: 'ok',
  unprocessable: 'ok',
  cancel: 'fail',
  fail: 'fail',
};

const bankOf = (id: string) => PAYTRAIL_BANKS.find((bank) => bank.id === id) ?? PAYTRAIL_BANKS[0]!;

function checkoutHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if ((name.startsWith('checkout-') || name === 'signature') && typeof value === 'string')
      fields[name] = value;
  }
  return fields;
}

/**
 * Paytrail's side of the Payment API (DOMAIN §4): `POST /payments` checks the request's signature
 * and answers a signed payment with its hosted page and one provider form per bank, each leading to
 * the test bank page. The shopper's choice there is signed into checkout-* parameters, sent to the
 * shop's callback URL and handed to the browser on its way back to the success or cancel page.
 */
export async function paytrailApiSandbox(
  app: FastifyInstance,
  { setup }: { setup: PaymentSetup },
): Promise<void> {
  const { merchantId, secret } = setup.paytrail;
  const http = loopbackHttp(app);

  // The signature covers the body exactly as sent, so this plugin keeps JSON bodies as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  /** Paytrail's answers are signed like its requests: checkout-* headers and the body. */
  function sendSigned(reply: FastifyReply, status: number, payload: object, algorithm: PaytrailAlgorithm) {
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

  app.post('/payments', async (request, reply) => {
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
      return sendSigned(reply, 401, { status: 'error', message: 'Invalid signature' }, algorithm);
    }
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return sendSigned(reply, 400, { status: 'error', message: 'Invalid JSON' }, algorithm);
    }
    const parsed = CreateSchema.safeParse(json);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const message = `${issue?.path.join('.') ?? 'body'}: ${issue?.message ?? 'is invalid'}`;
      return sendSigned(reply, 400, { status: 'error', message }, algorithm);
    }
    const payment = parsed.data;
    const itemsTotal = payment.items?.reduce((total, item) => total + item.unitPrice * item.units, 0);
    if (itemsTotal !== undefined && itemsTotal !== payment.amount) {
      return sendSigned(
        reply,
        400,
        { status: 'error', message: 'Amount does not match the sum of items' },
        algorithm,
      );
    }
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
    const t = signToken(transaction, secret);
    const pay = `${request.protocol}://${request.host}/sandbox/paytrail/pay`;
    return sendSigned(
      reply,
      201,
      {
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
      },
      algorithm,
    );
  });

  /** The test bank page: a provider form posts here, the hosted page link opens it with GET. */
  const bankPage = async (input: unknown, reply: FastifyReply) => {
    const parsed = PageSchema.safeParse(input);
    const transaction = parsed.success ? readToken<Transaction>(parsed.data.t, secret) : null;
    if (!parsed.success || !transaction) return reply.status(400).type(HTML).send(invalidPaytrailRequest());
    return reply.type(HTML).send(
      paytrailBankPage({
        language: sandboxLanguage(transaction.language),
        action: '/sandbox/paytrail/pay/result',
        hidden: { t: parsed.data.t, provider: bankOf(parsed.data.provider).id },
        order: transaction.reference,
        amount: transaction.amount,
        method: bankOf(parsed.data.provider).name,
      }),
    );
  };
  app.get('/pay', (request, reply) => bankPage(request.query, reply));
  app.post('/pay', (request, reply) => bankPage(request.body, reply));

  app.post('/pay/result', async (request, reply) => {
    const choice = ResultSchema.safeParse(request.body);
    const transaction = choice.success ? readToken<Transaction>(choice.data.t, secret) : null;
    if (!choice.success || !transaction) return reply.status(400).type(HTML).send(invalidPaytrailRequest());
    const status = STATUS[choice.data.result];
    const params: Record<string, string> = {
      'checkout-account': merchantId,
      'checkout-algorithm': transaction.algorithm,
      'checkout-amount': String(paidAmount(choice.data.result, transaction.amount)),
      'checkout-stamp': transaction.stamp,
      'checkout-reference': transaction.reference,
      'checkout-transaction-id': transaction.id,
      'checkout-status': status,
      'checkout-provider': bankOf(choice.data.provider).apiProvider,
    };
    params.signature = paytrailHmac(secret, params, '', transaction.algorithm);
    const outcome = status === 'ok' ? 'success' : 'cancel';
    if (transaction.callback) await notifyShop(http, transaction.callback[outcome], params, request.log);
    return reply.redirect(withQuery(transaction.redirect[outcome], params), 303);
  });
}
