import type { TestApp } from './app';

/** Statements of one kind the app has sent so far, from its own metrics (GET /metrics). */
async function statementsSent(testApp: TestApp, operation: 'select' | 'update'): Promise<number> {
  const res = await testApp.http().get('/metrics').expect(200);
  const pattern = new RegExp(`^db_query_duration_seconds_count\\{operation="${operation}"\\} (\\d+)$`, 'm');
  return Number(pattern.exec(res.text)?.[1] ?? 0);
}

/**
 * How many statements of one kind `request` makes. The app's background work (the job queue's
 * polls, the publication sweep) may send some meanwhile: only ever more, so the request is made
 * three times and the fewest counted.
 */
export async function statementsOf(
  testApp: TestApp,
  operation: 'select' | 'update',
  request: () => Promise<unknown>,
): Promise<number> {
  let fewest = Infinity;
  for (let attempt = 0; attempt < 3; attempt++) {
    const before = await statementsSent(testApp, operation);
    await request();
    fewest = Math.min(fewest, (await statementsSent(testApp, operation)) - before);
  }
  return fewest;
}
