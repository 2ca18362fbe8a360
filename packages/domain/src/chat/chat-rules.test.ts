import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CHAT_MESSAGES,
  CHAT_STATUSES,
  CHAT_TEXT_MAX_LENGTH,
  chatStatusAfter,
  chatTextProblem,
  type ChatAction,
} from './chat-rules.ts';

describe('a chat message text', () => {
  it('needs some text after trimming, unless it is a note', () => {
    expect(chatTextProblem('  \n ')).toBe(CHAT_MESSAGES.textRequired);
    expect(chatTextProblem('')).toBe(CHAT_MESSAGES.textRequired);
    expect(chatTextProblem('', { optional: true })).toBeNull();
    expect(chatTextProblem('Tere!')).toBeNull();
  });

  it('is at most 2000 characters after trimming, counted as characters', () => {
    expect(chatTextProblem('a'.repeat(CHAT_TEXT_MAX_LENGTH))).toBeNull();
    expect(chatTextProblem(`  ${'a'.repeat(CHAT_TEXT_MAX_LENGTH)}  `)).toBeNull();
    expect(chatTextProblem('a'.repeat(CHAT_TEXT_MAX_LENGTH + 1))).toBe(CHAT_MESSAGES.textTooLong);
    expect(chatTextProblem('😀'.repeat(CHAT_TEXT_MAX_LENGTH))).toBeNull();
    expect(chatTextProblem('a'.repeat(CHAT_TEXT_MAX_LENGTH + 1), { optional: true })).toBe(
      CHAT_MESSAGES.textTooLong,
    );
  });
});

describe('a chat status', () => {
  it('starts or resumes as active; a closed chat is replaced, not resumed', () => {
    expect(chatStatusAfter('active', 'start')).toBe('active');
    expect(chatStatusAfter('inactive', 'start')).toBe('active');
    expect(chatStatusAfter('closed', 'start')).toBeNull();
  });

  it('takes messages until closed; a customer message resumes an inactive chat', () => {
    expect(chatStatusAfter('inactive', 'customer-message')).toBe('active');
    expect(chatStatusAfter('inactive', 'pharmacist-message')).toBe('inactive');
    expect(chatStatusAfter('active', 'pharmacist-message')).toBe('active');
    expect(chatStatusAfter('closed', 'customer-message')).toBeNull();
    expect(chatStatusAfter('closed', 'pharmacist-message')).toBeNull();
  });

  it('goes inactive at logout and stays closed once closed', () => {
    expect(chatStatusAfter('active', 'deactivate')).toBe('inactive');
    expect(chatStatusAfter('inactive', 'deactivate')).toBe('inactive');
    expect(chatStatusAfter('closed', 'deactivate')).toBe('closed');
  });

  it('never leaves closed, whatever happens', () => {
    const actions: ChatAction[] = ['start', 'customer-message', 'pharmacist-message', 'deactivate', 'close'];
    fc.assert(
      fc.property(fc.constantFrom(...CHAT_STATUSES), fc.array(fc.constantFrom(...actions)), (from, steps) => {
        let status = from;
        let closed = from === 'closed';
        for (const action of steps) {
          const next = chatStatusAfter(status, action);
          if (closed) expect(next === null || next === 'closed').toBe(true);
          if (next === null) continue;
          status = next;
          closed ||= status === 'closed';
        }
      }),
    );
  });
});
