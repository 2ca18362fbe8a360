import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Db } from '@apteek/db';
import { isEstonianPersonalCode, smartIdVerificationCode, type IdentityHashType } from '@apteek/domain';
import { signHash } from '../../../modules/certificates/index.ts';
import { decodeHash, sha256 } from '../auth-hash.ts';
import { sandboxDevice } from './sandbox-device.ts';
import {
  createSandboxSession,
  longPoll,
  readSandboxSession,
  sandboxCertificate,
  type DemoPerson,
  type SandboxSession,
} from './sandbox-sessions.ts';
import { SMART_ID_DEMO } from '../smart-id-client.ts';

/** How a sandbox session of a demo person ends on its own, and how soon. */
export interface SandboxTiming {
  /** A scripted outcome (USER_REFUSED, TIMEOUT, …) arrives this long after the session starts. */
  scriptedMs: number;
  /** A session nobody answers on the device page ends as TIMEOUT after this long. */
  unansweredMs: number;
}

export const DEFAULT_SANDBOX_TIMING: SandboxTiming = { scriptedMs: 1500, unansweredMs: 120_000 };

/**
 * SK's Smart-ID demo accounts (smart-id-documentation's test accounts): the OK account
 * waits for Approve or Refuse on the test device page; the others end as their name says.
 */
export const SMART_ID_DEMO_ACCOUNTS: Readonly<Record<string, DemoPerson & { scripted: string | null }>> =
  Object.fromEntries(
    (
      [
        ['40504040001', null],
        ['30403039917', 'USER_REFUSED'],
        ['30403039928', 'USER_REFUSED_DISPLAYTEXTANDPIN'],
        ['30403039939', 'USER_REFUSED_VC_CHOICE'],
        ['30403039946', 'USER_REFUSED_CONFIRMATIONMESSAGE'],
        ['30403039950', 'USER_REFUSED_CONFIRMATIONMESSAGE_WITH_VC_CHOICE'],
        ['30403039961', 'USER_REFUSED_CERT_CHOICE'],
        ['30403039972', 'WRONG_VC'],
        ['30403039983', 'TIMEOUT'],
      ] as const
    ).map(([personalCode, scripted]) => [
      personalCode,
      { personalCode, givenName: scripted ?? 'OK', surname: 'TESTNUMBER', scripted },
    ]),
  );

/** The end a session has reached by now, or null while it still runs. */
export function sessionEnd(
  session: SandboxSession,
  timing: SandboxTiming,
  scripted: string | null,
): string | null {
  const age = Date.now() - session.startedAt;
  if (scripted !== null) return age >= timing.scriptedMs ? scripted : null;
  if (session.answer !== null) return session.answer;
  return age >= timing.unansweredMs ? 'TIMEOUT' : null;
}

/**
 * Answers a session poll as SK does: waits up to `wait` ms for the session to end, then gives the
 * session and how it ended, or null while it still runs.
 */
export async function awaitSessionEnd(
  db: Db,
  sessionId: string,
  { timing, scripted, wait }: { timing: SandboxTiming; scripted: string | null; wait: number },
): Promise<{ session: SandboxSession; end: string } | null> {
  return longPoll(async () => {
    const session = await readSandboxSession(db, sessionId);
    const end = session && sessionEnd(session, timing, scripted);
    return end ? { session, end } : null;
  }, wait);
}

/** The long poll's wait as SK's APIs take it: 1000–120000 ms; null when it is no whole number. */
export function pollWait(value: unknown): number | null {
  if (value === undefined) return 1000;
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return null;
  return Math.min(120_000, Math.max(1000, Number(value)));
}

const badRequest = (reply: FastifyReply, field: string) =>
  reply.code(400).send({ code: 400, message: `Invalid ${field}` });

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/**
 * The provider's side of Smart-ID RP API v2 under /sandbox/smart-id: the two
 * calls a relying party makes, signed answers with certificates from the installation's sandbox
 * CA, and the test device page at /sandbox/smart-id/device/{personal code}.
 */
export async function smartIdSandbox(
  app: FastifyInstance,
  options: { timing?: SandboxTiming },
): Promise<void> {
  const timing = options.timing ?? DEFAULT_SANDBOX_TIMING;

  app.post('/v2/authentication/etsi/:identifier', async (request, reply) => {
    const { identifier } = request.params as { identifier: string };
    const body = record(request.body);
    if (
      body.relyingPartyUUID !== SMART_ID_DEMO.relyingPartyUuid ||
      body.relyingPartyName !== SMART_ID_DEMO.relyingPartyName
    )
      return reply.code(401).send({ code: 401, message: 'Unauthorized' });
    const hash = decodeHash(body.hash, body.hashType);
    if (!hash) return badRequest(reply, 'hash');
    const match = /^PNOEE-(\d{11})$/.exec(identifier);
    if (!match || !isEstonianPersonalCode(match[1]!)) return badRequest(reply, 'semantics identifier');
    if (!SMART_ID_DEMO_ACCOUNTS[match[1]!]) return reply.code(404).send({ code: 404, message: 'Not Found' });
    const sessionID = await createSandboxSession(app.db, {
      provider: 'smart-id',
      personalCode: match[1]!,
      hash: hash.toString('base64'),
      hashType: body.hashType as IdentityHashType,
    });
    return { sessionID };
  });

  app.get('/v2/session/:sessionId', async (request, reply) => {
    const { sessionId } = request.params as { sessionId: string };
    const wait = pollWait((request.query as Record<string, unknown>).timeoutMs);
    if (wait === null) return badRequest(reply, 'timeoutMs');
    const first = await readSandboxSession(app.db, sessionId);
    if (!first || first.provider !== 'smart-id')
      return reply.code(404).send({ code: 404, message: 'Not Found' });
    const person = SMART_ID_DEMO_ACCOUNTS[first.personalCode]!;
    const ended = await awaitSessionEnd(app.db, sessionId, { timing, scripted: person.scripted, wait });
    if (!ended) return { state: 'RUNNING' };
    const documentNumber = `PNOEE-${person.personalCode}-MOCK-Q`;
    if (ended.end !== 'OK') return { state: 'COMPLETE', result: { endResult: ended.end, documentNumber } };
    const issued = await sandboxCertificate(app.db, person, 'rsa');
    const hash = Buffer.from(ended.session.hash, 'base64');
    return {
      state: 'COMPLETE',
      result: { endResult: 'OK', documentNumber },
      signature: {
        value: signHash(issued.key, hash, 'rsa-pkcs1').toString('base64'),
        algorithm: `${ended.session.hashType.toLowerCase()}WithRSAEncryption`,
      },
      cert: { value: issued.certificate, certificateLevel: 'QUALIFIED' },
      interactionFlowUsed: 'displayTextAndPIN',
    };
  });

  await app.register(sandboxDevice, {
    prefix: '/device',
    provider: 'smart-id',
    ownerOf: (session) => session.personalCode,
    waits: (session) =>
      sessionEnd(session, timing, SMART_ID_DEMO_ACCOUNTS[session.personalCode]?.scripted ?? null) === null,
    verificationCode: (hash) => smartIdVerificationCode(hash, sha256),
    refusal: 'USER_REFUSED',
  });
}
