import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { finnishOrder, type checkoutCalls, type PlacedOrder } from '../order/order-test-helpers.ts';

/** The provider form the shopper's browser posts, as /api/paytrail/form answers it. */
export interface PaytrailForm {
  action: string;
  method?: string;
  fields: Record<string, string>;
}

/** Places a Finnish order for the given lines and asks for its Paytrail form. */
export async function placePaytrailOrder(
  calls: ReturnType<typeof checkoutCalls>,
  lines: Record<string, number>,
  bank = 'op',
) {
  const placed = await calls.placeOrder(
    await calls.cartWith(lines, { storeCode: 'fi' }),
    calls.orderBody(finnishOrder(bank)),
  );
  expect(placed.status).toBe(200);
  const order = placed.body.result as PlacedOrder;
  const form = await calls.call('POST', '/api/paytrail/form', {
    orderId: order.orderId,
    orderCode: order.orderCode,
    locale: 'fi-FI',
  });
  expect(form.status).toBe(200);
  return { order, form: form.body.result as PaytrailForm };
}

/** A hidden field's value on a sandbox page. */
const hiddenField = (html: string, name: string) =>
  new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';

/**
 * The shopper at Paytrail's sandbox: posts the provider form, then the choice that `answer` reads
 * off the sandbox's page to `resultPath`; answers where the sandbox sends the shopper back.
 */
async function payAtSandbox(
  calls: ReturnType<typeof checkoutCalls>,
  form: PaytrailForm,
  resultPath: string,
  answer: (page: string) => Record<string, string>,
) {
  const page = await calls.postForm(new URL(form.action).pathname, form.fields);
  expect(page.statusCode).toBe(200);
  const done = await calls.postForm(resultPath, answer(page.body));
  expect(done.statusCode).toBe(303);
  const location = new URL(done.headers.location as string);
  return { location, params: Object.fromEntries(location.searchParams) };
}

/** Pays an E2 form at the sandbox with the shopper's `result` (pay, cancel, fail, unprocessable). */
export const payE2 = (calls: ReturnType<typeof checkoutCalls>, form: PaytrailForm, result: string) =>
  payAtSandbox(calls, form, '/sandbox/paytrail/e2/result', (page) => ({ t: hiddenField(page, 't'), result }));

/** Pays a Payment API form at the sandbox's bank page with the shopper's `result`. */
export const payThroughPaymentApi = (
  calls: ReturnType<typeof checkoutCalls>,
  form: PaytrailForm,
  result: string,
) =>
  payAtSandbox(calls, form, '/sandbox/paytrail/pay/result', (page) => ({
    t: hiddenField(page, 't'),
    provider: hiddenField(page, 'provider'),
    result,
  }));

/** Paytrail's server-to-server call with a payment's result. */
export const paytrailCallback = (
  testApp: { readonly app: FastifyInstance },
  params: Record<string, string>,
) =>
  testApp.app.inject({
    method: 'GET',
    url: `/api/paytrail/transaction/result?${new URLSearchParams(params).toString()}`,
  });
