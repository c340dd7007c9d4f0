import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';

import { PRIVATE_NO_STORE } from './private-answer';

const MESSAGES: Record<number, string> = {
  400: 'The request is malformed',
  408: 'The request took too long to arrive',
  431: 'The request line or headers are too large',
};

function statusOf(error: NodeJS.ErrnoException): number {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 431;
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 408;
  return 400;
}

/**
 * Requests Node's HTTP parser refuses before any handler runs (a URL or headers over its 16 KB
 * limit, a malformed request line) are answered in the API's error shape instead of Node's
 * bodiless default, then the connection closes (Fastify's `clientErrorHandler`).
 */
export function answerClientErrorAsJson(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || !socket.writable) {
    socket.destroy();
    return;
  }
  const status = statusOf(error);
  const body = JSON.stringify({
    statusCode: status,
    error: STATUS_CODES[status],
    message: MESSAGES[status],
  });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      `Cache-Control: ${PRIVATE_NO_STORE}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}
