import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import { z } from 'zod';
import { centsToAmount, type Language } from '@apteek/domain';
import type { HttpCall } from '../../../modules/payment/index.ts';
import { renderInvalidRequest, renderSandboxPage } from '../../sandbox-bank/index.ts';
import { readToken } from '../../sandbox-bank/index.ts';
import { withQuery } from '../../sandbox-bank/index.ts';

/**
 * What the Paytrail sandboxes (E2 form and Payment API) share: the test bank page, the shopper's
 * choice on it, and the end of a payment: the server-to-server call, then the browser's redirect.
 */

const HTML = 'text/html; charset=utf-8';

export const ChoiceSchema = z.object({
  t: z.string(),
  result: z.enum(['pay', 'cancel', 'fail', 'unprocessable']),
});

/** A form the sandbox posted itself, with the state its signed token carries; null if either is not ours. */
export function readSignedForm<S extends z.ZodType<{ t: string }>, T>(
  schema: S,
  input: unknown,
  secret: string,
): { fields: z.output<S>; state: T } | null {
  const parsed = schema.safeParse(input);
  const state = parsed.success ? readToken<T>(parsed.data.t, secret) : null;
  return parsed.success && state ? { fields: parsed.data, state } : null;
}

/** Shows the test bank page where the shopper chooses how the payment ends. */
export function sendBankPage(
  reply: FastifyReply,
  page: Parameters<typeof paytrailBankPage>[0],
): FastifyReply {
  return reply.type(HTML).send(paytrailBankPage(page));
}

function paytrailBankPage(page: {
  language: Language;
  action: string;
  hidden: Record<string, string>;
  order: string;
  /** Cents. */
  amount: number;
  method: string;
}): string {
  return renderSandboxPage({
    provider: 'Paytrail',
    language: page.language,
    action: page.action,
    hidden: page.hidden,
    recipient: 'Apteek',
    order: page.order,
    amount: `${centsToAmount(page.amount).toFixed(2)} €`,
    method: page.method,
  });
}

/** Refuses a request that is not a form the shop or this sandbox signed: 400 with Paytrail's error page. */
export function refuseRequest(reply: FastifyReply, language: Language = 'en'): FastifyReply {
  return reply.status(400).type(HTML).send(renderInvalidRequest(language, 'Paytrail'));
}

/**
 * Ends a payment as Paytrail does: calls the shop's notify or callback URL with the result (GET,
 * server to server) when there is one, then sends the shopper back to `back` with the same result.
 */
export async function endPayment(
  reply: FastifyReply,
  http: HttpCall,
  log: FastifyBaseLogger,
  { notify, back, params }: { notify: string | null; back: string; params: Record<string, string> },
): Promise<FastifyReply> {
  if (notify) {
    const notified = await http({ method: 'GET', url: withQuery(notify, params), headers: {} });
    if (notified.status !== 200) log.warn({ status: notified.status }, 'sandbox notification refused');
  }
  return reply.redirect(withQuery(back, params), 303);
}
