import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ipLimitKey, REQUEST_LIMITS, type LimitPolicy } from '@apteek/domain';
import { requestLimiter, type LimitedKey, type RequestLimiter } from '../lib/request-limiter.ts';

/** What is limited per client address; null turns a limit off (the API tests that need no limit). */
export type RequestLimitPolicies = { [K in keyof typeof REQUEST_LIMITS]: LimitPolicy | null };

export interface RequestLimits {
  /** The shared database-backed limiter (table request_limit). */
  limiter: RequestLimiter;
  /** Counts a request of this kind from its client address; 429 with Retry-After past the limit. */
  perIp(request: FastifyRequest, what: keyof RequestLimitPolicies): Promise<void>;
  /** The client address's key of a kind, to count with other keys in one hit; none when it is off. */
  ipKeys(request: FastifyRequest, what: keyof RequestLimitPolicies): LimitedKey[];
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
    const ipKeys = (request: FastifyRequest, what: keyof RequestLimitPolicies): LimitedKey[] => {
      const policy = policies[what];
      return policy ? [{ key: `${what}:ip:${ipLimitKey(request.ip)}`, policy }] : [];
    };
    app.decorate('limits', {
      limiter,
      ipKeys,
      async perIp(request, what) {
        const keys = ipKeys(request, what);
        if (keys.length > 0) await limiter.hit(keys, 'too_many_requests');
      },
    });
  },
  { name: 'request-limits', dependencies: ['database'] },
);
