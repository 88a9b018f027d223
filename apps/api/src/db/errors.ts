// Which database failures mean "the database is away or too slow right now" (answered 503 with Retry-After)
// rather than a fault of the server (500). Drizzle wraps the driver's error in `cause`; Node's connection
// errors carry an errno code; node-postgres's own ones only a message.

/** SQLSTATE classes and codes: connection exceptions, shutdowns, too many connections, time limits. */
const UNAVAILABLE_SQLSTATES = new Set([
  '57P01', // admin_shutdown: pg_terminate_backend, a restart
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up, shutting down, in recovery
  '53300', // too_many_connections
  '57014', // query_canceled: statement_timeout
  '25P03', // idle_in_transaction_session_timeout
]);
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
/** node-postgres and its pool: a connection that ended, or none to be had in time. */
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error)/;

function reasonItself(error: object): string | undefined {
  const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
  if (UNAVAILABLE_SQLSTATES.has(code) || code.startsWith('08') || UNAVAILABLE_ERRNOS.has(code)) return code;
  const message = error instanceof Error ? UNAVAILABLE_MESSAGE.exec(error.message)?.[0] : undefined;
  // A refused connection to a name with several addresses is an AggregateError of each attempt.
  if (!message && error instanceof AggregateError) return error.errors.map(databaseUnavailable).find(Boolean);
  return message;
}

/**
 * Why the database cannot answer now (a SQLSTATE, an errno or node-postgres's words, never a statement or
 * its values, so it may be logged), or undefined when `error` is something else.
 */
export function databaseUnavailable(error: unknown): string | undefined {
  for (const each of errorChain(error)) {
    const reason = reasonItself(each);
    if (reason) return reason;
  }
  return undefined;
}

/** The error and its causes (a driver's error as Drizzle wrapped it), outermost first, at most five deep. */
export function errorChain(error: unknown): object[] {
  const chain: object[] = [];
  for (let depth = 0; depth < 5 && typeof error === 'object' && error !== null; depth++) {
    chain.push(error);
    error = (error as { cause?: unknown }).cause;
  }
  return chain;
}
