// The ceiling: a bare Node `http` server that answers each benchmarked request with the body the
// app gave for it, computed beforehand. Whatever the app does beyond this is the app's own cost.
// Started by processes.mjs#startCeiling, which sends either `responses` (exact bodies by
// `METHOD path`) or `sizes` (body sizes by answer key: method, path and session cookie, for the
// mixed traffic) and receives the port.
import { createServer } from 'node:http';

import { answerKey } from './answer-key.mjs';

function preparedBodies({ responses, sizes }) {
  if (responses) {
    const exact = new Map(
      Object.entries(responses).map(([key, { status, body }]) => [key, { status, body: Buffer.from(body) }]),
    );
    return (req) => exact.get(`${req.method} ${req.url}`);
  }
  const largest = Math.max(0, ...Object.values(sizes));
  const filler = Buffer.alloc(largest, 'x');
  const bySize = new Map(
    Object.entries(sizes).map(([key, size]) => [key, { status: 200, body: filler.subarray(0, size) }]),
  );
  return (req) => bySize.get(answerKey(req.method, req.url, req.headers.cookie));
}

process.once('message', (message) => {
  const answerFor = preparedBodies(message);
  const server = createServer((req, res) => {
    const answer = answerFor(req);
    // Read the request body (a posted comment) before answering, as the app does.
    req.resume();
    req.on('end', () => {
      if (!answer) {
        res.writeHead(404).end();
        return;
      }
      res.writeHead(answer.status, {
        'content-type': 'application/json; charset=utf-8',
        'content-length': answer.body.length,
      });
      res.end(answer.body);
    });
  });
  server.keepAliveTimeout = 60_000;
  server.listen(0, '127.0.0.1', () => process.send({ port: server.address().port }));
  process.on('SIGTERM', () => server.close(() => process.exit(0)));
});
