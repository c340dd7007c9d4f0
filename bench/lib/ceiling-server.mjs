// The ceiling: a bare Node `http` server that answers each benchmarked request with the body the
// app gave for it, computed beforehand. Whatever the app does beyond this is the app's own cost.
// Started by processes.mjs#startCeiling, which sends the responses and receives the port.
import { createServer } from 'node:http';

process.once('message', ({ responses }) => {
  const prepared = new Map(
    Object.entries(responses).map(([key, { status, body }]) => [key, { status, body: Buffer.from(body) }]),
  );
  const server = createServer((req, res) => {
    const answer = prepared.get(`${req.method} ${req.url}`);
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
