/** A request to the server, queued until it can be sent. */
export interface SyncTask {
  task_id: string;
  /** May hold the {{cartId}} placeholder, filled in when the task is sent. */
  url: string;
  payload: { method: 'GET' | 'POST' | 'DELETE'; body?: unknown };
  transmited: boolean;
  transmited_at: number | null;
  canceled: boolean;
  created_at: number;
  updated_at: number;
  result: unknown;
  resultCode: number | null;
  code: number | null;
  acknowledged: boolean;
  meta: unknown;
  /** Who wants the answer, e.g. 'cart/stockSync'; the queue's owner dispatches it. */
  callback_event: string | null;
  /** A silent task shows no error notification. */
  silent: boolean;
  /** How often it was sent while online and got no answer at all (absent on older stored tasks). */
  network_failures?: number;
}

export interface NewTask {
  url: string;
  payload: SyncTask['payload'];
  callback_event?: string;
  silent?: boolean;
}

export const CART_ID_PLACEHOLDER = '{{cartId}}';

/** The texts of a response the client cannot use. */
export const BAD_CONTENT_TYPE = 'Error with response - bad content-type!';
export const WRONG_RESPONSE_FORMAT = 'Unhandled error, wrong response format!';
/** A task that needs a cart id fails without one, and the cart is re-created. */
export const CART_ID_MISSING = 'The cart id is missing; re-creating the shopping cart.';

export function prepareTask(input: NewTask, now: number, taskId: string): SyncTask {
  return {
    task_id: taskId,
    url: input.url,
    payload: input.payload,
    transmited: false,
    transmited_at: null,
    canceled: false,
    created_at: now,
    updated_at: now,
    result: null,
    resultCode: null,
    code: null,
    acknowledged: false,
    meta: null,
    callback_event: input.callback_event ?? null,
    silent: input.silent ?? false,
  };
}

/**
 * Maximum network task attempts 1. As in the queue the seeds come from, it counts the
 * attempts after the first: a task sent while online that gets no answer is sent once more on a
 * later run; failing again, it is given up instead of holding up the queue for ever. Failures
 * while the browser is offline are no attempts: those tasks wait for the connection.
 */
export const MAX_NETWORK_TASK_ATTEMPTS = 1;

/** A task that got no answer while online: counted, and whether it is now given up. */
export function afterNetworkFailure(task: SyncTask, now: number): { task: SyncTask; isGivenUp: boolean } {
  const failures = (task.network_failures ?? 0) + 1;
  return {
    task: {
      ...task,
      network_failures: failures,
      updated_at: now,
      canceled: failures > MAX_NETWORK_TASK_ATTEMPTS,
    },
    isGivenUp: failures > MAX_NETWORK_TASK_ATTEMPTS,
  };
}

export function needsCartId(url: string): boolean {
  return url.includes(CART_ID_PLACEHOLDER);
}

/** The URL to send, or null when it needs a cart id there is none of. */
export function resolveTaskUrl(url: string, cartId: string | null): string | null {
  if (!needsCartId(url)) return url;
  if (!cartId) return null;
  return url.split(CART_ID_PLACEHOLDER).join(encodeURIComponent(cartId));
}

export type TaskResponse =
  | { ok: true; code: number; result: unknown; meta: unknown }
  | { ok: false; error: typeof BAD_CONTENT_TYPE | typeof WRONG_RESPONSE_FORMAT };

/**
 * Reads a server answer strictly: JSON only, with a numeric code (or the
 * resultCode of the prescription, campaign and stock calls).
 */
export function readTaskResponse(contentType: string | null, body: unknown): TaskResponse {
  if (!contentType?.toLowerCase().includes('application/json')) return { ok: false, error: BAD_CONTENT_TYPE };
  if (typeof body !== 'object' || body === null) return { ok: false, error: WRONG_RESPONSE_FORMAT };
  const record = body as Record<string, unknown>;
  const code = typeof record.code === 'number' ? record.code : record.resultCode;
  if (typeof code !== 'number') return { ok: false, error: WRONG_RESPONSE_FORMAT };
  return { ok: true, code, result: record.result, meta: record.meta ?? null };
}

export function markTransmitted(
  task: SyncTask,
  response: { code: number; result: unknown; meta: unknown },
  now: number,
): SyncTask {
  return {
    ...task,
    transmited: true,
    transmited_at: now,
    updated_at: now,
    result: response.result,
    resultCode: response.code,
    code: response.code,
    meta: response.meta,
    acknowledged: false,
  };
}
