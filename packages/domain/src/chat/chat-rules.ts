import type { LimitPolicy } from '../account/request-limits.ts';

/**
 * Live chat between a cart's holder and the pharmacist:
 * what a message may hold and how a chat's status changes. The server applies these rules; the
 * widget and the staff console show their texts.
 */

export const CHAT_STATUSES = ['active', 'inactive', 'closed'] as const;
export type ChatStatus = (typeof CHAT_STATUSES)[number];

export const CHAT_AUTHORS = ['customer', 'pharmacist'] as const;
export type ChatAuthor = (typeof CHAT_AUTHORS)[number];

export const CHAT_MESSAGE_KINDS = ['text', 'product', 'offer'] as const;
export type ChatMessageKind = (typeof CHAT_MESSAGE_KINDS)[number];

/** The longest message, counted in characters after trimming. */
export const CHAT_TEXT_MAX_LENGTH = 2000;

/** A customer's messages per chat: thirty a minute, more waits for the minute's end (429). */
export const CHAT_MESSAGE_LIMIT = { free: 30, windowMs: 60_000 } as const satisfies LimitPolicy;

/** The field texts; the English text is the storefront's translation key. */
export const CHAT_MESSAGES = {
  textRequired: 'Field is required',
  textTooLong: `A message is at most ${CHAT_TEXT_MAX_LENGTH} characters.`,
} as const;

/**
 * What is wrong with a message's text, or null when it may be sent. A text message needs some
 * text; a product or offer message may come without a note (`optional`).
 */
export function chatTextProblem(
  text: string,
  { optional = false }: { optional?: boolean } = {},
): string | null {
  const trimmed = text.trim();
  if (trimmed.length === 0 && !optional) return CHAT_MESSAGES.textRequired;
  if ([...trimmed].length > CHAT_TEXT_MAX_LENGTH) return CHAT_MESSAGES.textTooLong;
  return null;
}

/**
 * What happens to a chat: the customer starts (or resumes) it, someone writes, the customer logs
 * out (deactivate), the order is finalised (stop) or the pharmacist closes it.
 */
export type ChatAction = 'start' | 'customer-message' | 'pharmacist-message' | 'deactivate' | 'close';

/**
 * A chat's status after an action, or null when the action is refused (a message into a closed
 * chat). Starting a closed chat answers null as well: the cart gets a new chat instead.
 */
export function chatStatusAfter(status: ChatStatus, action: ChatAction): ChatStatus | null {
  switch (action) {
    case 'start':
    case 'customer-message':
      return status === 'closed' ? null : 'active';
    // The pharmacist may answer a customer who logged out; it does not bring them back.
    case 'pharmacist-message':
      return status === 'closed' ? null : status;
    case 'deactivate':
      return status === 'active' ? 'inactive' : status;
    case 'close':
      return 'closed';
  }
}
