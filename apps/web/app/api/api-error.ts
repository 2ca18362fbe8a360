import { REFRESH_FAILED, type ErrorReason, type FieldError } from '@apteek/domain';

/**
 * The envelope every call answers: `meta` for sync tasks and tokens; on a refusal
 * `reason`, the machine-readable cause a caller branches on, and `errors` on a 400.
 */
export interface ApiAnswer<T = unknown> {
  code: number;
  result: T;
  meta?: Record<string, unknown> | null;
  reason?: ErrorReason;
  errors?: FieldError[];
}

export const SOMETHING_WRONG = 'Something went wrong. Try again in a few seconds.';

/**
 * Why a call did not give its result: no answer at all (`offline`), an answer that is no envelope
 * (`unusable`), the server's refusal (`refused`, any code but 2xx), or a 401 whose token refresh
 * was refused, so the session is over (`session-ended`).
 */
export type ApiFailure = 'offline' | 'unusable' | 'refused' | 'session-ended';

/**
 * A call that failed: the HTTP status (0 without an answer), the server's English message for
 * people, its `reason` for the program (null without a refusal that named one) and field errors.
 */
export class ApiError extends Error {
  readonly failure: ApiFailure;
  readonly status: number;
  readonly reason: ErrorReason | null;
  readonly errors: FieldError[];
  /** The envelope as answered, when there was one. */
  readonly answer: ApiAnswer | null;

  constructor(failure: ApiFailure, status: number, message: string, answer: ApiAnswer | null = null) {
    super(message);
    this.name = 'ApiError';
    this.failure = failure;
    this.status = status;
    this.answer = answer;
    this.reason = failure === 'session-ended' ? 'refresh_failed' : (answer?.reason ?? null);
    this.errors = answer?.errors ?? [];
  }
}

/**
 * The envelope a failed call stands for, for callers that hand the server's answer on as it is
 * (forms, sync tasks); null when there was no answer. Anything but an ApiError is rethrown.
 */
export function answerOfError(error: unknown): ApiAnswer | null {
  if (!(error instanceof ApiError)) throw error;
  switch (error.failure) {
    case 'offline':
      return null;
    case 'unusable':
      return { code: error.status, result: null };
    case 'refused':
      return error.answer ?? { code: error.status, result: error.message };
    case 'session-ended':
      return { code: 401, result: REFRESH_FAILED, reason: 'refresh_failed' };
    default:
      return error.failure satisfies never;
  }
}
