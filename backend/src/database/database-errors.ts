/** Socket errors of a connection that could not be made or was lost. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

/**
 * PostgreSQL states meaning "not now": connection exceptions (class 08), the server shutting
 * down or starting (57P01-57P03), no connection slot left (53300), and the database missing
 * while it is being restored or recreated (3D000).
 */
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300|3D000)$/;

/** Messages of pg and PGlite for a connection lost, never made in time, or closed. */
const UNAVAILABLE_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection refused|PGlite is closed/i;

const SQLSTATE = /^[0-9A-Z]{5}$/;
const UNIQUE_VIOLATION = '23505';

/**
 * Data exceptions a value sent by a client causes: text the database cannot store (NUL,
 * 22021, 22P05), numbers and dates past a column's range (22003, 22008), text that is no
 * value of the column's type (22P02, 22007) or longer than it (22001).
 */
const INVALID_VALUE_STATES = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);

/** Drizzle wraps the driver's error once; a little slack for other wrappers. */
const MAX_CAUSES = 4;

interface ErrorLink {
  code?: unknown;
  message?: unknown;
  constraint?: unknown;
  query?: unknown;
  params?: unknown;
  cause?: unknown;
}

/** The error and the causes it wraps (Drizzle's query error wraps pg's or PGlite's), outermost first. */
function* errorChain(error: unknown): Generator<ErrorLink> {
  let current = error;
  for (let depth = 0; current && typeof current === 'object' && depth < MAX_CAUSES; depth++) {
    yield current as ErrorLink;
    current = (current as ErrorLink).cause;
  }
}

/** PostgreSQL's own error in the chain: its SQLSTATE code and, for constraint violations, the constraint. */
export function postgresError(error: unknown): { code: string; constraint?: string } | undefined {
  for (const link of errorChain(error)) {
    if (typeof link.code === 'string' && SQLSTATE.test(link.code)) {
      return {
        code: link.code,
        ...(typeof link.constraint === 'string' ? { constraint: link.constraint } : {}),
      };
    }
  }
  return undefined;
}

/** A unique violation, of `constraint` when given (the embedded database does not always name it). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const found = postgresError(error);
  if (found?.code !== UNIQUE_VIOLATION) return false;
  return constraint === undefined || found.constraint === undefined || found.constraint === constraint;
}

/** The database refused a value as malformed or out of range: the client's input, worth a 400. */
export function isInvalidValue(error: unknown): boolean {
  const code = postgresError(error)?.code;
  return code !== undefined && INVALID_VALUE_STATES.has(code);
}

/**
 * True when the error says the database cannot be reached right now (as opposed to a bad
 * query): the request deserves a 503 and a retry, not a 500. Follows Drizzle's `cause` chain.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const { code, message, cause } of errorChain(error)) {
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) return true;
    // Only the innermost error's message: Drizzle's wrapper quotes the query and its parameters.
    if (!cause && typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * An error as a log line that leaves out the values a query was given (e-mails, content):
 * for Drizzle's query error, its SQL text and the stack of the database's error beneath it.
 */
export function loggableError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { query, cause } = error as ErrorLink;
  if (typeof query !== 'string') return error.stack ?? error.message;
  const reason = cause instanceof Error ? (cause.stack ?? cause.message) : String(cause);
  return `Failed query: ${query}\n${reason}`;
}
