import { formatMoney, type CheckNoteSchema, type OrderStatus } from '@apteek/domain';
import type * as z from 'zod/mini';
import type { TFunction } from '../../i18n/translation.tsx';
import type { StoreView } from '@apteek/domain';

/** The note as the console holds it: amounts read as Cents. */
export type CheckNoteView = z.output<typeof CheckNoteSchema>;

export const ORDER_STATUS_TEXTS: Record<OrderStatus, string> = {
  PendingPayment: 'Awaiting payment',
  Paid: 'Paid',
  Processing: 'Processing',
  Cancelled: 'Cancelled',
  ManualCheck: 'Being checked',
};

const PROVIDER_NAMES: Record<string, string> = { maksekeskus: 'Maksekeskus', paytrail: 'Paytrail' };

/**
 * Why a ManualCheck order waits, worded in the staff page's language with its amounts printed by
 * the store's money formatter; a note kept from before reasons were kept reads as it was written.
 */
export function checkNoteText(note: CheckNoteView, t: TFunction, format: StoreView['i18n']): string {
  if (note.code === 'text') return note.text;
  const payment = {
    provider: PROVIDER_NAMES[note.provider] ?? note.provider,
    transaction: note.transactionId,
  };
  switch (note.code) {
    case 'amountMismatch':
      return t('The {provider} payment {transaction} was {amount}; the order is {total}.', {
        ...payment,
        amount: formatMoney(note.amount, format),
        total: formatMoney(note.orderTotal, format),
      });
    case 'unexpectedStatus':
      return t('The {provider} payment {transaction} came for an order in the state “{status}”.', {
        ...payment,
        status: t(ORDER_STATUS_TEXTS[note.status]),
      });
    case 'lateAmountMismatch':
      return t(
        'The {provider} payment {transaction} came after the unpaid order expired and was {amount}; the order is {total}.',
        { ...payment, amount: formatMoney(note.amount, format), total: formatMoney(note.orderTotal, format) },
      );
    case 'lateRestocked':
      return t(
        'The {provider} payment {transaction} came after the unpaid order expired; its stock was reserved again.',
        payment,
      );
    case 'lateOutOfStock':
      return t(
        'The {provider} payment {transaction} came after the unpaid order expired and its stock is no longer available.',
        payment,
      );
  }
}
