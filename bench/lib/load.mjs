// One measurement with autocannon: a short warm-up whose figures are thrown away, then the run.
import autocannon from 'autocannon';

import { answerKey } from './answer-key.mjs';

export const LOAD = { connections: 32, warmupSeconds: 2, seconds: 10 };

function run(options) {
  return new Promise((resolve, reject) => {
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result)));
  });
}

/** Drives `baseUrl + request.path`; answers req/s, p50 and p99 (ms) and the count of bad answers. */
export async function measure(baseUrl, request, load = LOAD) {
  const options = {
    url: `${baseUrl}${request.path}`,
    method: request.method ?? 'GET',
    headers: request.headers ?? {},
    body: request.body,
    connections: load.connections,
  };
  return summary(await warmedRun(options, load));
}

/** One autocannon run of `load.seconds`, after a warm-up of `load.warmupSeconds` if any. */
async function warmedRun(options, load) {
  if (load.warmupSeconds > 0) await run({ ...options, duration: load.warmupSeconds });
  return run({ ...options, duration: load.seconds });
}

/** A run's throughput, latencies and failed requests. */
function summary(result) {
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}

/** What a request is, for the time-by-kind breakdown: the page or API route, signed in or not. */
function requestKind(method, item) {
  const path = item.path.split('?')[0];
  const route = item.page
    ? `page ${path.split('/').slice(0, 2).join('/') || '/'}`
    : path.replace(/\/[0-9a-f-]{36}$/, '/:id').replace(/^(\/api\/(user|writeup\/user)\/).+$/, '$1:username');
  return `${method} ${route}${item.cookie ? ' (member)' : ''}`;
}

/**
 * Drives a request sequence (see traffic.mjs): every connection takes the next request of the
 * shared sequence, from `start`, wrapping around after `count`. Answers req/s, p50, p99, the count
 * of bad answers, how far into the sequence it got, and the body size of every answer (`sizes`).
 */
export async function measureSequence(baseUrl, sequence, { count = sequence.length, load = LOAD } = {}) {
  let next = 0;
  const sizes = new Map();
  const failedPaths = new Map();
  const byKind = new Map();
  const request = {
    setupRequest: (req, context) => {
      const item = sequence[next % count];
      next += 1;
      const method = item.method ?? 'GET';
      context.key = answerKey(method, item.path, item.cookie);
      context.path = item.path;
      context.kind = requestKind(method, item);
      context.started = performance.now();
      const headers = { ...(item.cookie ? { cookie: item.cookie } : {}) };
      if (item.body) headers['content-type'] = 'application/json';
      return { ...req, method, path: item.path, headers, body: item.body };
    },
    onResponse: (status, body, context) => {
      sizes.set(context.key, Buffer.byteLength(body ?? ''));
      if (status >= 400) failedPaths.set(context.path, status);
      const kind = byKind.get(context.kind) ?? { requests: 0, totalMs: 0 };
      kind.requests += 1;
      kind.totalMs += performance.now() - context.started;
      byKind.set(context.kind, kind);
    },
  };
  const options = { url: baseUrl, connections: load.connections, requests: [request] };
  const result = await warmedRun(options, load);
  return {
    ...summary(result),
    failedPaths: [...failedPaths].slice(0, 5),
    reached: Math.min(next, count),
    sizes,
    byKind: [...byKind]
      .map(([kind, { requests, totalMs }]) => ({ kind, requests, meanMs: totalMs / requests, totalMs }))
      .sort((a, b) => b.totalMs - a.totalMs),
  };
}

/** Sends `count` requests of `paths` (cycled) over `connections`; answers when all were answered. */
export async function sendFixed(baseUrl, paths, { count, connections = 4, cookie } = {}) {
  let next = 0;
  const request = {
    setupRequest: (req) => {
      const path = paths[next % paths.length];
      next += 1;
      return { ...req, path, headers: cookie ? { cookie } : {} };
    },
  };
  const result = await run({ url: baseUrl, connections, amount: count, requests: [request] });
  return { requests: result.requests.total, failures: result.errors + result.timeouts + result.non2xx };
}
