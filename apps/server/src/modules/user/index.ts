import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { IdentityMethod } from '@apteek/domain';
import { appSecret } from '../../plugins/app-secret.ts';
import type { Mailer } from '../mail/index.ts';
import { registerUserRoutes } from './user-routes.ts';
import { userService, type UserService } from './user-service.ts';

export { requireCustomer } from './user-routes.ts';
export type { UserService } from './user-service.ts';
export { userPaths } from './user-openapi.ts';
export { dummyPasswordHash, hashPassword, usePasswordTestCost, verifyPassword } from './password-hash.ts';

declare module 'fastify' {
  interface FastifyInstance {
    users: UserService;
  }
  interface FastifyRequest {
    /** The customer a valid bearer token names; null for guests and for tokens that name nobody. */
    customerId: number | null;
    /** The customer group of that token, for price tiers. */
    customerGroupId: number | null;
    /** How that session's login identified the person; null for a password login or a guest. */
    identityMethod: IdentityMethod | null;
    /** When that session's login happened (seconds); null for a guest or a token that does not say. */
    loginAt: number | null;
  }
}

/**
 * Reads the bearer token of every request so the modules can ask who is calling.
 * A token that does not verify leaves the request anonymous; modules that need a customer refuse it.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    const users = userService({ db: app.db, secret: () => appSecret(app.db, 'access_token_secret') });
    app.decorate('users', users);
    app.decorateRequest('customerId', null);
    app.decorateRequest('customerGroupId', null);
    app.decorateRequest('identityMethod', null);
    app.decorateRequest('loginAt', null);
    app.addHook('onRequest', async (request) => {
      const header = request.headers.authorization;
      if (!header?.startsWith('Bearer ')) return;
      const caller = await users.authenticate(header.slice('Bearer '.length).trim());
      if (caller) {
        request.customerId = caller.customerId;
        request.customerGroupId = caller.groupId;
        request.identityMethod = caller.identityMethod;
        request.loginAt = caller.loginAt;
      }
    });
  },
  { name: 'auth' },
);

/** /api/user/*: registration, login, refresh, profile, passwords. */
export async function userRoutes(app: FastifyInstance, { mailer }: { mailer: Mailer }): Promise<void> {
  await registerUserRoutes(app, app.users, mailer);
}
