import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { countryOfPersonalCode, type IdentityMethod } from '@apteek/domain';
import { parseInput, invalidField } from '../../plugins/validation.ts';
import { EIDENT_TEST_PERSONS } from '../../providers/eident/index.ts';
import { MOBILE_ID_DEMO_USERS } from '../../providers/mobile-id/index.ts';
import { SMART_ID_DEMO_ACCOUNTS } from '../../providers/smart-id/index.ts';
import { IDENTITY_INIT_PER_PERSONAL_CODE, type IdentityLogins } from './smart-id/index.ts';

interface TestPerson {
  personalCode: string;
  givenName: string;
  surname: string;
  /** The sandbox the person belongs to, recorded as how the customer was identified. */
  method: Extract<IdentityMethod, 'smart-id' | 'mobile-id' | 'bank-id'>;
}

/**
 * The identity sandboxes' test persons whose sandbox login succeeds: SK's Smart-ID and Mobile-ID
 * demo identities that wait for Approve, and the sandbox broker's Finnish bank-ID persons. The
 * demo identities scripted to refuse are left out; they never log in through their sandbox either.
 */
export const DUMMY_LOGIN_PERSONS: ReadonlyMap<string, TestPerson> = new Map(
  [
    ...Object.values(SMART_ID_DEMO_ACCOUNTS)
      .filter((person) => person.scripted === null)
      .map((person) => ({ ...person, method: 'smart-id' as const })),
    ...MOBILE_ID_DEMO_USERS.filter((person) => person.scripted === null).map((person) => ({
      ...person,
      method: 'mobile-id' as const,
    })),
    ...EIDENT_TEST_PERSONS.map((person) => ({
      personalCode: person.hetu,
      givenName: person.givenName,
      surname: person.surname,
      method: 'bank-id' as const,
    })),
  ].map(({ personalCode, givenName, surname, method }) => [
    personalCode,
    { personalCode, givenName, surname, method },
  ]),
);

const DummyLoginParams = z.object({ id: z.string().trim().max(20) });

/**
 * `GET /api/user/dummyLogin/{id}`, registered only while the identity sandboxes are
 * on: logs in as the sandbox test person whose personal code is `id`, through the
 * identity core like a real strong login, and answers `{ code, result: { token, refreshToken } }`.
 * Limited like an init, per client address and per personal code; a person's sandbox logins count
 * apart from their phone logins, since they send nothing to a phone.
 */
export function dummyLoginRoutes(
  app: FastifyInstance,
  { logins }: { logins: IdentityLogins },
  done: () => void,
): void {
  app.get('/user/dummyLogin/:id', async (request) => {
    const { id } = parseInput(DummyLoginParams, request.params ?? {});
    const person = DUMMY_LOGIN_PERSONS.get(id);
    if (!person) throw invalidField('id', 'Enter the personal code of a sandbox test person.');
    const code = createHash('sha256').update(person.personalCode).digest('hex').slice(0, 32);
    await app.limits.limiter.hit(
      [
        ...app.limits.ipKeys(request, 'identityInit'),
        { key: `dummy-login:code:${code}`, policy: IDENTITY_INIT_PER_PERSONAL_CODE },
      ],
      'too_many_requests',
    );
    const { session } = await logins.identityLogin({
      personalCode: person.personalCode,
      country: countryOfPersonalCode(person.personalCode)!,
      givenName: person.givenName,
      surname: person.surname,
      method: person.method,
    });
    return { code: 200, result: { token: session.token, refreshToken: session.refreshToken } };
  });
  done();
}
