// The process's logger (issue 11, defect 5): a log line says what kind of thing went wrong and for which request,
// never what was sent. Credentials in headers are censored, an error is logged by its kind and code (a database
// error's message carries the failing query's values: e-mails, password hashes), and no line is longer than
// LOG_LINE_LIMIT, so one bad request cannot flood the disk.
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';

export const LOG_LINE_LIMIT = 8 * 1024;

/** What a log may say of an error: its kind, its code, its cause's, and where it was thrown (no message). */
export function errorKind(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const coded = error as Error & { code?: unknown; statusCode?: unknown };
  const frames = (error.stack ?? '')
    .split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .slice(0, 8)
    .map((line) => line.trim());
  return {
    type: error.constructor.name,
    ...(typeof coded.code === 'string' ? { code: coded.code } : {}),
    ...(typeof coded.statusCode === 'number' ? { statusCode: coded.statusCode } : {}),
    ...(error.cause !== undefined ? { cause: errorKind(error.cause) } : {}),
    frames,
  };
}

/** A line past the limit is replaced by a short line saying so, with its start. */
function capLine(line: string): string {
  if (line.length <= LOG_LINE_LIMIT) return line;
  return `${JSON.stringify({ msg: 'log line cut', bytes: line.length, start: line.slice(0, 512) })}\n`;
}

export const loggerOptions = (level: string): LoggerOptions => ({
  level,
  redact: {
    paths: ['req.headers.authorization', 'req.headers.cookie', 'req.headers["idempotency-key"]'],
    censor: '[hidden]',
  },
  serializers: { err: errorKind, error: errorKind },
  hooks: { streamWrite: capLine },
});

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
