import type { X509Certificate } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { DomainError } from '@apteek/domain';
import { DEFAULT_CLIENT_CERT_HEADER, verifyIdentityCertificate } from '../../certificates/index.ts';
import type { IdentityAccounts } from '../identity-login.ts';
import { forwardedCertificate, isTrustedProxy, type TrustProxy } from './forwarded-certificate.ts';

export interface IdCardOptions {
  logins: Pick<IdentityAccounts, 'identityLogin'>;
  /** The CAs that issue ID cards' authentication certificates: ID_CARD_CA_BUNDLE, or the sandbox CA. */
  trustedCas: () => Promise<readonly X509Certificate[]>;
  /** The header the TLS-terminating proxy puts the client certificate in. */
  header?: string;
  /** Which peers are the proxy (TRUST_PROXY); loopback always is. */
  trustProxy: TrustProxy;
  now?: () => number;
  /**
   * The storefront's origin (PUBLIC_URL): the login has a host of its own, so the storefront calls
   * it across origins, with credentials (the card), and may read the answer.
   */
  storefrontOrigin?: string | null;
}

/**
 * `GET /cert/user/idlogin`: the proxy in front asked the browser for the ID card's
 * certificate (mutual TLS) and forwards it in a header. Only a header from the proxy itself is
 * read; the certificate must chain to a trusted CA, be within its dates and be meant for
 * authentication, and names the person logged in. Answers `{ code, result: { token, refreshToken } }`.
 */
export function idCardRoutes(app: FastifyInstance, options: IdCardOptions, done: () => void): void {
  const header = (options.header ?? DEFAULT_CLIENT_CERT_HEADER).toLowerCase();
  const now = options.now ?? Date.now;
  const origin = options.storefrontOrigin ?? null;
  app.addHook('onRequest', async (request, reply) => {
    if (!origin || request.headers.origin !== origin) return;
    void reply.header('access-control-allow-origin', origin);
    void reply.header('access-control-allow-credentials', 'true');
    void reply.header('vary', 'Origin');
  });
  app.get('/cert/user/idlogin', async (request) => {
    const fromProxy = isTrustedProxy(request.socket.remoteAddress, options.trustProxy);
    if (!fromProxy && request.headers[header] !== undefined)
      request.log.warn('ID-card certificate header from a peer that is not the proxy ignored');
    const der = fromProxy ? forwardedCertificate(request.headers[header]) : null;
    if (!der) throw new DomainError('identity_certificate_refused', { refusal: 'missing' });
    const verdict = verifyIdentityCertificate(der, { trustedCas: await options.trustedCas(), now: now() });
    if (!verdict.ok) {
      request.log.warn({ refusal: verdict.refusal }, 'ID-card certificate refused');
      throw new DomainError('identity_certificate_refused', { refusal: verdict.refusal });
    }
    const { session } = await options.logins.identityLogin({ ...verdict.identity, method: 'id-card' });
    return { code: 200, result: { token: session.token, refreshToken: session.refreshToken } };
  });
  done();
}
