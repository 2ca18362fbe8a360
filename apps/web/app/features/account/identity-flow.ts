import { IDENTITY_LOGIN_FAILED } from '@apteek/domain';
import { ApiError, SOMETHING_WRONG } from '../../api/api-error.ts';
import type { IdentityPoll, IdentityStart } from './account-api.ts';
import type { LoginOutcome } from './customer-session.ts';

/**
 * After a poll that got no answer at all (offline), the next waits at least this long, so a lost
 * network is not asked again and again at full speed while check_session_timeout is 0 or unset.
 */
export const OFFLINE_RETRY_MS = 1000;

/** Where a Smart-ID or Mobile-ID login is, as the modal shows it. */
export type IdentityStep =
  | { kind: 'idle' }
  | { kind: 'starting' }
  | { kind: 'waiting'; verificationCode: string }
  | { kind: 'logging-in' }
  | { kind: 'failed'; message: string; errors: Record<string, string> }
  | { kind: 'done' };

export interface IdentityFlow {
  init(): Promise<IdentityStart>;
  poll(sessionId: string): Promise<IdentityPoll>;
  login(sessionId: string): Promise<LoginOutcome>;
  onStep(step: IdentityStep): void;
  signal: AbortSignal;
  /**
   * `check_session_timeout`, the root data's identity.checkSessionTimeoutMs:
   * the pause before each poll. Without it the poll is immediate; the server's session call
   * then waits on the provider's long poll while the session runs, so the loop does not spin.
   */
  delayMs?: number | null;
}

const failed = (message: string, errors: Record<string, string> = {}): IdentityStep => ({
  kind: 'failed',
  message,
  errors,
});

function refusalOf(error: unknown): IdentityStep {
  if (!(error instanceof ApiError)) return failed(SOMETHING_WRONG);
  const errors: Record<string, string> = {};
  for (const { field, message } of error.errors) errors[field.split('.').at(-1) ?? field] = message;
  return failed(error.message, errors);
}

/** Waits `ms` (0 still yields to the page for a turn), or less when the login is cancelled. */
function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });
}

/**
 * The identity login's state machine: none → RUNNING once the session is created,
 * polled again while RUNNING, the login on COMPLETE/OK, any other result returned to the shopper.
 * A non-200 answer ends the session; a network failure in a poll counts as no answer (null) and
 * the poll is tried again. A cancel (the signal) stops it without a word.
 */
export async function runIdentityLogin(flow: IdentityFlow): Promise<void> {
  const { signal } = flow;
  const step = (next: IdentityStep) => {
    if (!signal.aborted) flow.onStep(next);
  };
  step({ kind: 'starting' });
  const started = await flow.init().catch(refusalOf);
  if ('kind' in started) return step(started);
  step({ kind: 'waiting', verificationCode: started.verificationCode });
  const delayMs = Math.max(0, flow.delayMs ?? 0);
  let wait = delayMs;
  for (;;) {
    await pause(wait, signal);
    if (signal.aborted) return;
    const poll = await flow
      .poll(started.sessionId)
      .catch((error: unknown) =>
        error instanceof ApiError && error.failure === 'offline' ? null : refusalOf(error),
      );
    if (signal.aborted) return;
    wait = poll === null ? Math.max(delayMs, OFFLINE_RETRY_MS) : delayMs;
    if (poll === null || ('state' in poll && poll.state === 'RUNNING')) continue;
    if ('kind' in poll) return step(poll);
    if (poll.state !== 'COMPLETE' || poll.result !== 'OK')
      return step(failed(poll.message ?? IDENTITY_LOGIN_FAILED));
    step({ kind: 'logging-in' });
    // A session set-up that threw was logged and cleared by the session; the shopper sees a failure.
    const outcome = await flow
      .login(started.sessionId)
      .catch((): LoginOutcome => ({ ok: false, message: SOMETHING_WRONG }));
    return step(outcome.ok ? { kind: 'done' } : failed(outcome.message));
  }
}
