import {
  CART_ID_MISSING,
  markTransmitted,
  prepareTask,
  readTaskResponse,
  resolveTaskUrl,
  type NewTask,
  type SyncTask,
} from '@apteek/domain';
import { REFRESH_FAILED } from './sync-messages.ts';
import type { TaskStore } from './task-store.ts';

/** Spec 000 §8: what a task answers once the session could not be refreshed. */
export { REFRESH_FAILED };

/** Spec 000 §9: token attempt limit 1. */
const MAX_REFRESH_ATTEMPTS = 1;

export interface QueueSession {
  cartId(): string | null;
  token(): string | null;
  /** One refresh of the access token; the new token, or null when it failed. */
  refresh(): Promise<string | null>;
  /** The session is gone: log out, open the sign-up modal (unsent tasks are already cleared). */
  onUnauthorized(): void;
  /** A task needs a cart id and there is none: create the cart, then process again. */
  onCartIdMissing(): void;
}

export interface TaskQueueOptions {
  store: TaskStore;
  session: QueueSession;
  isOnline: () => boolean;
  /** Accept-Language of every call (spec 001 §7: the store's default locale). */
  locale: string;
  fetch?: typeof fetch;
  now?: () => number;
  newId?: () => string;
  /** Every transmitted task, for its callback_event and for error notifications. */
  onTransmitted?: (task: SyncTask) => void;
  /** A task that could not be sent (missing cart id) or whose answer was unusable (then canceled). */
  onFailed?: (task: SyncTask, message: string) => void;
}

export type TaskQueue = ReturnType<typeof createTaskQueue>;

/**
 * The sync task queue of spec 000 §4 (PRIOR-ART §1.1): every server-changing call is persisted
 * first, then sent in order while online; a network failure leaves it queued for the next
 * `process()` (the owner calls it on the `online` event). A 401 triggers one token refresh
 * under a lock; when that fails the user is logged out and unsent tasks are dropped.
 */
export function createTaskQueue(options: TaskQueueOptions) {
  const send = options.fetch ?? ((input, init) => fetch(input, init));
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  let running: Promise<void> | null = null;
  let runAgain = false;
  let refreshing: Promise<string | null> | null = null;
  let refreshAttempts = 0;
  let unauthorized = false;

  async function transmit(
    task: SyncTask,
    token: string | null,
  ): Promise<SyncTask | 'offline' | 'blocked' | 'canceled'> {
    const url = resolveTaskUrl(task.url, options.session.cartId());
    if (url === null) {
      options.onFailed?.(task, CART_ID_MISSING);
      options.session.onCartIdMissing();
      return 'blocked';
    }
    const headers: Record<string, string> = { accept: 'application/json', 'accept-language': options.locale };
    if (token) headers.authorization = `Bearer ${token}`;
    if (task.payload.body !== undefined) headers['content-type'] = 'application/json';
    let response: Response;
    try {
      response = await send(url, {
        method: task.payload.method,
        headers,
        body: task.payload.body === undefined ? undefined : JSON.stringify(task.payload.body),
      });
    } catch {
      return 'offline';
    }
    const body = await response.json().catch(() => null);
    const read = readTaskResponse(response.headers.get('content-type'), body);
    if (!read.ok) {
      // Sending it again would get the same answer and hold up every task behind it.
      await options.store.put({ ...task, canceled: true, updated_at: now() });
      options.onFailed?.(task, read.error);
      return 'canceled';
    }
    if (read.code === 401 && token) {
      const renewed = await refreshOnce();
      if (renewed) return transmit(task, renewed);
      return markTransmitted(task, { code: 401, result: REFRESH_FAILED, meta: null }, now());
    }
    return markTransmitted(task, read, now());
  }

  /** One refresh at a time; callers arriving meanwhile wait for the same answer. */
  function refreshOnce(): Promise<string | null> {
    refreshing ??= (async () => {
      if (unauthorized || refreshAttempts >= MAX_REFRESH_ATTEMPTS) return null;
      refreshAttempts += 1;
      const token = await options.session.refresh().catch(() => null);
      if (token) {
        refreshAttempts = 0;
        return token;
      }
      unauthorized = true;
      await options.store.clear();
      options.session.onUnauthorized();
      return null;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  async function drain(): Promise<void> {
    for (const task of await options.store.list()) {
      if (task.transmited || task.canceled) continue;
      if (!options.isOnline()) return;
      const outcome = await transmit(task, options.session.token());
      if (outcome === 'offline' || outcome === 'blocked') return;
      if (outcome === 'canceled') continue;
      await options.store.remove(task.task_id);
      options.onTransmitted?.(outcome);
      // The session is gone and the queue was cleared: nothing left to send for it.
      if (unauthorized) return;
    }
  }

  return {
    /** Persists a server-changing call and sends the queue. */
    async queue(input: NewTask): Promise<SyncTask> {
      const task = prepareTask(input, now(), newId());
      await options.store.put(task);
      void this.process();
      return task;
    },

    /** Sends a call now, outside the queue (reads that only make sense online). */
    async execute(input: NewTask): Promise<SyncTask | null> {
      if (!options.isOnline()) return null;
      const outcome = await transmit(prepareTask(input, now(), newId()), options.session.token());
      return typeof outcome === 'string' ? null : outcome;
    },

    /** Sends queued tasks in order; concurrent calls join the run in progress and run once more. */
    process(): Promise<void> {
      if (running) {
        runAgain = true;
        return running;
      }
      running = (async () => {
        do {
          runAgain = false;
          await drain();
        } while (runAgain);
      })().finally(() => {
        running = null;
      });
      return running;
    },

    /** A new login starts a new session: refreshes may be tried again. */
    resetSession(): void {
      unauthorized = false;
      refreshAttempts = 0;
    },

    /** Spec 000 §4: unsent tasks are dropped on a forced logout. */
    clearUntransmitted(): Promise<void> {
      return options.store.clear();
    },

    pending(): Promise<SyncTask[]> {
      return options.store.list();
    },
  };
}
