// One measurement with autocannon: a short warm-up whose figures are thrown away, then the run.
import autocannon from 'autocannon';

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
  await run({ ...options, duration: load.warmupSeconds });
  const result = await run({ ...options, duration: load.seconds });
  return {
    requestsPerSecond: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    failures: result.errors + result.timeouts + result.non2xx,
  };
}
