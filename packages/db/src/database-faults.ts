/**
 * Which failures mean "the database cannot be reached right now" rather than "this query is wrong":
 * the server answers those with 503 and Retry-After, everything else stays a 500. The one place that
 * knows the drivers' error shapes (pg, pg-pool, drizzle's wrapper, Node's sockets).
 */

/** Socket errors of a connection that was refused, cut or never answered. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'EHOSTDOWN',
  'ENETUNREACH',
  'ENETDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
]);

/**
 * SQLSTATEs of a server that is going away, starting, overloaded, or cancelled a statement at its
 * time-out: class 08 (connection exception), 57014 query_canceled (statement_timeout), 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting up, shutting down, in
 * recovery), 57P05 idle_session_timeout, 53300 too_many_connections.
 */
const SQLSTATES = new Set(['57014', '57P01', '57P02', '57P03', '57P05', '53300']);

/**
 * 55000 object_not_in_prerequisite_state is also a query's mistake (currval before nextval); only
 * its "database … is not currently accepting connections" (ALTER DATABASE … ALLOW_CONNECTIONS
 * false, a database being dropped or restored) means the database cannot be reached right now.
 */
const NOT_ACCEPTING_CONNECTIONS = { code: '55000', message: /is not (?:currently )?accepting connections/ };

/** Messages pg and pg-pool use for a lost connection or a time-out, without an error code. */
const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Query read timeout/,
  /^Client has encountered a connection error and is not queryable/,
  /^Connection closed before/,
];

/** True when the failure (or what it wraps) says the database is unreachable, shut down or too slow. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return databaseFault(error) !== null;
}

/**
 * The short reason of an unreachable database (`ECONNREFUSED`, `57P01`, `Query read timeout`), or
 * null when the failure is something else. Never the query or its parameters: it goes to the log.
 */
export function databaseFault(error: unknown, depth = 0): string | null {
  if (!(error instanceof Error) || depth > 5) return null;
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.has(code) || code.startsWith('08'))) {
    return code;
  }
  if (code === NOT_ACCEPTING_CONNECTIONS.code && NOT_ACCEPTING_CONNECTIONS.message.test(error.message)) {
    return code;
  }
  if (MESSAGES.some((pattern) => pattern.test(error.message))) return error.message.split('\n')[0]!;
  // Node gives an AggregateError when every address of a host refused; drizzle wraps the driver's error.
  const inner =
    error instanceof AggregateError ? [...(error.errors as unknown[]), error.cause] : [error.cause];
  for (const cause of inner) {
    const fault = databaseFault(cause, depth + 1);
    if (fault !== null) return fault;
  }
  return null;
}

/**
 * True when the failure (or what it wraps: drizzle gives the driver's error as its cause) is
 * PostgreSQL's unique_violation (23505), as either driver reports it: a row another statement
 * inserted meanwhile, which the caller may take as the answer or try again with.
 */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
