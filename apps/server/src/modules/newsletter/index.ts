import type { FastifyInstance } from 'fastify';
import { appSecret } from '../../plugins/app-secret.ts';
import type { Mailer } from '../mail/index.ts';
import { registerNewsletterRoutes } from './newsletter-routes.ts';
import { newsletterService } from './newsletter-service.ts';

export { newsletterPaths } from './newsletter-openapi.ts';

/** /api/newsletter: double opt-in, the subscriber's own coupon, unsubscribing. */
export async function newsletterRoutes(app: FastifyInstance, { mailer }: { mailer: Mailer }): Promise<void> {
  const newsletter = newsletterService({
    db: app.db,
    mailer,
    now: () => app.now().getTime(),
    secret: () => appSecret(app.db, 'newsletter_secret'),
  });
  registerNewsletterRoutes(app, newsletter, mailer);
}
