import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { storeOfAcceptLanguage, storePath } from '@apteek/domain';
import { noSoonerThan } from '../../lib/time-floor.ts';
import { parseInput } from '../../plugins/validation.ts';
import { issueViewerKey, type Mailer } from '../mail/index.ts';
import {
  ConfirmBodySchema,
  NewsletterQuerySchema,
  SubscribeBodySchema,
  UnsubscribeBodySchema,
} from './newsletter-schemas.ts';
import type { NewsletterCaller, NewsletterLinks, NewsletterService } from './newsletter-service.ts';

/** Every subscribe and unsubscribe answers this long after it began, whatever the address's state. */
export const NEWSLETTER_ANSWER_FLOOR_MS = 200;

const ok = <T>(result: T) => ({ code: 200, result });

/**
 * The newsletter calls (the storefront names no paths for them, so these are ours):
 * GET /newsletter?email=, POST /newsletter {email}, DELETE /newsletter {email}, and the opt-in
 * link's POST /newsletter/confirm {token}. Each answers `{ code: 200, result }`.
 */
export function registerNewsletterRoutes(
  app: FastifyInstance,
  newsletter: NewsletterService,
  mailer: Mailer,
): void {
  const linksOf = (request: FastifyRequest): NewsletterLinks => {
    const origin = `${request.protocol}://${request.host}`;
    return {
      confirm: (store, token) =>
        `${origin}${storePath(store, '/newsletter/confirm')}?${new URLSearchParams({ token }).toString()}`,
      unsubscribe: (store, email, token) =>
        `${origin}${storePath(store, '/newsletter/unsubscribe')}?${new URLSearchParams({ email, token }).toString()}`,
    };
  };
  // Without SMTP the links wait in the local mailbox, whole only for the browser that asked for them.
  const callerOf = (request: FastifyRequest, reply: FastifyReply): NewsletterCaller => ({
    ip: request.ip,
    customerId: request.customerId,
    viewerHash: mailer.usesSmtp ? null : issueViewerKey(request, reply),
  });

  app.get('/newsletter', async (request) => {
    const { email } = parseInput(NewsletterQuerySchema, request.query ?? {});
    return ok(
      await newsletter.status(email, { ip: request.ip, customerId: request.customerId, viewerHash: null }),
    );
  });

  app.post('/newsletter', async (request, reply) => {
    const body = parseInput(SubscribeBodySchema, request.body ?? {});
    const caller = callerOf(request, reply);
    const store = body.storeCode ?? storeOfAcceptLanguage(request.headers['accept-language']);
    const answer = await noSoonerThan(NEWSLETTER_ANSWER_FLOOR_MS, () =>
      newsletter.subscribe(body.email, store, caller, linksOf(request)),
    );
    return ok(answer);
  });

  app.delete('/newsletter', async (request, reply) => {
    const body = parseInput(UnsubscribeBodySchema, request.body ?? {});
    const caller = callerOf(request, reply);
    const answer = await noSoonerThan(NEWSLETTER_ANSWER_FLOOR_MS, () =>
      newsletter.unsubscribe(body.email, body.token, caller, linksOf(request)),
    );
    return ok(answer);
  });

  app.post('/newsletter/confirm', async (request, reply) => {
    const { token } = parseInput(ConfirmBodySchema, request.body ?? {});
    return ok(await newsletter.confirm(token, callerOf(request, reply), linksOf(request)));
  });
}
