import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { LANGUAGES } from '@apteek/domain';
import {
  bundleTrustOf,
  IDENTITY_DISPLAY_TEXT,
  identitySessionRoutes,
  PersonalCodeField,
  sandboxTrustOf,
  type IdentityLogins,
  type IdentityProtocol,
  type SkContract,
} from '../smart-id/index.ts';
import { MOBILE_ID_DEMO, mobileIdClient, type MobileIdClient } from '../../../providers/mobile-id/index.ts';
import { loopbackFetch } from '../../../providers/smart-id/index.ts';

/** `POST /api/user/mobileid/init`: the person's phone and code, and the language of the login. */
export const MobileIdInitSchema = z.object({
  personalCode: PersonalCodeField,
  phoneNumber: z
    .string()
    .trim()
    .regex(/^\+372\d{7,8}$/, 'Enter an Estonian mobile number as +372…'),
  language: z.enum(LANGUAGES).optional(),
});

export function mobileIdProtocol(client: MobileIdClient): IdentityProtocol<{ phoneNumber: string }> {
  return {
    method: 'mobile-id',
    path: 'mobileid',
    initSchema: MobileIdInitSchema,
    start: (input) =>
      client.start({
        personalCode: input.personalCode,
        phoneNumber: input.phoneNumber,
        language: input.language,
        displayText: IDENTITY_DISPLAY_TEXT,
      }),
    poll: (session, timeoutMs) => client.poll(session, timeoutMs),
  };
}

/**
 * `/api/user/mobileid/{init,session,login}`: against SK's MID REST when a contract is configured,
 * otherwise against the local sandbox, called in-process.
 */
export async function mobileIdRoutes(
  app: FastifyInstance,
  { logins, contract }: { logins: IdentityLogins; contract?: SkContract | null },
): Promise<void> {
  const client = contract
    ? mobileIdClient(
        {
          baseUrl: contract.baseUrl,
          relyingPartyUuid: contract.relyingPartyUuid,
          relyingPartyName: contract.relyingPartyName,
        },
        bundleTrustOf(contract.caBundle),
      )
    : mobileIdClient(
        { baseUrl: 'http://sandbox/sandbox/mobile-id', ...MOBILE_ID_DEMO, fetcher: loopbackFetch(app) },
        sandboxTrustOf(app),
      );
  await app.register(identitySessionRoutes(mobileIdProtocol(client), logins));
}
