import { amountToCents, centsToAmount } from '@apteek/domain';
import { PAYTRAIL_BANKS, type PaymentResult } from '../../modules/payment/index.ts';
import type { PaytrailAdapter, PaytrailStart } from './paytrail-adapter.ts';
import { e2Authcode, isE2ReturnValid } from './e2-authcode.ts';

/** What E2 hands back on return and notify (it must contain PAYMENT_ID, TIMESTAMP and STATUS). */
const E2_PARAMS_OUT = [
  'ORDER_NUMBER',
  'PAYMENT_ID',
  'AMOUNT',
  'CURRENCY',
  'PAYMENT_METHOD',
  'TIMESTAMP',
  'STATUS',
];

const E2_LOCALES = { fi: 'fi_FI', sv: 'sv_SE', en: 'en_US' } as const;

// E2 values may not contain '|', the separator of the AUTHCODE input.
const clean = (value: string) => value.replace(/\|/g, ' ');

/**
 * The E2 form (algorithm 1, VAT and discount 0): the order as one row of
 * its grand total, so Paytrail charges exactly what the shop computed.
 */
export function paytrailE2(credentials: {
  merchantId: string;
  secret: string;
  formUrl: string;
}): PaytrailAdapter {
  return {
    startPayment({ order, bank, language, urls }: PaytrailStart) {
      const fields: Record<string, string> = {
        MERCHANT_ID: credentials.merchantId,
        URL_SUCCESS: urls.success,
        URL_CANCEL: urls.cancel,
        URL_NOTIFY: urls.notify,
        ORDER_NUMBER: order.orderNumber,
        PARAMS_OUT: E2_PARAMS_OUT.join(','),
        'ITEM_TITLE[0]': `Apteek ${order.orderNumber}`,
        'ITEM_QUANTITY[0]': '1',
        'ITEM_UNIT_PRICE[0]': centsToAmount(order.grandTotal).toFixed(2),
        'ITEM_VAT_PERCENT[0]': '0',
        'ITEM_DISCOUNT_PERCENT[0]': '0',
        'ITEM_TYPE[0]': '1',
        MSG_UI_MERCHANT_PANEL: `Order ${order.orderNumber}`,
        LOCALE: E2_LOCALES[language],
        CURRENCY: 'EUR',
        ...(bank ? { PAYMENT_METHODS: PAYTRAIL_BANKS.find((b) => b.id === bank)?.e2Method ?? '' } : {}),
        PAYER_PERSON_EMAIL: order.email,
        PAYER_PERSON_FIRSTNAME: order.firstname,
        PAYER_PERSON_LASTNAME: order.lastname,
        VAT_IS_INCLUDED: '1',
        ALG: '1',
      };
      for (const key of Object.keys(fields)) fields[key] = clean(fields[key]!);
      const names = Object.keys(fields);
      names.splice(names.indexOf('ORDER_NUMBER') + 1, 0, 'PARAMS_IN');
      fields.PARAMS_IN = names.join(',');
      return Promise.resolve({
        action: credentials.formUrl,
        fields: { ...fields, AUTHCODE: e2Authcode(fields, credentials.secret) },
      });
    },

    readReturn(params) {
      if (!isE2ReturnValid(params, E2_PARAMS_OUT, credentials.secret)) return null;
      const status = params.STATUS!;
      const outcome: PaymentResult['outcome'] =
        status === 'PAID' ? 'paid' : status === 'CANCELLED' ? 'cancelled' : 'failed';
      return {
        provider: 'paytrail',
        reference: params.ORDER_NUMBER!,
        transactionId: params.PAYMENT_ID!,
        status,
        outcome,
        amount: amountToCents(Number(params.AMOUNT)),
        message: Object.fromEntries(E2_PARAMS_OUT.map((name) => [name, params[name]!])),
      };
    },
  };
}
