import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { amountToCents, centsToAmount } from '@apteek/domain';
import {
  PAYTRAIL_BANKS,
  loopbackHttp,
  signaturesMatch,
  type PaymentSetup,
} from '../../../modules/payment/index.ts';
import { e2Authcode, e2ReturnAuthcode } from '../e2-authcode.ts';
import {
  ChoiceSchema,
  endPayment,
  readSignedForm,
  refuseRequest,
  sendBankPage,
} from './paytrail-bank-page.ts';
import { paidAmount, sandboxLanguage, type SandboxChoice } from '../../sandbox-bank/index.ts';
import { signToken } from '../../sandbox-bank/index.ts';

interface Payment {
  orderNumber: string;
  /** Cents. */
  amount: number;
  paramsOut: string[];
  urlSuccess: string;
  urlCancel: string;
  urlNotify: string | null;
  locale: string;
  method: string;
}

const FormSchema = z.looseObject({
  MERCHANT_ID: z.string(),
  URL_SUCCESS: z.string().url(),
  URL_CANCEL: z.string().url(),
  URL_NOTIFY: z.string().url().optional(),
  ORDER_NUMBER: z.string().min(1).max(64),
  PARAMS_IN: z.string(),
  PARAMS_OUT: z
    .string()
    .refine((v) => ['PAYMENT_ID', 'TIMESTAMP', 'STATUS'].every((name) => v.split(',').includes(name))),
  AUTHCODE: z.string(),
  LOCALE: z.string().optional(),
  PAYMENT_METHODS: z.string().optional(),
});

/** E2 reports only PAID and CANCELLED: a refused payment comes back cancelled too. */
const STATUS: Record<SandboxChoice, 'PAID' | 'CANCELLED'> = {
  pay: 'PAID',
  unprocessable: 'PAID',
  cancel: 'CANCELLED',
  fail: 'CANCELLED',
};

/** The total of an E2 form: AMOUNT, or its item rows (VAT included, discounts applied). */
function totalOf(fields: Record<string, string>): number {
  if (fields.AMOUNT) return amountToCents(Number(fields.AMOUNT));
  let total = 0;
  for (let n = 0; fields[`ITEM_UNIT_PRICE[${n}]`] !== undefined; n += 1) {
    const unit = amountToCents(Number(fields[`ITEM_UNIT_PRICE[${n}]`]));
    const qty = Number(fields[`ITEM_QUANTITY[${n}]`] ?? 1);
    const discount = Number(fields[`ITEM_DISCOUNT_PERCENT[${n}]`] ?? 0);
    total += Math.round(unit * qty * (1 - discount / 100));
  }
  return total;
}

/**
 * Paytrail's side of the E2 interface: it takes the signed form, lets a person end the payment, then
 * calls URL_NOTIFY (for a paid payment, as E2 does) and redirects to URL_SUCCESS or URL_CANCEL with
 * the PARAMS_OUT values and their RETURN_AUTHCODE.
 */
export async function paytrailSandbox(
  app: FastifyInstance,
  { setup }: { setup: PaymentSetup },
): Promise<void> {
  const { merchantId, secret } = setup.paytrail;
  const http = loopbackHttp(app);

  app.post('/e2', async (request, reply) => {
    const parsed = FormSchema.safeParse(request.body);
    const fields = parsed.success ? (parsed.data as Record<string, string>) : null;
    const language = sandboxLanguage(fields?.LOCALE);
    if (
      !fields ||
      fields.MERCHANT_ID !== merchantId ||
      !signaturesMatch(e2Authcode(fields, secret), fields.AUTHCODE!)
    ) {
      return refuseRequest(reply, language);
    }
    const bank = PAYTRAIL_BANKS.find((b) => b.e2Method === fields.PAYMENT_METHODS);
    const payment: Payment = {
      orderNumber: fields.ORDER_NUMBER!,
      amount: totalOf(fields),
      paramsOut: fields.PARAMS_OUT!.split(','),
      urlSuccess: fields.URL_SUCCESS!,
      urlCancel: fields.URL_CANCEL!,
      urlNotify: fields.URL_NOTIFY ?? null,
      locale: fields.LOCALE ?? 'fi_FI',
      method: bank?.e2Method ?? '1',
    };
    return sendBankPage(reply, {
      language,
      action: '/sandbox/paytrail/e2/result',
      hidden: { t: signToken(payment, secret) },
      order: payment.orderNumber,
      amount: payment.amount,
      method: bank?.name ?? PAYTRAIL_BANKS[0]!.name,
    });
  });

  app.post('/e2/result', async (request, reply) => {
    const form = readSignedForm<typeof ChoiceSchema, Payment>(ChoiceSchema, request.body, secret);
    if (!form) return refuseRequest(reply);
    const { fields: choice, state: payment } = form;
    const status = STATUS[choice.result];
    const paid = paidAmount(choice.result, payment.amount);
    const values: Record<string, string> = {
      ORDER_NUMBER: payment.orderNumber,
      PAYMENT_ID: String(randomInt(100_000_000_000, 999_999_999_999)),
      AMOUNT: centsToAmount(paid).toFixed(2),
      CURRENCY: 'EUR',
      PAYMENT_METHOD: payment.method,
      TIMESTAMP: String(Math.floor(Date.now() / 1000)),
      STATUS: status,
    };
    const out = payment.paramsOut.map((name) => values[name] ?? '');
    const params = {
      ...Object.fromEntries(payment.paramsOut.map((name, i) => [name, out[i]!])),
      RETURN_AUTHCODE: e2ReturnAuthcode(out, secret),
    };
    return endPayment(reply, http, request.log, {
      notify: status === 'PAID' ? payment.urlNotify : null,
      back: status === 'PAID' ? payment.urlSuccess : payment.urlCancel,
      params,
    });
  });
}
