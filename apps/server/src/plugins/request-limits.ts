import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ipLimitKey, REQUEST_LIMITS, type LimitPolicy } from '@apteek/domain';
import { requestLimiter, type RequestLimiter } from '../lib/request-limiter.ts';

/** What is limited per client address; null turns a limit off (the API tests that need no limit). */
export type RequestLimitPolicies = { [K in keyof typeof REQUEST_LIMITS]: LimitPolicy | null };

export interface RequestLimits {
  /** The shared database-backed limiter (table request_limit). */
  limiter: RequestLimiter;
  /** Counts a request of this kind from its client address; 429 with Retry-After past the limit. */
  perIp(request: FastifyRequest, what: keyof RequestLimitPolicies): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    limits: RequestLimits;
  }
}

/**
 * Per-IP request limits, counted in the database so that they hold across instances. The client
 * address is `request.ip`: behind a reverse proxy, TRUST_PROXY makes it the forwarded address.
 */
export const requestLimitsPlugin = fp<{ policies?: Partial<RequestLimitPolicies> }>(
  async (app: FastifyInstance, options) => {
    const policies: RequestLimitPolicies = { ...REQUEST_LIMITS, ...options.policies };
    const limiter = requestLimiter(app.db);
    app.decorate('limits', {
      limiter,
      async perIp(request, what) {
        const policy = policies[what];
        if (!policy) return;
        await limiter.hit([{ key: `${what}:ip:${ipLimitKey(request.ip)}`, policy }], 'too_many_requests');
      },
    });
  },
  { name: 'request-limits', dependencies: ['database'] },
);
