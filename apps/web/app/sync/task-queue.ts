import {
  CART_ID_MISSING,
  REFRESH_FAILED,
  afterNetworkFailure,
  markTransmitted,
  prepareTask,
  resolveTaskUrl,
  type ErrorReason,
  type FieldError,
  type NewTask,
  type SyncTask,
} from '@apteek/domain';
import { createApiAuth } from '../api/api-auth.ts';
import { ApiError, SOMETHING_WRONG, type ApiAnswer } from '../api/api-error.ts';
import { callApi } from '../api/client.ts';
import type { TaskStore } from './task-store.ts';

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
   * Accept-Language of every call (the store's default locale); a function for a
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

/** A transmitted task with the reason and field errors of a refusal, for a form that shows them. */
export type TransmittedTask = SyncTask & { reason?: ErrorReason; errors?: FieldError[] };

/** What became of a task its caller waits for (`send`). */
export type SendOutcome =
  | { status: 'answered'; task: TransmittedTask }
  /** Offline or no connection: it stays queued and its answer comes later, to `onTransmitted`. */
  | { status: 'queued' }
  /** The answer was unusable; the task was canceled. */
  | { status: 'failed'; message: string };

type Transmission = TransmittedTask | 'offline' | 'blocked' | 'canceled';

/**
 * The sync task queue: every server-changing call is persisted
 * first, then sent in order while online; a network failure leaves it queued for the next
 * `process()` (the owner calls it on the `online` event). A 401 triggers one token refresh
 * shared by concurrent calls; when that fails the user is logged out and unsent tasks are dropped.
 */
export function createTaskQueue(options: TaskQueueOptions) {
  const now = options.now ?? Date.now;
  const newId = options.newId ?? (() => crypto.randomUUID());
  const sender = taskSender(options, now);
  const waiting = taskWaiters();
  const process = serialRuns(drain);

  async function drain(): Promise<void> {
    for (const task of await options.store.list()) {
      if (task.transmited || task.canceled) continue;
      if (!options.isOnline()) return;
      const outcome = await sender.transmit(task, waiting.settle);
      if (outcome === 'offline' || outcome === 'blocked') return;
      if (outcome === 'canceled') continue;
      await options.store.remove(task.task_id);
      if (!waiting.settle(task.task_id, { status: 'answered', task: outcome }))
        options.onTransmitted?.(outcome);
      // The session is gone and the queue was cleared: nothing left to send for it.
      if (sender.isUnauthorized()) return;
    }
  }

  return {
    /** Persists a server-changing call and sends the queue. */
    async queue(input: NewTask): Promise<SyncTask> {
      const task = prepareTask(input, now(), newId());
      await options.store.put(task);
      void process();
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
      const outcome = waiting.wait(task.task_id);
      await options.store.put(task).catch((error: unknown) => {
        waiting.forget(task.task_id);
        throw error;
      });
      // A run in progress runs once more, so this task is sent (or found offline) before it ends.
      await process();
      waiting.settle(task.task_id, { status: 'queued' });
      return outcome;
    },

    /** Sends a call now, outside the queue (reads that only make sense online). */
    async execute(input: NewTask): Promise<SyncTask | null> {
      if (!options.isOnline()) return null;
      const outcome = await sender.transmit(prepareTask(input, now(), newId()), waiting.settle);
      return typeof outcome === 'string' ? null : outcome;
    },

    /** Sends queued tasks in order; concurrent calls join the run in progress and run once more. */
    process,

    /** A new login starts a new session: refreshes may be tried again. */
    resetSession: () => sender.resetSession(),

    /** Unsent tasks are dropped on a forced logout. */
    clearUntransmitted: (): Promise<void> => options.store.clear(),

    pending: (): Promise<SyncTask[]> => options.store.list(),
  };
}

/** Runs `work` one run at a time; a call during a run joins it and makes it run once more. */
function serialRuns(work: () => Promise<void>): () => Promise<void> {
  let running: Promise<void> | null = null;
  let runAgain = false;
  return () => {
    if (running) {
      runAgain = true;
      return running;
    }
    running = (async () => {
      do {
        runAgain = false;
        await work();
      } while (runAgain);
    })().finally(() => {
      running = null;
    });
    return running;
  };
}

/** Callers waiting for their own task (`send`); its outcome goes to them, not to the callbacks. */
function taskWaiters() {
  const waiting = new Map<string, (outcome: SendOutcome) => void>();
  return {
    wait: (taskId: string) => new Promise<SendOutcome>((resolve) => waiting.set(taskId, resolve)),
    forget: (taskId: string) => void waiting.delete(taskId),
    /** Hands the outcome to the task's caller; false when nobody waits for it. */
    settle: (taskId: string, outcome: SendOutcome): boolean => {
      const waiter = waiting.get(taskId);
      if (!waiter) return false;
      waiting.delete(taskId);
      waiter(outcome);
      return true;
    },
  };
}

type Settle = (taskId: string, outcome: SendOutcome) => boolean;

/** Sends one task through the API client, as the session's customer. */
function taskSender(options: TaskQueueOptions, now: () => number) {
  // The token refresh is tried once; a refused refresh ends the session until the next login.
  let unauthorized = false;
  const auth = createApiAuth({
    token: () => options.session.token(),
    renew: async () => {
      if (unauthorized) return null;
      const token = await options.session.refresh().catch(() => null);
      if (token) return token;
      unauthorized = true;
      await options.store.clear();
      options.session.onUnauthorized();
      return null;
    },
  });
  const locale = () => (typeof options.locale === 'function' ? options.locale() : options.locale);
  const transmitted = (task: SyncTask, answer: ApiAnswer): TransmittedTask => ({
    ...markTransmitted(task, { code: answer.code, result: answer.result, meta: answer.meta ?? null }, now()),
    ...(answer.reason ? { reason: answer.reason } : {}),
    ...(answer.errors ? { errors: answer.errors } : {}),
  });

  async function transmit(task: SyncTask, settle: Settle): Promise<Transmission> {
    const url = resolveTaskUrl(task.url, options.session.cartId());
    if (url === null) {
      options.onFailed?.(task, CART_ID_MISSING);
      options.session.onCartIdMissing();
      return 'blocked';
    }
    try {
      const { method, body } = task.payload;
      return transmitted(
        task,
        await callApi(url, { method, body, locale: locale(), auth, fetch: options.fetch }),
      );
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return failed(task, error, settle);
    }
  }

  /**
   * No answer at all. Offline, the task waits for the connection. Online, it gets one
   * more attempt on a later run; then the task is given up, so it cannot hold up the queue.
   */
  async function networkFailure(task: SyncTask, settle: Settle): Promise<Transmission> {
    if (!options.isOnline()) return 'offline';
    const counted = afterNetworkFailure(task, now());
    await options.store.put(counted.task);
    if (!counted.isGivenUp) return 'offline';
    if (!settle(task.task_id, { status: 'failed', message: SOMETHING_WRONG }))
      options.onFailed?.(counted.task, SOMETHING_WRONG);
    return 'canceled';
  }

  async function failed(task: SyncTask, error: ApiError, settle: Settle): Promise<Transmission> {
    switch (error.failure) {
      case 'offline':
        return networkFailure(task, settle);
      case 'unusable':
        // Sending it again would get the same answer and hold up every task behind it.
        await options.store.put({ ...task, canceled: true, updated_at: now() });
        if (!settle(task.task_id, { status: 'failed', message: error.message }))
          options.onFailed?.(task, error.message);
        return 'canceled';
      case 'refused':
        return transmitted(task, error.answer ?? { code: error.status, result: error.message });
      case 'session-ended':
        return transmitted(task, { code: 401, result: REFRESH_FAILED, reason: 'refresh_failed' });
      default:
        return error.failure satisfies never;
    }
  }

  return {
    transmit,
    isUnauthorized: () => unauthorized,
    resetSession: () => void (unauthorized = false),
  };
}
