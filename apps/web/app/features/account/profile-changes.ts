import { REFRESH_FAILED, type NewTask } from '@apteek/domain';
import { SOMETHING_WRONG, type ApiAnswer } from '../../api/api-error.ts';
import type { TaskStore } from '../../sync/task-store.ts';
import { settled, type AccountApi } from './account-api.ts';
import type { CustomerProfile } from './customer-profile.ts';
import type { ChangeOutcome, SessionStore } from './session-store.ts';
import type { UserQueue } from './user-queue.ts';
import { acceptedProfile, answerOf, withChange, type UserTask } from './user-tasks.ts';

export interface ProfileChangesOptions {
  session: SessionStore;
  api: AccountApi;
  /** Where the customer's profile changes wait for the connection; IndexedDB in the browser. */
  tasks?: TaskStore;
  fetch?: typeof fetch;
  isOnline: () => boolean;
  locale: () => string;
}

/** A queued change the server refused once it arrived: the server's text, to show. */
type RefusalListener = (message: string) => void;

/**
 * The customer's profile changes (POST /api/user/me, /me/language) through their task
 * queue: sent at once online, kept and shown at once offline, answered later when back online.
 */
export function createProfileChanges(options: ProfileChangesOptions) {
  const { session } = options;
  const refusalListeners = new Set<RefusalListener>();
  const withQueue = lazyUserQueue(options, (task, answer) => void settleLate(task, answer));

  /** The server's profile with the changes still on their way, so the page keeps showing them. */
  async function showProfile(user: CustomerProfile) {
    let shown = user;
    for (const task of (await withQueue((queue) => queue.pending())) ?? []) {
      if (!task.transmited && !task.canceled) shown = withChange(shown, task);
    }
    session.showUser(shown);
  }

  /**
   * A queued change answered after its form stopped waiting. Refused, the profile is read again,
   * dropping what the page showed of it, and the server's text goes to the refusal listeners.
   */
  async function settleLate(task: UserTask, answer: ApiAnswer) {
    const user = session.snapshot()?.user;
    if (!user) return;
    if (answer.code === 200) return showProfile(acceptedProfile(user, task, answer));
    // The session ended (forced logout): that is announced on its own.
    if (answer.reason === 'refresh_failed') return;
    const read = await settled(options.api.me(session.auth));
    if (read?.code === 200 && session.snapshot()) await showProfile(read.result as CustomerProfile);
    const message = typeof answer.result === 'string' ? answer.result : SOMETHING_WRONG;
    for (const listener of refusalListeners) listener(message);
  }

  return {
    showProfile,

    /**
     * A change sent as the customer through the queue. Online the caller gets the server's answer;
     * offline (or when the request fails) it stays queued and the stored profile shows it at once.
     */
    async change(task: NewTask): Promise<ChangeOutcome> {
      if (!session.snapshot()) return { code: 401, result: REFRESH_FAILED, reason: 'refresh_failed' };
      const outcome = await withQueue((queue) => queue.send(task));
      if (!outcome) return { code: 0, result: SOMETHING_WRONG };
      if (outcome.status === 'failed') return { code: 0, result: outcome.message };
      const user = session.snapshot()?.user;
      if (outcome.status === 'queued') {
        if (user) session.showUser(withChange(user, task));
        return 'queued';
      }
      const answer = answerOf(outcome.task);
      if (answer.code === 200 && user) await showProfile(acceptedProfile(user, task, answer));
      return answer;
    },

    listenRefusals: (listener: RefusalListener): (() => void) => {
      refusalListeners.add(listener);
      return () => void refusalListeners.delete(listener);
    },

    send: () => withQueue((queue) => queue.process()),

    /** Unsent changes go with the session; none of them may reach the next login. */
    drop: () => withQueue((queue) => queue.clearUntransmitted()),

    /** A new session: refreshes may be tried again, and nothing of an earlier one is sent with it. */
    startOver: () =>
      withQueue(async (queue) => {
        queue.resetSession();
        await queue.clearUntransmitted();
      }),
  };
}

/**
 * The customer's task queue. Its code (shared with the cart's queue) loads on first use, so
 * loading the session adds nothing for the shell to preload. Work on it answers null when its code
 * could not load or its storage failed (IndexedDB refused, e.g. storage blocked): nothing is queued
 * then, but logins, logouts and reads still work.
 */
function lazyUserQueue(
  options: ProfileChangesOptions,
  onLateAnswer: (task: UserTask, answer: ApiAnswer) => void,
) {
  let userQueue: Promise<UserQueue> | null = null;
  const { session } = options;

  function load(): Promise<UserQueue> {
    userQueue ??= import('./user-queue.ts').then(({ createUserQueue }) =>
      createUserQueue({
        tasks: options.tasks,
        fetch: options.fetch,
        isOnline: options.isOnline,
        locale: options.locale,
        session: {
          token: () => session.token(),
          refresh: () => session.refresh(),
          forceLogout: () => session.end('forced'),
        },
        onLateAnswer: (task, failure) =>
          onLateAnswer(task, failure === undefined ? answerOf(task) : { code: 0, result: failure }),
      }),
    );
    // A chunk that failed to load (offline) is tried again next time.
    userQueue.catch(() => (userQueue = null));
    return userQueue;
  }

  return async <T>(work: (queue: UserQueue) => Promise<T>): Promise<T | null> => {
    try {
      return await work(await load());
    } catch {
      return null;
    }
  };
}
