import { createTestApp } from './support/app';
import { stopTestDatabase } from './support/database';

describe('GET /api/health when the database is down', () => {
  it('answers 503 in the error shape', async () => {
    const testApp = await createTestApp();
    await testApp.http().get('/api/health').expect(200);
    await stopTestDatabase();

    const res = await testApp.http().get('/api/health').expect(503);
    expect(res.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'The database is not answering',
    });
  });
});
