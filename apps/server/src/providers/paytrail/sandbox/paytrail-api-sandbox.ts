import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { PAYTRAIL_BANKS, loopbackHttp, type PaymentSetup } from '../../../modules/payment/index.ts';
import { paytrailHmac } from '../paytrail-hmac.ts';
import {
  ChoiceSchema,
  endPayment,
  readSignedForm,
  refuseRequest,
  sendBankPage,
} from './paytrail-bank-page.ts';
import { createPayment, createRefund, type Merchant, type Transaction } from './paytrail-api-payments.ts';
import { paidAmount, sandboxLanguage, type SandboxChoice } from '../../sandbox-bank/index.ts';

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

/**
 * Paytrail's side of the Payment API: `POST /payments` checks the request's signature
 * and answers a signed payment with its hosted page and one provider form per bank, each leading to
 * the test bank page. The shopper's choice there is signed into checkout-* parameters, sent to the
 * shop's callback URL and handed to the browser on its way back to the success or cancel page.
 */
export async function paytrailApiSandbox(
  app: FastifyInstance,
  { setup }: { setup: PaymentSetup },
): Promise<void> {
  const merchant: Merchant = { merchantId: setup.paytrail.merchantId, secret: setup.paytrail.secret };
  const http = loopbackHttp(app);

  // The signature covers the body exactly as sent, so this plugin keeps JSON bodies as text.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  app.post('/payments', createPayment(merchant));
  app.post('/payments/:transactionId/refund', createRefund(merchant));
  // A provider form posts to the test bank page, the hosted page link opens it with GET.
  app.get('/pay', (request, reply) => showBankPage(merchant, request.query, reply));
  app.post('/pay', (request, reply) => showBankPage(merchant, request.body, reply));
  app.post('/pay/result', async (request, reply) => {
    const form = readSignedForm<typeof ResultSchema, Transaction>(
      ResultSchema,
      request.body,
      merchant.secret,
    );
    if (!form) return refuseRequest(reply);
    const { fields, state: transaction } = form;
    const { params, outcome } = resultParams(merchant, transaction, fields);
    return endPayment(reply, http, request.log, {
      notify: transaction.callback?.[outcome] ?? null,
      back: transaction.redirect[outcome],
      params,
    });
  });
}

async function showBankPage({ secret }: Merchant, input: unknown, reply: FastifyReply) {
  const form = readSignedForm<typeof PageSchema, Transaction>(PageSchema, input, secret);
  if (!form) return refuseRequest(reply);
  const { fields, state: transaction } = form;
  return sendBankPage(reply, {
    language: sandboxLanguage(transaction.language),
    action: '/sandbox/paytrail/pay/result',
    hidden: { t: fields.t, provider: bankOf(fields.provider).id },
    order: transaction.reference,
    amount: transaction.amount,
    method: bankOf(fields.provider).name,
  });
}

/** The signed checkout-* parameters of the shopper's choice, and where they lead. */
function resultParams(
  { merchantId, secret }: Merchant,
  transaction: Transaction,
  choice: z.infer<typeof ResultSchema>,
): { params: Record<string, string>; outcome: 'success' | 'cancel' } {
  const status = STATUS[choice.result];
  const params: Record<string, string> = {
    'checkout-account': merchantId,
    'checkout-algorithm': transaction.algorithm,
    'checkout-amount': String(paidAmount(choice.result, transaction.amount)),
    'checkout-stamp': transaction.stamp,
    'checkout-reference': transaction.reference,
    'checkout-transaction-id': transaction.id,
    'checkout-status': status,
    'checkout-provider': bankOf(choice.provider).apiProvider,
  };
  params.signature = paytrailHmac(secret, params, '', transaction.algorithm);
  return { params, outcome: status === 'ok' ? 'success' : 'cancel' };
}
