import type { IncomingMessage, ServerResponse } from 'node:http';

import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's headers, taken once at start and set in one go on every answer. Our options hold no
 * per-request value (no CSP nonce), so every answer gets the same headers; helmet as a middleware
 * runs a dozen nested middlewares per request for them (issue 24: the miss path's floor).
 */
export function securityHeaders(options: HelmetOptions): (res: ServerResponse) => void {
  const headers: Array<[string, string]> = [];
  const recorder = {
    setHeader: (name: string, value: unknown) => void headers.push([name, String(value)]),
    removeHeader: () => undefined,
  } as unknown as ServerResponse;
  let failure: unknown;
  helmet(options)({} as IncomingMessage, recorder, (error?: unknown) => {
    failure = error;
  });
  if (failure !== undefined || headers.length === 0) {
    throw new Error(`helmet set no headers: ${String(failure)}`);
  }
  return (res) => {
    for (const [name, value] of headers) res.setHeader(name, value);
  };
}
