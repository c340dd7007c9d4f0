import { createTestApp, type TestApp } from './support/app';

/** The value of one sample line of the Prometheus text, or undefined when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const wanted = Object.entries(labels).map(([key, value]) => `${key}="${value}"`);
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = (match[2] ?? '').split(',');
    if (wanted.every((pair) => present.includes(pair))) return Number(match[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  async function scrape(): Promise<string> {
    const res = await testApp.http().get('/metrics').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return res.text;
  }

  it('counts requests by route template and status, not by raw URL', async () => {
    await testApp.http().get('/api/health').expect(200);
    await testApp.http().get('/api/activate/1700000000000').expect(200);
    await testApp.http().get('/api/activate/1700000000001').expect(200);
    await testApp.http().get('/api/no-such-thing').expect(404);
    await testApp.http().get('/about').expect(200);
    await testApp.http().get('/no/such/page');
    await testApp.http().get('/assets/missing-0123abcd.js');

    const text = await scrape();
    const get = (route: string, status: string) => ({ method: 'GET', route, status });
    expect(sample(text, 'http_requests_total', get('/api/health', '200'))).toBe(1);
    expect(sample(text, 'http_requests_total', get('/api/activate/:timestamp', '200'))).toBe(2);
    expect(sample(text, 'http_requests_total', get('unmatched', '404'))).toBe(1);
    // Pages by their site-map name, files apart.
    expect(sample(text, 'http_requests_total', get('page:about', '200'))).toBe(1);
    expect(text).toMatch(/http_requests_total\{method="GET",route="page:notFound",status="\d+"\} 1/);
    expect(text).toMatch(/http_requests_total\{method="GET",route="asset",status="404"\} 1/);
    expect(text).not.toContain('route="static"');
    expect(text).not.toContain('1700000000000');
    expect(sample(text, 'http_request_duration_seconds_count', get('/api/health', '200'))).toBe(1);
    expect(
      sample(text, 'http_request_duration_seconds_bucket', { ...get('/api/health', '200'), le: '+Inf' }),
    ).toBe(1);
  });

  it('reports database query latency and pool usage', async () => {
    await testApp.http().get('/api/health').expect(200);
    const text = await scrape();
    expect(sample(text, 'db_query_duration_seconds_count', { operation: 'select' })).toBeGreaterThan(0);
    expect(sample(text, 'db_pool_connections_total')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'db_pool_connections_idle')).toBeGreaterThanOrEqual(0);
    // A count, not always 0: the job workers share the pool with the scrape.
    expect(sample(text, 'db_pool_requests_waiting')).toBeGreaterThanOrEqual(0);
  });

  it('reports event-loop lag and process memory', async () => {
    const text = await scrape();
    expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'nodejs_heap_size_used_bytes')).toBeGreaterThan(0);
  });

  it('needs no session and sets no cookie', async () => {
    const res = await testApp.http().get('/metrics').expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('answers 404 JSON to another method', async () => {
    const res = await testApp.http().post('/metrics').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found' });
  });

  // The test client connects from loopback, a trusted proxy: X-Forwarded-For names the client.
  it.each(['203.0.113.7', '10.0.0.5', '2001:db8::1', '127.0.0.1, 198.51.100.4'])(
    'answers 403 without the metrics to a client at %s, as the proxy reports it',
    async (forwardedFor) => {
      const res = await testApp.http().get('/metrics').set('X-Forwarded-For', forwardedFor).expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Metrics are answered only on this host; set METRICS_TOKEN to scrape them from elsewhere',
      });
      expect(res.text).not.toContain('http_requests_total');
    },
  );

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'answers a client on the loopback address %s',
    async (forwardedFor) => {
      const res = await testApp.http().get('/metrics').set('X-Forwarded-For', forwardedFor).expect(200);
      expect(res.text).toContain('# TYPE http_requests_total counter');
    },
  );
});

describe('GET /metrics when METRICS_TOKEN is set', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ env: { METRICS_TOKEN: 'scrape-secret-123' } });
  });

  it('answers 401 in the error shape without a token', async () => {
    const res = await testApp.http().get('/metrics').expect(401);
    expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
    expect(res.body).toEqual({
      statusCode: 401,
      error: 'Unauthorized',
      message: 'Send the metrics token as "Authorization: Bearer <token>"',
    });
  });

  it('answers 401 with a wrong token', async () => {
    await testApp.http().get('/metrics').set('Authorization', 'Bearer scrape-secret-124').expect(401);
    await testApp.http().get('/metrics').set('Authorization', 'Basic c2NyYXBlLXNlY3JldC0xMjM=').expect(401);
  });

  it('answers the metrics with the token', async () => {
    const res = await testApp
      .http()
      .get('/metrics')
      .set('Authorization', 'Bearer scrape-secret-123')
      .expect(200);
    expect(res.text).toContain('# TYPE http_requests_total counter');
  });

  it('answers a scraper elsewhere that sends the token', async () => {
    const res = await testApp
      .http()
      .get('/metrics')
      .set('X-Forwarded-For', '203.0.113.7')
      .set('Authorization', 'Bearer scrape-secret-123')
      .expect(200);
    expect(res.text).toContain('# TYPE http_requests_total counter');
  });
});
