import {
  ERROR_REASONS,
  REFRESH_FAILED,
  WRONG_RESPONSE_FORMAT,
  readTaskResponse,
  type ErrorReason,
  type FieldError,
} from '@apteek/domain';
import type { ApiAuth } from './api-auth.ts';
import { ApiError, SOMETHING_WRONG, type ApiAnswer } from './api-error.ts';

/**
 * Reads a call's result into its type: a parse function, a zod-like schema, or either of them
 * loaded with the first answer it reads (`readLater`).
 */
export type ResultReader<T> = ReadNow<T> | LaterReader<T>;

type ReadNow<T> = ((result: unknown) => T) | { parse(result: unknown): T };

/** A reader whose code is imported when an answer is to be read, not with the module that calls. */
export interface LaterReader<T> {
  load: () => Promise<ReadNow<T>>;
}

/**
 * A reader imported on first use, e.g. `readLater(() => import('./answers.ts').then((m) => m.ChatAnswerSchema))`:
 * the answer schemas, and the schema library with them, stay out of the scripts a page loads
 * first and are fetched with the first answer that needs them. A failed import is tried again
 * with the next answer.
 */
export function readLater<T>(load: () => Promise<ReadNow<T>>): LaterReader<T> {
  let loading: Promise<ReadNow<T>> | undefined;
  return {
    load: () =>
      (loading ??= load().catch((error: unknown) => {
        loading = undefined;
        throw error;
      })),
  };
}

export interface ApiRequest<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as it is instead of `body`, e.g. a file a member of staff uploads, with its media type. */
  file?: { data: Blob; type: string };
  /** Accept-Language: the store view's default locale, e.g. `et-EE`. */
  locale?: string;
  /** The customer's session: its token goes as the bearer, and a 401 refreshes it once and retries. */
  auth?: ApiAuth | null;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  result?: ResultReader<T>;
  /** The network; tests hand in their own server. */
  fetch?: typeof fetch;
}

const OFFLINE = 'You are offline. Some features might not be available.';

/**
 * The browser's one way to the API. Resolves with the envelope of a 2xx answer, its
 * result read by `request.result`; anything else throws an ApiError: no answer, an answer that
 * is no envelope, the server's refusal with its message and field errors, or a session whose
 * token could not be refreshed. An aborted request rejects with the abort as it is.
 */
export async function callApi<T = unknown>(path: string, request: ApiRequest<T> = {}): Promise<ApiAnswer<T>> {
  const token = request.auth?.token() ?? null;
  const answer = await send(path, request, token);
  if (answer.code !== 401 || !token || !request.auth) return accept(answer, request.result);
  const renewed = await request.auth.refresh();
  if (!renewed) throw new ApiError('session-ended', 401, REFRESH_FAILED, answer);
  return accept(await send(path, request, renewed), request.result);
}

async function send(path: string, request: ApiRequest<unknown>, token: string | null): Promise<ApiAnswer> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (request.locale) headers['accept-language'] = request.locale;
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body !== undefined) headers['content-type'] = 'application/json';
  if (request.file) headers['content-type'] = request.file.type;
  const network = request.fetch ?? globalThis.fetch;
  let response: Response;
  try {
    response = await network(path, {
      method: request.method ?? 'GET',
      headers: { ...headers, ...request.headers },
      body: request.file?.data ?? (request.body === undefined ? undefined : JSON.stringify(request.body)),
      signal: request.signal,
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiError('offline', 0, OFFLINE);
  }
  const body: unknown = await response.json().catch(() => null);
  // An answer that is not JSON, or has no usable code, is refused with the seeds' texts.
  const read = readTaskResponse(response.headers.get('content-type'), body);
  if (!read.ok) throw new ApiError('unusable', response.status, read.error);
  const { errors, reason } = typeof body === 'object' && body !== null ? (body as RefusalFields) : {};
  return {
    code: read.code,
    result: read.result,
    meta: metaOf(read.meta),
    ...reasonOf(reason),
    ...fieldErrorsOf(errors),
  };
}

async function accept<T>(answer: ApiAnswer, given: ResultReader<T> | undefined): Promise<ApiAnswer<T>> {
  if (answer.code < 200 || answer.code > 299) {
    const message = typeof answer.result === 'string' ? answer.result : SOMETHING_WRONG;
    throw new ApiError('refused', answer.code, message, answer);
  }
  if (!given) return answer as ApiAnswer<T>;
  const reader = await readerOf(given);
  try {
    return {
      ...answer,
      result: typeof reader === 'function' ? reader(answer.result) : reader.parse(answer.result),
    };
  } catch {
    throw new ApiError('unusable', answer.code, WRONG_RESPONSE_FORMAT, answer);
  }
}

/** The reader itself, imported first when it is one to load; its code not arriving counts as offline. */
async function readerOf<T>(reader: ResultReader<T>): Promise<ReadNow<T>> {
  if (typeof reader === 'function' || !('load' in reader)) return reader;
  try {
    return await reader.load();
  } catch {
    throw new ApiError('offline', 0, OFFLINE);
  }
}

function metaOf(meta: unknown): Record<string, unknown> | null {
  return typeof meta === 'object' && meta !== null ? (meta as Record<string, unknown>) : null;
}

interface RefusalFields {
  errors?: unknown;
  reason?: unknown;
}

/** A refusal's machine-readable reason, when it names one the contract knows. */
function reasonOf(reason: unknown): { reason?: ErrorReason } {
  return ERROR_REASONS.includes(reason as ErrorReason) ? { reason: reason as ErrorReason } : {};
}

/** The field errors of an answer (a 400 names every refused field), when it has any. */
function fieldErrorsOf(errors: unknown): { errors?: FieldError[] } {
  if (!Array.isArray(errors)) return {};
  return {
    errors: errors.filter(
      (error): error is FieldError =>
        typeof (error as FieldError)?.field === 'string' &&
        typeof (error as FieldError)?.message === 'string',
    ),
  };
}
