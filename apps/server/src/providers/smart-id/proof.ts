import type { X509Certificate } from 'node:crypto';
import { IDENTITY_LOGIN_FAILED, type VerifiedIdentity } from '@apteek/domain';
// The core's own files, not ../index.ts: the identity module's entry may register these protocols.
import { verifyIdentityCertificate } from '../../modules/certificates/index.ts';
import { signatureSchemeOf, verifySignatureOverHash } from '../../modules/certificates/index.ts';

/** Whom a relying party trusts to issue identity certificates, and the clock it checks them by. */
export interface IdentityTrust {
  trustedCas: () => Promise<readonly X509Certificate[]>;
  now?: () => number;
}

/** A finished authentication: the person proven, or why not (the reason is for the log only). */
export type ProvenIdentity =
  { ok: true; identity: VerifiedIdentity } | { ok: false; result: string; message: string; reason?: string };

const failed = (reason: string): ProvenIdentity => ({
  ok: false,
  result: 'VERIFICATION_FAILED',
  message: IDENTITY_LOGIN_FAILED,
  reason,
});

/** What SK answered on an OK, as its JSON gives it: the certificate, the signature and its algorithm. */
export interface Proof {
  certificate: unknown;
  signature: unknown;
  algorithm: unknown;
}

/**
 * The session this server started: the hash it sent (base64) and the person it was started for.
 * The shop starts SK sessions for Estonian personal codes only.
 */
export interface StartedSession {
  hash: string;
  personalCode: string;
}

/**
 * What SK asks of a relying party on an OK (MID REST API section 3.3.6, Smart-ID RP API v2 section
 * 2.3.14): the signature is valid over the hash this server sent, with the key of a certificate
 * that chains to a trusted CA and is within its dates; and that certificate names the person the
 * session was started for.
 */
export async function checkProof(
  proof: Proof,
  session: StartedSession,
  trust: IdentityTrust,
): Promise<ProvenIdentity> {
  if (typeof proof.certificate !== 'string' || typeof proof.signature !== 'string') return failed('no proof');
  if (typeof proof.algorithm !== 'string') return failed('no algorithm');
  const certificateDer = Buffer.from(proof.certificate, 'base64');
  const verdict = verifyIdentityCertificate(certificateDer, {
    trustedCas: await trust.trustedCas(),
    now: (trust.now ?? Date.now)(),
  });
  if (!verdict.ok) return failed(`certificate ${verdict.refusal}`);
  const scheme = signatureSchemeOf(proof.algorithm);
  if (!scheme) return failed('unknown signature algorithm');
  const signature = Buffer.from(proof.signature, 'base64');
  const hash = Buffer.from(session.hash, 'base64');
  if (!verifySignatureOverHash(certificateDer, hash, signature, scheme)) return failed('signature');
  const { identity } = verdict;
  if (identity.personalCode !== session.personalCode || identity.country !== 'EE')
    return failed('another person');
  return { ok: true, identity };
}
