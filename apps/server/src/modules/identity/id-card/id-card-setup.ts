import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { readCertificateBundle } from '../../certificates/index.ts';
import { identityAccounts } from '../identity-login.ts';
import { sandboxCertificateAuthority } from '../../certificates/index.ts';
import { idCardRoutes } from './id-card-routes.ts';
import type { TrustProxy } from './forwarded-certificate.ts';

export interface IdCardSettings {
  /** ID_CARD_CA_BUNDLE: a PEM file of the CAs that issue ID cards; null, the sandbox CA. */
  caBundle: string | null;
  /** ID_CARD_CERT_HEADER: the header the proxy forwards the certificate in. */
  header: string;
}

/**
 * The ID-card login as the configuration asks: with a CA bundle the real cards' CAs are trusted;
 * without one, while the identity sandboxes are on, the sandbox CA (its certificate page is one of
 * the sandboxes, providers/sandboxes.ts); otherwise the login is not there at all.
 */
export async function idCardLogin(
  app: FastifyInstance,
  options: {
    settings: IdCardSettings | null;
    sandbox: boolean;
    trustProxy: TrustProxy;
    storefrontOrigin?: string | null;
  },
): Promise<void> {
  const bundle = options.settings?.caBundle ?? null;
  if (!bundle && !options.sandbox) return;
  const configured = bundle ? readCertificateBundle(readFileSync(bundle, 'utf8')) : null;
  if (configured?.length === 0) throw new Error(`ID_CARD_CA_BUNDLE ${bundle} holds no certificate`);
  const header = options.settings?.header;
  await app.register(idCardRoutes, {
    logins: identityAccounts({ db: app.db, users: app.users }),
    trustedCas: async () => configured ?? [(await sandboxCertificateAuthority(app.db)).certificate],
    trustProxy: options.trustProxy,
    storefrontOrigin: options.storefrontOrigin ?? null,
    ...(header ? { header } : {}),
  });
}
