import {
  mobileIdOutcome,
  mobileIdVerificationCode,
  type IdentityHashType,
  type Language,
} from '@apteek/domain';
import {
  authenticationHash,
  checkProof,
  IdentityProviderError,
  joinUrl,
  skCall,
  type Fetcher,
  type IdentityTrust,
  type ProvenIdentity,
} from '../smart-id/index.ts';

/** A relying party of SK's MID REST API. */
export interface MobileIdSettings {
  /** `https://mid.sk.ee/mid-api`, SK's demo, or this server's sandbox. */
  baseUrl: string;
  relyingPartyUuid: string;
  relyingPartyName: string;
  hashType?: IdentityHashType;
  /** How to reach the API; fetch unless the sandbox is called in-process. */
  fetcher?: Fetcher;
}

/** SK's demo relying party for MID, which the sandbox also accepts. */
export const MOBILE_ID_DEMO = {
  relyingPartyUuid: '00000000-0000-0000-0000-000000000000',
  relyingPartyName: 'DEMO',
} as const;

/** The phone's language: MID knows EST, ENG, RUS and LIT. */
const MID_LANGUAGE: Record<Language, string> = { et: 'EST', fi: 'ENG', en: 'ENG', ru: 'RUS' };

export interface MobileIdSession {
  sessionId: string;
  verificationCode: string;
  /** The hash the phone signs, base64: kept by the relying party to check the signature. */
  hash: string;
  hashType: IdentityHashType;
  personalCode: string;
}

export type MobileIdPoll = { state: 'RUNNING' } | { state: 'COMPLETE'; proven: ProvenIdentity };

const START_TIMEOUT_MS = 15_000;
const POLL_MARGIN_MS = 1500;

export function mobileIdClient(settings: MobileIdSettings, trust: IdentityTrust) {
  const hashType = settings.hashType ?? 'SHA512';
  return {
    /** `POST authentication`: the phone shows displayText and asks for PIN1. */
    async start(input: {
      personalCode: string;
      phoneNumber: string;
      language: Language;
      displayText: string;
    }): Promise<MobileIdSession> {
      const hash = authenticationHash(hashType);
      const { body, status } = await skCall('mobile-id', joinUrl(settings.baseUrl, 'authentication'), {
        timeoutMs: START_TIMEOUT_MS,
        fetcher: settings.fetcher,
        body: {
          relyingPartyUUID: settings.relyingPartyUuid,
          relyingPartyName: settings.relyingPartyName,
          phoneNumber: input.phoneNumber,
          nationalIdentityNumber: input.personalCode,
          hash: hash.toString('base64'),
          hashType,
          language: MID_LANGUAGE[input.language],
          displayText: input.displayText.slice(0, 40),
          displayTextFormat: 'GSM-7',
        },
      });
      if (typeof body.sessionID !== 'string' || !body.sessionID)
        throw new IdentityProviderError('mobile-id', status);
      return {
        sessionId: body.sessionID,
        verificationCode: mobileIdVerificationCode(hash),
        hash: hash.toString('base64'),
        hashType,
        personalCode: input.personalCode,
      };
    },

    /** `GET authentication/session/{id}?timeoutMs=` (a long poll); on OK the proof is checked here. */
    async poll(session: MobileIdSession, timeoutMs = 5000): Promise<MobileIdPoll> {
      const wait = Math.min(120_000, Math.max(1000, Math.round(timeoutMs)));
      const path = `authentication/session/${encodeURIComponent(session.sessionId)}?timeoutMs=${wait}`;
      const { body } = await skCall('mobile-id', joinUrl(settings.baseUrl, path), {
        timeoutMs: wait + POLL_MARGIN_MS,
        fetcher: settings.fetcher,
      });
      if (body.state === 'RUNNING') return { state: 'RUNNING' };
      if (body.state !== 'COMPLETE') throw new IdentityProviderError('mobile-id', 200);
      const outcome = mobileIdOutcome(body.result);
      if (!outcome.ok) return { state: 'COMPLETE', proven: outcome };
      const signature = (body.signature ?? {}) as Record<string, unknown>;
      const proven = await checkProof(
        { certificate: body.cert, signature: signature.value, algorithm: signature.algorithm },
        session,
        trust,
      );
      return { state: 'COMPLETE', proven };
    },
  };
}

export type MobileIdClient = ReturnType<typeof mobileIdClient>;
