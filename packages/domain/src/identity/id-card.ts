import type { CertificateRefusal } from './identity-subject.ts';

/**
 * What an ID-card login answers when the card's certificate is not taken: one
 * English text per reason, also the storefront's translation key.
 */
export const ID_CARD_REFUSALS: Record<CertificateRefusal | 'missing', string> = {
  missing: 'No ID card certificate was presented',
  unreadable: 'The ID card certificate cannot be read',
  expired: 'The ID card certificate has expired',
  not_yet_valid: 'The ID card certificate is not valid yet',
  foreign_ca: 'The ID card certificate is not issued by a trusted authority',
  wrong_usage: 'The ID card certificate is not meant for authentication',
  no_identity: 'The ID card certificate does not name a person with a valid personal code',
};
