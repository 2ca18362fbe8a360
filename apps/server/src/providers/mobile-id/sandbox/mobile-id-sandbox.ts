import type { FastifyInstance, FastifyReply } from 'fastify';
import { isEstonianPersonalCode, mobileIdVerificationCode, type IdentityHashType } from '@apteek/domain';
import { signHash } from '../../../modules/certificates/index.ts';
import {
  awaitSessionEnd,
  createSandboxSession,
  decodeHash,
  DEFAULT_SANDBOX_TIMING,
  pollWait,
  readSandboxSession,
  sandboxCertificate,
  sandboxDevice,
  sessionEnd,
  type DemoPerson,
  type SandboxSession,
  type SandboxTiming,
} from '../../smart-id/index.ts';
import { MOBILE_ID_DEMO } from '../mobile-id-client.ts';

type DemoUser = DemoPerson & { phone: string; scripted: string | null };

const user = (
  personalCode: string,
  phone: string,
  scripted: string | null,
  givenName = 'TEST',
  surname = 'TESTNUMBER',
): DemoUser => ({
  personalCode,
  phone,
  scripted,
  givenName,
  surname,
});

/**
 * SK's MID demo users (the MID wiki's test numbers as SK's clients use them): the OK
 * users wait for Approve or Refuse on the test phone page; the others end as their name says.
 */
export const MOBILE_ID_DEMO_USERS: readonly DemoUser[] = [
  user('60001019906', '+37200000766', null, 'MARY ÄNN', 'O’CONNEŽ-ŠUSLIK TESTNUMBER'),
  user('60001017869', '+37268000769', null),
  user('51307149560', '+37269930366', null),
  user('60001019939', '+37200000266', 'NOT_MID_CLIENT'),
  user('60001019947', '+37207110066', 'DELIVERY_ERROR'),
  user('60001019950', '+37201100266', 'USER_CANCELLED'),
  user('60001019961', '+37200000666', 'SIGNATURE_HASH_MISMATCH'),
  user('60001019972', '+37201200266', 'SIM_ERROR'),
  user('60001019983', '+37213100266', 'PHONE_ABSENT'),
  user('50001018908', '+37266000266', 'TIMEOUT'),
];

/** The demo user of a phone and code; anybody else is no MID client (still a COMPLETE session). */
function demoUser(session: Pick<SandboxSession, 'personalCode' | 'phone'>): DemoUser {
  return (
    MOBILE_ID_DEMO_USERS.find((u) => u.personalCode === session.personalCode && u.phone === session.phone) ??
    user(session.personalCode, session.phone ?? '', 'NOT_MID_CLIENT')
  );
}

const badRequest = (reply: FastifyReply, field: string) =>
  reply.code(400).send({ error: `Invalid ${field}` });

/**
 * The provider's side of SK's MID REST API under /sandbox/mobile-id: the two calls
 * a relying party makes, ECDSA signatures with certificates from the installation's sandbox CA, and
 * the test phone page at /sandbox/mobile-id/phone/{phone number}.
 */
export async function mobileIdSandbox(
  app: FastifyInstance,
  options: { timing?: SandboxTiming },
): Promise<void> {
  const timing = options.timing ?? DEFAULT_SANDBOX_TIMING;

  app.post('/authentication', async (request, reply) => {
    const body = (request.body ?? {}) as Record<string, unknown>;
    if (
      body.relyingPartyUUID !== MOBILE_ID_DEMO.relyingPartyUuid ||
      body.relyingPartyName !== MOBILE_ID_DEMO.relyingPartyName
    )
      return reply.code(401).send({ error: 'Unauthorized' });
    const hash = decodeHash(body.hash, body.hashType);
    if (!hash) return badRequest(reply, 'hash');
    const { phoneNumber, nationalIdentityNumber: code } = body;
    if (typeof phoneNumber !== 'string' || !/^\+\d{7,15}$/.test(phoneNumber))
      return badRequest(reply, 'phoneNumber');
    if (typeof code !== 'string' || !isEstonianPersonalCode(code))
      return badRequest(reply, 'nationalIdentityNumber');
    const sessionID = await createSandboxSession(app.db, {
      provider: 'mobile-id',
      personalCode: code,
      phone: phoneNumber,
      hash: hash.toString('base64'),
      hashType: body.hashType as IdentityHashType,
    });
    return { sessionID };
  });

  app.get('/authentication/session/:sessionId', async (request, reply) => {
    const { sessionId } = request.params as { sessionId: string };
    const wait = pollWait((request.query as Record<string, unknown>).timeoutMs);
    if (wait === null) return badRequest(reply, 'timeoutMs');
    const first = await readSandboxSession(app.db, sessionId);
    if (!first || first.provider !== 'mobile-id') return reply.code(404).send({ error: 'Not Found' });
    const person = demoUser(first);
    const ended = await awaitSessionEnd(app.db, sessionId, { timing, scripted: person.scripted, wait });
    if (!ended) return { state: 'RUNNING' };
    if (ended.end !== 'OK') return { state: 'COMPLETE', result: ended.end };
    const issued = await sandboxCertificate(app.db, person, 'ec');
    return {
      state: 'COMPLETE',
      result: 'OK',
      signature: {
        value: signHash(issued.key, Buffer.from(ended.session.hash, 'base64'), 'ecdsa').toString('base64'),
        algorithm: `${ended.session.hashType}WithECEncryption`,
      },
      cert: issued.certificate,
    };
  });

  await app.register(sandboxDevice, {
    prefix: '/phone',
    provider: 'mobile-id',
    ownerOf: (session) => session.phone ?? '',
    waits: (session) => sessionEnd(session, timing, demoUser(session).scripted) === null,
    verificationCode: (hash) => mobileIdVerificationCode(hash),
    refusal: 'USER_CANCELLED',
  });
}
