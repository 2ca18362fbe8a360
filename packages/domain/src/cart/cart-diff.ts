/** A line as the browser holds it; serverItemId is null until the server has confirmed it. */
export interface ClientLine {
  key: string;
  sku: string;
  qty: number;
  serverItemId: number | null;
  /** The quantity before the last local change, to restore when the server refuses it. */
  prevQty: number | null;
}

export interface ServerLine {
  itemId: number;
  key: string;
  sku: string;
  qty: number;
}

export interface SyncFlags {
  /** The client's lines win: a forced sync, or the shopper is in checkout. */
  forceClientState: boolean;
  /** Configuration: the server's answer may remove lines the browser has. */
  serverSyncCanRemoveLocalItems: boolean;
  /** Configuration: the server's answer may change quantities the browser has. */
  serverSyncCanModifyLocalItems: boolean;
  /**
   * Keys of lines the shopper changed or removed whose change the server has not confirmed yet
   * (queued or in flight). The browser's state wins for them, so a stale server answer never
   * brings a removed line back or undoes a quantity change (Hydrogen PR #3906).
   */
  unconfirmedKeys?: readonly string[];
}

/** The cart sync's diff log: which side lacked a line, or held another quantity. */
export type DiffEntry =
  | { party: 'server'; status: 'no-item'; key: string; sku: string }
  | { party: 'server'; status: 'wrong-qty'; key: string; sku: string; clientQty: number; serverQty: number }
  | { party: 'client'; status: 'no-item'; key: string; sku: string };

export type SyncAction =
  /** Send the client's quantity to the server (adds the line when itemId is null). */
  | { type: 'push'; key: string; sku: string; qty: number; itemId: number | null }
  | { type: 'delete-server'; key: string; itemId: number }
  | { type: 'remove-local'; key: string }
  | { type: 'set-local-qty'; key: string; qty: number }
  | { type: 'add-local'; line: ServerLine }
  /** In sync: the browser learns the server's item id. */
  | { type: 'link'; key: string; itemId: number };

export interface CartDiff {
  entries: DiffEntry[];
  actions: SyncAction[];
}

/**
 * The cart sync, as the storefront the seeds come from implemented it:
 * - a client line the server lacks ('no-item') is pushed when the client state is forced or the
 *   server may not remove local lines, otherwise it is removed locally — but a line the server never
 *   confirmed is a new add on its way and is always pushed (a first add in a new browser is not
 *   removed again, VSF #4305);
 * - a quantity that differs ('wrong-qty') is pushed when forced or the server may not modify local
 *   lines, otherwise the server's quantity is taken;
 * - a server line the client lacks is deleted on the server when forced, otherwise added locally.
 * Quantities are never added together here: merging a guest cart into a customer's cart happens
 * once, on the server, at login (mergeCarts), which is what keeps reloads from doubling them.
 */
export function diffCart(
  client: readonly ClientLine[],
  server: readonly ServerLine[],
  flags: SyncFlags,
): CartDiff {
  const entries: DiffEntry[] = [];
  const actions: SyncAction[] = [];
  const unconfirmed = new Set(flags.unconfirmedKeys ?? []);
  const clientWins = (key: string) => flags.forceClientState || unconfirmed.has(key);
  const unmatched = [...server];
  for (const line of client) {
    const index = unmatched.findIndex((candidate) => candidate.key === line.key);
    const match = index === -1 ? undefined : unmatched.splice(index, 1)[0];
    if (!match) {
      entries.push({ party: 'server', status: 'no-item', key: line.key, sku: line.sku });
      if (clientWins(line.key) || !flags.serverSyncCanRemoveLocalItems || line.serverItemId === null) {
        actions.push({ type: 'push', key: line.key, sku: line.sku, qty: line.qty, itemId: null });
      } else {
        actions.push({ type: 'remove-local', key: line.key });
      }
      continue;
    }
    if (match.qty !== line.qty) {
      entries.push({
        party: 'server',
        status: 'wrong-qty',
        key: line.key,
        sku: line.sku,
        clientQty: line.qty,
        serverQty: match.qty,
      });
      if (clientWins(line.key) || !flags.serverSyncCanModifyLocalItems) {
        actions.push({ type: 'push', key: line.key, sku: line.sku, qty: line.qty, itemId: match.itemId });
        continue;
      }
      actions.push({ type: 'set-local-qty', key: line.key, qty: match.qty });
    }
    if (line.serverItemId !== match.itemId)
      actions.push({ type: 'link', key: line.key, itemId: match.itemId });
  }
  for (const line of unmatched) {
    entries.push({ party: 'client', status: 'no-item', key: line.key, sku: line.sku });
    actions.push(
      clientWins(line.key)
        ? { type: 'delete-server', key: line.key, itemId: line.itemId }
        : { type: 'add-local', line },
    );
  }
  return { entries, actions };
}

/** The browser's side of a diff: what its lines become once the pushes have succeeded. */
export function applyLocalActions(
  client: readonly ClientLine[],
  actions: readonly SyncAction[],
): ClientLine[] {
  let lines = [...client];
  for (const action of actions) {
    switch (action.type) {
      case 'remove-local':
        lines = lines.filter((line) => line.key !== action.key);
        break;
      case 'set-local-qty':
        lines = lines.map((line) =>
          line.key === action.key ? { ...line, qty: action.qty, prevQty: line.qty } : line,
        );
        break;
      case 'add-local':
        lines.push({ ...action.line, serverItemId: action.line.itemId, prevQty: null });
        break;
      case 'link':
        lines = lines.map((line) =>
          line.key === action.key ? { ...line, serverItemId: action.itemId } : line,
        );
        break;
      case 'push':
      case 'delete-server':
        break;
    }
  }
  return lines;
}

/**
 * A push the server refused: a line the server already had goes back to its previous
 * quantity; a line it never had is removed.
 */
export function revertRefusedPush(client: readonly ClientLine[], key: string): ClientLine[] {
  return client.flatMap((line) => {
    if (line.key !== key) return [line];
    if (line.serverItemId === null) return [];
    return [{ ...line, qty: line.prevQty ?? line.qty, prevQty: null }];
  });
}

/** A stable fingerprint of the lines and their quantities (the items hash that tells whether to sync). */
export function cartItemsHash(lines: readonly { key: string; qty: number }[]): string {
  const canonical = lines
    .map((line) => `${line.key}\u0000${line.qty}`)
    .sort()
    .join('\u0001');
  let hash = 0x811c9dc5;
  for (let i = 0; i < canonical.length; i += 1) {
    hash ^= canonical.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** Sync when forced, when never synced, or when the items changed since the last sync. */
export function isSyncRequired(state: {
  force: boolean;
  itemsHash: string;
  syncedHash: string | null;
  lastSyncAt: number | null;
}): boolean {
  return state.force || state.lastSyncAt === null || state.itemsHash !== state.syncedHash;
}
