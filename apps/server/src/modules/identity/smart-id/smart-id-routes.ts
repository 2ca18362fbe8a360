import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { isEstonianPersonalCode, LANGUAGES } from '@apteek/domain';
import { readCertificateBundle, sandboxCertificateAuthority } from '../../certificates/index.ts';
import { identitySessionRoutes, type IdentityLogins, type IdentityProtocol } from './session-routes.ts';
import {
  loopbackFetch,
  SMART_ID_DEMO,
  smartIdClient,
  type SmartIdClient,
} from '../../../providers/smart-id/index.ts';

/** What the person's app shows above the PIN prompt (displayText60). */
export const IDENTITY_DISPLAY_TEXT = 'Apteek: log in';

export const PersonalCodeField = z
  .string()
  .trim()
  .refine(isEstonianPersonalCode, 'Enter a valid Estonian personal code.');

/** `POST /api/user/smartid/init`: whom to ask, and the language of the login. */
export const SmartIdInitSchema = z.object({
  personalCode: PersonalCodeField,
  language: z.enum(LANGUAGES).optional(),
});

export function smartIdProtocol(client: SmartIdClient): IdentityProtocol<object> {
  return {
    method: 'smart-id',
    path: 'smartid',
    initSchema: SmartIdInitSchema,
    async start(input) {
      const started = await client.start(input.personalCode, IDENTITY_DISPLAY_TEXT);
      return started.ok ? started.session : null;
    },
    poll: (session, timeoutMs) => client.poll(session, timeoutMs),
  };
}

/** The sandbox's trust: this installation's sandbox CA. */
export const sandboxTrustOf = (app: FastifyInstance) => ({
  trustedCas: async () => [(await sandboxCertificateAuthority(app.db)).certificate],
});

/** A relying party's contract with SK (SMART_ID_* or MOBILE_ID_* and SK_CA_BUNDLE). */
export interface SkContract {
  baseUrl: string;
  relyingPartyUuid: string;
  relyingPartyName: string;
  /** A PEM file of the CAs that issue the authentication certificates. */
  caBundle: string;
}

/** The configured CAs: read once at start, so a missing or unreadable bundle stops start-up. */
export function bundleTrustOf(caBundle: string) {
  const trusted = readCertificateBundle(readFileSync(caBundle, 'utf8'));
  if (trusted.length === 0) throw new Error(`SK_CA_BUNDLE ${caBundle} holds no certificate`);
  return { trustedCas: () => Promise.resolve(trusted) };
}

/**
 * `/api/user/smartid/{init,session,login}`: against SK's service when a contract is configured,
 * otherwise against the local sandbox, called in-process (the sandboxes are on by default).
 */
export async function smartIdRoutes(
  app: FastifyInstance,
  { logins, contract }: { logins: IdentityLogins; contract?: SkContract | null },
): Promise<void> {
  const client = contract
    ? smartIdClient(
        {
          baseUrl: contract.baseUrl,
          relyingPartyUuid: contract.relyingPartyUuid,
          relyingPartyName: contract.relyingPartyName,
        },
        bundleTrustOf(contract.caBundle),
      )
    : smartIdClient(
        { baseUrl: 'http://sandbox/sandbox/smart-id/v2', ...SMART_ID_DEMO, fetcher: loopbackFetch(app) },
        sandboxTrustOf(app),
      );
  await app.register(identitySessionRoutes(smartIdProtocol(client), logins));
}
