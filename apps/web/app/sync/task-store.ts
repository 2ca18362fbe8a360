import type { SyncTask } from '@apteek/domain';
import { CACHES } from '../pwa/cache-rules.ts';
import { clearRuntimeCaches, retryOverQuota } from '../pwa/storage-quota.ts';

/** Where queued tasks wait; IndexedDB in the browser, memory in tests and during server rendering. */
export interface TaskStore {
  list(): Promise<SyncTask[]>;
  put(task: SyncTask): Promise<void>;
  remove(taskId: string): Promise<void>;
  clear(): Promise<void>;
}

export function memoryTaskStore(): TaskStore {
  const tasks = new Map<string, SyncTask>();
  return {
    list: () => Promise.resolve([...tasks.values()].sort((a, b) => a.created_at - b.created_at)),
    put: (task) => {
      tasks.set(task.task_id, task);
      return Promise.resolve();
    },
    remove: (taskId) => {
      tasks.delete(taskId);
      return Promise.resolve();
    },
    clear: () => {
      tasks.clear();
      return Promise.resolve();
    },
  };
}

const DATABASE = 'apteek';
const VERSION = 1;
const TASKS = 'syncTasks';

/**
 * Storage over quota: a task is what the shopper did, so it is the caches (visited
 * pages, catalogue reads, images, all rebuilt from the network) that make room for it.
 */
async function freeCaches(): Promise<void> {
  if (typeof caches === 'undefined') return;
  await clearRuntimeCaches(caches, [CACHES.pages, CACHES.catalogue, CACHES.images]);
}

/** Tasks of one store view (the prior system namespaced the queue per store code). */
export function indexedDbTaskStore(storeCode: string): TaskStore {
  let opened: Promise<IDBDatabase> | null = null;
  const database = () => {
    opened ??= new Promise((resolve, reject) => {
      const request = indexedDB.open(DATABASE, VERSION);
      request.onupgradeneeded = () => {
        const store = request.result.createObjectStore(TASKS, { keyPath: 'task_id' });
        store.createIndex('storeCode', 'storeCode');
      };
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    });
    return opened;
  };
  const run = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>) => {
    const db = await database();
    return new Promise<T>((resolve, reject) => {
      const transaction = db.transaction(TASKS, mode);
      const request = work(transaction.objectStore(TASKS));
      const fail = () => reject(request.error ?? transaction.error ?? new Error('IndexedDB request failed'));
      request.onerror = fail;
      // A write over quota fails when its transaction commits, after the request succeeded.
      if (mode === 'readonly') request.onsuccess = () => resolve(request.result);
      else {
        transaction.oncomplete = () => resolve(request.result);
        transaction.onabort = fail;
      }
    });
  };
  return {
    async list() {
      const rows = await run('readonly', (store) => store.index('storeCode').getAll(storeCode));
      return (rows as (SyncTask & { storeCode: string })[])
        .map(({ storeCode: _store, ...task }) => task)
        .sort((a, b) => a.created_at - b.created_at);
    },
    async put(task) {
      await retryOverQuota(async () => {
        await run('readwrite', (store) => store.put({ ...task, storeCode }));
      }, freeCaches);
    },
    async remove(taskId) {
      await run('readwrite', (store) => store.delete(taskId));
    },
    async clear() {
      for (const task of await this.list()) await this.remove(task.task_id);
    },
  };
}
