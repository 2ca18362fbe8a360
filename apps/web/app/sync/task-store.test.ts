import 'fake-indexeddb/auto';
import { prepareTask } from '@apteek/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { indexedDbTaskStore } from './task-store.ts';

const task = (id: string) =>
  prepareTask({ url: '/api/cart/update?cartId={{cartId}}', payload: { method: 'POST', body: {} } }, 1, id);

const quotaError = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError');

/** The page's Cache Storage: which caches a quota error emptied. */
function fakeCaches() {
  const deleted: string[] = [];
  vi.stubGlobal('caches', {
    open: vi.fn(),
    delete: vi.fn(async (name: string) => {
      deleted.push(name);
      return true;
    }),
  });
  return deleted;
}

describe('the task store over quota', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('empties the runtime caches and stores the task on the second try', async () => {
    const deleted = fakeCaches();
    const store = indexedDbTaskStore('quota-once');
    vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementationOnce(() => {
      throw quotaError();
    });
    await store.put(task('t-1'));
    expect((await store.list()).map((stored) => stored.task_id)).toEqual(['t-1']);
    expect(deleted.sort()).toEqual(['apteek-catalogue-v1', 'apteek-images-v1', 'apteek-pages-v1']);
  });

  it('gives up after the second quota error and tells the caller', async () => {
    const deleted = fakeCaches();
    const store = indexedDbTaskStore('quota-twice');
    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw quotaError();
    });
    await expect(store.put(task('t-2'))).rejects.toMatchObject({ name: 'QuotaExceededError' });
    expect(put).toHaveBeenCalledTimes(2);
    expect(deleted).toHaveLength(3);
    put.mockRestore();
    expect(await store.list()).toEqual([]);
  });

  it('clears nothing for a write that fits', async () => {
    const deleted = fakeCaches();
    const store = indexedDbTaskStore('roomy');
    await store.put(task('t-3'));
    await store.remove('t-3');
    expect(await store.list()).toEqual([]);
    expect(deleted).toEqual([]);
  });
});
