import { describe, expect, it } from 'vitest';
import {
  BAD_CONTENT_TYPE,
  MAX_NETWORK_TASK_ATTEMPTS,
  afterNetworkFailure,
  WRONG_RESPONSE_FORMAT,
  markTransmitted,
  needsCartId,
  prepareTask,
  readTaskResponse,
  resolveTaskUrl,
} from './sync-task.ts';

describe('sync tasks', () => {
  it('start untransmitted with every field of the seeds', () => {
    const task = prepareTask(
      { url: '/api/cart/pull?cartId={{cartId}}', payload: { method: 'GET' } },
      1000,
      't1',
    );
    expect(task).toEqual({
      task_id: 't1',
      url: '/api/cart/pull?cartId={{cartId}}',
      payload: { method: 'GET' },
      transmited: false,
      transmited_at: null,
      canceled: false,
      created_at: 1000,
      updated_at: 1000,
      result: null,
      resultCode: null,
      code: null,
      acknowledged: false,
      meta: null,
      callback_event: null,
      silent: false,
    });
    expect(markTransmitted(task, { code: 200, result: ['x'], meta: { a: 1 } }, 2000)).toMatchObject({
      transmited: true,
      transmited_at: 2000,
      updated_at: 2000,
      resultCode: 200,
      code: 200,
      result: ['x'],
      meta: { a: 1 },
    });
  });

  it('fill in the cart id, and cannot be sent without one', () => {
    expect(needsCartId('/api/cart/pull?cartId={{cartId}}')).toBe(true);
    expect(resolveTaskUrl('/api/cart/pull?cartId={{cartId}}', 'a b')).toBe('/api/cart/pull?cartId=a%20b');
    expect(resolveTaskUrl('/api/cart/pull?cartId={{cartId}}', null)).toBeNull();
    expect(resolveTaskUrl('/api/user/me', null)).toBe('/api/user/me');
  });
});

describe('afterNetworkFailure', () => {
  it('sends a task once more after a failure, then gives it up (1 attempt)', () => {
    const task = prepareTask({ url: '/api/cart/update', payload: { method: 'POST' } }, 1000, 't1');
    const first = afterNetworkFailure(task, 2000);
    expect(first).toMatchObject({ isGivenUp: false, task: { network_failures: 1, canceled: false } });
    const second = afterNetworkFailure(first.task, 3000);
    expect(second).toMatchObject({
      isGivenUp: true,
      task: { network_failures: 2, canceled: true, updated_at: 3000 },
    });
    expect(second.task.network_failures).toBe(MAX_NETWORK_TASK_ATTEMPTS + 1);
  });
});

describe('readTaskResponse', () => {
  it('accepts JSON with a code or a resultCode', () => {
    expect(readTaskResponse('application/json; charset=utf-8', { code: 200, result: 'x' })).toEqual({
      ok: true,
      code: 200,
      result: 'x',
      meta: null,
    });
    expect(readTaskResponse('application/json', { resultCode: 200, result: [] })).toMatchObject({
      code: 200,
    });
  });

  it('refuses other content types and answers without a code', () => {
    expect(readTaskResponse('text/html', '<html>')).toEqual({ ok: false, error: BAD_CONTENT_TYPE });
    expect(readTaskResponse(null, {})).toEqual({ ok: false, error: BAD_CONTENT_TYPE });
    expect(readTaskResponse('application/json', { result: 1 })).toEqual({
      ok: false,
      error: WRONG_RESPONSE_FORMAT,
    });
    expect(readTaskResponse('application/json', null)).toEqual({ ok: false, error: WRONG_RESPONSE_FORMAT });
  });
});
