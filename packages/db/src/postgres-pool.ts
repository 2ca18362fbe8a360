import pg from 'pg';
import { databaseFault } from './database-faults.ts';

/** How long the server waits on PostgreSQL before it answers 503 instead (docs/ARCHITECTURE.md). */
export interface DatabaseTimeouts {
  /** Opening a connection, or waiting for a free one in the pool. */
  connectMs: number;
  /**
   * One statement: PostgreSQL cancels it after this long (statement_timeout), and the client gives
   * up a second later when the server cannot even say so (a frozen network).
   */
  statementMs: number;
}

export const DEFAULT_TIMEOUTS: DatabaseTimeouts = { connectMs: 3000, statementMs: 5000 };

/** A transaction left open by a client that vanished holds its row locks at most this long. */
const IDLE_IN_TRANSACTION_MS = 60_000;
/** TCP keep-alive probes start after this much silence, so a dead peer is noticed on idle connections. */
const KEEP_ALIVE_DELAY_MS = 10_000;

/**
 * The word similarity at or above which a search's typo retry keeps a row through the trigram index
 * (`<%`, PostgreSQL's `pg_trgm.word_similarity_threshold`). The default 0.6 missed one changed or
 * swapped letter inside a word ('ибупорфен' is 0.43 to 'ибупрофен', 'ibuprafen' 0.54 to
 * 'ibuprofen'). The retry runs only for a term that matched no word or prefix, and ranks by
 * closeness. Set on every session that serves searches: the serving pool's connections and the
 * embedded database's one session.
 */
export const TYPO_SCAN_SIMILARITY = 0.4;
export const TYPO_SCAN_SETTING = `pg_trgm.word_similarity_threshold=${TYPO_SCAN_SIMILARITY}`;

/**
 * The serving pool: bounded connect, statement and read time-outs, TCP keep-alive, and no client
 * that saw its connection fail ever goes back into the pool.
 */
export function servingPool(url: string, poolSize: number, timeouts: DatabaseTimeouts): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: timeouts.connectMs,
    statement_timeout: timeouts.statementMs,
    query_timeout: timeouts.statementMs + 1000,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_MS,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
    options: `-c ${TYPO_SCAN_SETTING}`,
  });
  // Idle clients that lose their server must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  pool.on('connect', guardClient);
  return pool;
}

/** For migrations and bulk loads: the same connection rules without statement time-outs. */
export function maintenancePool(url: string, poolSize: number, timeouts: DatabaseTimeouts): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max: poolSize,
    connectionTimeoutMillis: timeouts.connectMs,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  });
  pool.on('error', () => undefined);
  pool.on('connect', guardClient);
  return pool;
}

type Callback = (error: unknown, result: unknown) => void;
type AnyQuery = (...args: unknown[]) => unknown;

/**
 * A client whose connection failed (cut, refused, silent past the read time-out) is closed and taken
 * out of the pool the moment a query reports it. pg-pool drops such a client only when the borrower
 * releases it with the error, and drizzle's transactions release without one, or not at all when
 * `begin` fails: the pool would keep silent connections, or run out of slots, until a restart.
 */
function guardClient(client: pg.PoolClient): void {
  // A borrowed client has no listener of pg-pool's; its connection dying between queries must not
  // crash the process (the next query reports it).
  client.on('error', () => undefined);
  const query = client.query.bind(client) as AnyQuery;
  const onFailure = (error: unknown) => {
    const fault = databaseFault(error);
    // 57014: the server cancelled a statement at its time-out; the connection itself is fine.
    if (fault !== null && fault !== '57014') discard(client, error);
  };
  const guarded: AnyQuery = (...args) => {
    const last = args.at(-1);
    if (typeof last === 'function') {
      const callback = last as Callback;
      return query(...args.slice(0, -1), (error: unknown, result: unknown) => {
        onFailure(error);
        callback(error, result);
      });
    }
    const result = query(...args);
    if (!(result instanceof Promise)) return result;
    return result.catch((error: unknown) => {
      onFailure(error);
      throw error;
    });
  };
  client.query = guarded as typeof client.query;
}

function discard(client: pg.PoolClient, error: unknown): void {
  const release = client.release.bind(client);
  // Released once, with the error, so pg-pool removes it; the borrower's own release becomes a no-op.
  client.release = () => undefined;
  (client as unknown as pg.Client).connection.stream.destroy();
  try {
    release(error instanceof Error ? error : true);
  } catch {
    // Already back in the pool (a query after its release): the closed connection keeps it out of use.
  }
}

/** Receives the payloads NOTIFYed on one channel. */
export type NotificationHandler = (payload: string) => void;

/** Pause before the listening connection is opened again after it failed. */
const LISTEN_RETRY_MS = 1000;
/** How often the listening connection proves it is alive; a silent one is replaced. */
const LISTEN_HEARTBEAT_MS = 10_000;

/** The listening connection: the serving pool's time-outs on connecting and reading, no statement time-out. */
function listeningClient(url: string, timeouts: DatabaseTimeouts): pg.Client {
  return new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: timeouts.connectMs,
    query_timeout: timeouts.statementMs + 1000,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEP_ALIVE_DELAY_MS,
  });
}

/**
 * LISTEN needs a connection of its own that stays open (a pooled one goes back to the pool, and
 * its LISTEN with it). This one reconnects after any failure (a restart, a cut or frozen network:
 * the heartbeat notices what TCP does not) and LISTENs again on every channel. Notifications sent
 * while it was away are lost: PostgreSQL keeps none for a listener that is not connected.
 */
export function postgresListener(url: string, timeouts: DatabaseTimeouts) {
  const handlers = new Map<string, Set<NotificationHandler>>();
  let client: pg.Client | null = null;
  let connecting: Promise<void> | null = null;
  let retry: NodeJS.Timeout | null = null;
  let heartbeat: NodeJS.Timeout | null = null;
  let closed = false;

  const drop = (failed: pg.Client) => {
    if (client !== failed) return;
    client = null;
    if (heartbeat) clearInterval(heartbeat);
    heartbeat = null;
    (failed as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    failed.end().catch(() => undefined);
    schedule();
  };

  const schedule = () => {
    if (closed || retry || handlers.size === 0) return;
    retry = setTimeout(() => {
      retry = null;
      void connect();
    }, LISTEN_RETRY_MS);
  };

  const open = async () => {
    const next = listeningClient(url, timeouts);
    next.on('error', () => drop(next));
    next.on('end', () => drop(next));
    next.on('notification', (message) => {
      for (const handler of handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client = next;
    try {
      await next.connect();
      for (const channel of handlers.keys()) await next.query(`LISTEN ${next.escapeIdentifier(channel)}`);
    } catch (error) {
      drop(next);
      throw error;
    }
    if (closed) return void next.end().catch(() => undefined);
    heartbeat = setInterval(() => {
      next.query('select 1').catch(() => drop(next));
    }, LISTEN_HEARTBEAT_MS).unref();
  };

  const connect = (): Promise<void> => {
    connecting ??= open()
      .catch(() => undefined)
      .finally(() => {
        connecting = null;
      });
    return connecting;
  };

  return {
    /** Starts listening; resolves once LISTEN is in place, or once the first attempt failed (it retries). */
    async listen(channel: string, handler: NotificationHandler): Promise<() => Promise<void>> {
      const known = handlers.get(channel);
      handlers.set(channel, new Set([...(known ?? []), handler]));
      if (connecting) await connecting;
      if (!client) await connect();
      else if (!known)
        await client.query(`LISTEN ${client.escapeIdentifier(channel)}`).catch(() => undefined);
      return async () => {
        const set = handlers.get(channel);
        set?.delete(handler);
        if (set?.size !== 0) return;
        handlers.delete(channel);
        await client?.query(`UNLISTEN ${client.escapeIdentifier(channel)}`).catch(() => undefined);
      };
    },
    async close(): Promise<void> {
      closed = true;
      if (retry) clearTimeout(retry);
      if (heartbeat) clearInterval(heartbeat);
      await connecting;
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
