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
  /**
   * Accept-Language of every call (spec 001 §7: the store's default locale); a function for a
   * queue that outlives a store view (the customer's own queue); none when empty.
   */
  locale: string | (() => string);
  fetch?: typeof fetch;
  now?: () => number;
  newId?: () => string;
  /** Every transmitted task, for its callback_event and for error notifications. */
  onTransmitted?: (task: TransmittedTask) => void;
  /** A task that could not be sent (missing cart id) or whose answer was unusable (then canceled). */
  onFailed?: (task: SyncTask, message: string) => void;
}

export type TaskQueue = ReturnType<typeof createTaskQueue>;

/** A field the server refused, as its 400 answer names it (DESIGN §3 envelope). */
export interface FieldError {
  field: string;
  message: string;
}

/** A transmitted task with the field errors of its answer, for a form that shows them. */
export type TransmittedTask = SyncTask & { errors?: FieldError[] };

/** What became of a task its caller waits for (`send`). */
export type SendOutcome =
  | { status: 'answered'; task: TransmittedTask }
  /** Offline or no connection: it stays queued and its answer comes later, to `onTransmitted`. */
  | { status: 'queued' }
  /** The answer was unusable; the task was canceled. */
  | { status: 'failed'; message: string };

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
  /** Callers waiting for their own task (`send`); its outcome goes to them, not to the callbacks. */
  const waiting = new Map<string, (outcome: SendOutcome) => void>();

  function settle(taskId: string, outcome: SendOutcome): boolean {
    const waiter = waiting.get(taskId);
    if (!waiter) return false;
    waiting.delete(taskId);
    waiter(outcome);
    return true;
  }

  function localeOf(): string {
    return typeof options.locale === 'function' ? options.locale() : options.locale;
  }

  async function transmit(
    task: SyncTask,
    token: string | null,
  ): Promise<TransmittedTask | 'offline' | 'blocked' | 'canceled'> {
    const url = resolveTaskUrl(task.url, options.session.cartId());
    if (url === null) {
      options.onFailed?.(task, CART_ID_MISSING);
      options.session.onCartIdMissing();
      return 'blocked';
    }
    const headers: Record<string, string> = { accept: 'application/json' };
    const locale = localeOf();
    if (locale) headers['accept-language'] = locale;
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
      if (!settle(task.task_id, { status: 'failed', message: read.error }))
        options.onFailed?.(task, read.error);
      return 'canceled';
    }
    if (read.code === 401 && token) {
      const renewed = await refreshOnce();
      if (renewed) return transmit(task, renewed);
      return markTransmitted(task, { code: 401, result: REFRESH_FAILED, meta: null }, now());
    }
    return { ...markTransmitted(task, read, now()), ...fieldErrorsOf(body) };
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
      if (!settle(task.task_id, { status: 'answered', task: outcome })) options.onTransmitted?.(outcome);
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

    /**
     * Persists a server-changing call and sends the queue, waiting for this call's own outcome: its
     * answer when it went through now, or 'queued' when it waits for the connection (its answer then
     * arrives later, through `onTransmitted`).
     */
    async send(input: NewTask): Promise<SendOutcome> {
      const task = prepareTask(input, now(), newId());
      // Waiting before the task can be sent, so its answer cannot slip past to `onTransmitted`.
      const outcome = new Promise<SendOutcome>((resolve) => waiting.set(task.task_id, resolve));
      await options.store.put(task).catch((error: unknown) => {
        waiting.delete(task.task_id);
        throw error;
      });
      // A run in progress runs once more, so this task is sent (or found offline) before it ends.
      await this.process();
      settle(task.task_id, { status: 'queued' });
      return outcome;
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

/** The field errors of an answer (a 400 names every refused field), when it has any. */
function fieldErrorsOf(body: unknown): { errors?: FieldError[] } {
  const errors =
    typeof body === 'object' && body !== null ? (body as { errors?: unknown }).errors : undefined;
  if (!Array.isArray(errors)) return {};
  return {
    errors: errors.filter(
      (error): error is FieldError =>
        typeof (error as FieldError)?.field === 'string' &&
        typeof (error as FieldError)?.message === 'string',
    ),
  };
}
