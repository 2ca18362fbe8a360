import {
  IDENTITY_LOGIN_FAILED,
  SMART_ID_NO_ACCOUNT,
  smartIdOutcome,
  smartIdVerificationCode,
  type IdentityHashType,
} from '@apteek/domain';
import { authenticationHash, sha256 } from './auth-hash.ts';
import { checkProof, type IdentityTrust, type ProvenIdentity } from './proof.ts';
import { IdentityProviderError, joinUrl, skCall, type Fetcher } from './sk-http.ts';

/** A relying party of Smart-ID RP API v2: where the API is and who is asking. */
export interface SmartIdSettings {
  /** `https://rp-api.smart-id.com/v2`, SK's demo, or this server's sandbox. */
  baseUrl: string;
  relyingPartyUuid: string;
  relyingPartyName: string;
  certificateLevel?: 'QUALIFIED' | 'ADVANCED';
  hashType?: IdentityHashType;
  /** How to reach the API; fetch unless the sandbox is called in-process. */
  fetcher?: Fetcher;
}

/** SK's demo relying party, which the sandbox also accepts. */
export const SMART_ID_DEMO = {
  relyingPartyUuid: '00000000-0000-4000-8000-000000000000',
  relyingPartyName: 'DEMO',
} as const;

/** A started session: what to show the person and what to keep for polling (the hash, base64). */
export interface SmartIdSession {
  sessionId: string;
  verificationCode: string;
  hash: string;
  hashType: IdentityHashType;
  personalCode: string;
}

export type SmartIdStart =
  { ok: true; session: SmartIdSession } | { ok: false; result: 'NOT_FOUND'; message: string };

export type SmartIdPoll = { state: 'RUNNING' } | { state: 'COMPLETE'; proven: ProvenIdentity };

const START_TIMEOUT_MS = 15_000;
/** SK's margin between the long poll's own timeoutMs and the client's (MID REST API, section 3.3). */
const POLL_MARGIN_MS = 1500;

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** A COMPLETE session's end: the refusal, or on OK the checked proof at the asked certificate level. */
async function proven(
  body: Record<string, unknown>,
  session: SmartIdSession,
  level: 'QUALIFIED' | 'ADVANCED',
  trust: IdentityTrust,
): Promise<ProvenIdentity> {
  const outcome = smartIdOutcome(record(body.result).endResult);
  if (!outcome.ok) return outcome;
  const cert = record(body.cert);
  const signature = record(body.signature);
  if (level === 'QUALIFIED' && cert.certificateLevel !== 'QUALIFIED')
    return {
      ok: false,
      result: 'VERIFICATION_FAILED',
      message: IDENTITY_LOGIN_FAILED,
      reason: 'certificate level',
    };
  return checkProof(
    { certificate: cert.value, signature: signature.value, algorithm: signature.algorithm },
    session,
    trust,
  );
}

export function smartIdClient(settings: SmartIdSettings, trust: IdentityTrust) {
  const hashType = settings.hashType ?? 'SHA512';
  const level = settings.certificateLevel ?? 'QUALIFIED';
  return {
    /** `POST authentication/etsi/PNOEE-{code}`; HTTP 404 means the person has no Smart-ID account. */
    async start(personalCode: string, displayText: string): Promise<SmartIdStart> {
      const hash = authenticationHash(hashType);
      const answer = await skCall(
        'smart-id',
        joinUrl(settings.baseUrl, `authentication/etsi/PNOEE-${encodeURIComponent(personalCode)}`),
        {
          timeoutMs: START_TIMEOUT_MS,
          fetcher: settings.fetcher,
          accepted: [404],
          body: {
            relyingPartyUUID: settings.relyingPartyUuid,
            relyingPartyName: settings.relyingPartyName,
            certificateLevel: level,
            hash: hash.toString('base64'),
            hashType,
            allowedInteractionsOrder: [
              { type: 'displayTextAndPIN', displayText60: displayText.slice(0, 60) },
            ],
          },
        },
      );
      if (answer.status === 404) return { ok: false, result: 'NOT_FOUND', message: SMART_ID_NO_ACCOUNT };
      const sessionId = answer.body.sessionID;
      if (typeof sessionId !== 'string' || !sessionId)
        throw new IdentityProviderError('smart-id', answer.status);
      return {
        ok: true,
        session: {
          sessionId,
          verificationCode: smartIdVerificationCode(hash, sha256),
          hash: hash.toString('base64'),
          hashType,
          personalCode,
        },
      };
    },

    /** `GET session/{id}?timeoutMs=` (a long poll); on COMPLETE/OK the proof is checked here. */
    async poll(session: SmartIdSession, timeoutMs = 5000): Promise<SmartIdPoll> {
      const wait = Math.min(120_000, Math.max(1000, Math.round(timeoutMs)));
      const url = joinUrl(
        settings.baseUrl,
        `session/${encodeURIComponent(session.sessionId)}?timeoutMs=${wait}`,
      );
      const { body } = await skCall('smart-id', url, {
        timeoutMs: wait + POLL_MARGIN_MS,
        fetcher: settings.fetcher,
      });
      if (body.state === 'RUNNING') return { state: 'RUNNING' };
      if (body.state !== 'COMPLETE') throw new IdentityProviderError('smart-id', 200);
      return { state: 'COMPLETE', proven: await proven(body, session, level, trust) };
    },
  };
}

export type SmartIdClient = ReturnType<typeof smartIdClient>;
