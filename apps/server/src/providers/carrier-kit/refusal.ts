import { DomainError, type FieldError } from '@apteek/domain';

/**
 * A carrier's refusal of a shipment as a domain error. Messages that start with a field's path
 * ("receiverAddressee.contactMobile: required") are split into the field and its message.
 */
export function shipmentRefused(carrier: string, messages: readonly (string | FieldError)[]): DomainError {
  const errors = messages.map((message): FieldError => {
    if (typeof message !== 'string') return message;
    const match = /^([\w.[\]]+): (.+)$/s.exec(message);
    return match ? { field: match[1]!, message: match[2]! } : { field: 'shipment', message };
  });
  return new DomainError('shipment_refused', { carrier, errors });
}

export const carrierUnavailable = (reason: string) => new DomainError('provider_unavailable', { reason });
