import { createTaskQueue, type TransmittedTask } from '../../sync/task-queue.ts';
import { indexedDbTaskStore, memoryTaskStore, type TaskStore } from '../../sync/task-store.ts';

export interface UserQueueOptions {
  /** Where the tasks wait: by default IndexedDB where there is one, memory elsewhere. */
  tasks?: TaskStore;
  fetch?: typeof fetch;
  isOnline: () => boolean;
  locale: () => string;
  /** The session store's tokens, as the cart's queue uses them. */
  session: {
    token(): string | null;
    refresh(): Promise<string | null>;
    forceLogout(): Promise<void>;
  };
  /**
   * A queued change answered after its form stopped waiting (sent on coming back online), or,
   * with `failure`, canceled because its answer was unusable (not JSON) or because it got no
   * answer again while online (a network failure is retried once).
   */
  onLateAnswer: (task: TransmittedTask, failure?: string) => void;
}

/**
 * The customer's sync task queue: one per browser, beside the cart's per-store-view
 * queues in IndexedDB under the key 'user', since a profile belongs to no store view. The session
 * store loads this module on first use, so its code (shared with the cart's queue) is never part
 * of a first page load.
 */
export function createUserQueue(options: UserQueueOptions) {
  return createTaskQueue({
    store:
      options.tasks ?? (typeof indexedDB === 'undefined' ? memoryTaskStore() : indexedDbTaskStore('user')),
    fetch: options.fetch,
    isOnline: options.isOnline,
    locale: options.locale,
    session: {
      cartId: () => null,
      token: () => options.session.token(),
      refresh: () => options.session.refresh(),
      onUnauthorized: () => void options.session.forceLogout(),
      // Never called: no user task needs a cart.
      onCartIdMissing: () => {},
    },
    onTransmitted: (task) => options.onLateAnswer(task),
    onFailed: (task, message) => options.onLateAnswer(task, message),
  });
}

export type UserQueue = ReturnType<typeof createUserQueue>;
