import { eq } from 'drizzle-orm';

import { ConfigError, loadConfig } from '../src/config/app-config';
import { sessions } from '../src/database/schema';
import { PublicationClock } from '../src/http-cache/publication-clock';
import { MailDeliveryService } from '../src/mail/mail-delivery.service';
import { JobQueue } from '../src/jobs/job-queue';
import { SessionCleanupService } from '../src/session/session-cleanup.service';
import { createTestApp, type TestApp } from './support/app';
import { eventually } from './support/jobs';

/** product.md §19 "Roles": background work runs only where ROLE includes `worker`. */

async function expiredSession(app: TestApp, sid: string): Promise<void> {
  await app.db.insert(sessions).values({ sid, sess: {}, expire: new Date(Date.now() - 60_000) });
}

async function sessionExists(app: TestApp, sid: string): Promise<boolean> {
  return (await app.db.select().from(sessions).where(eq(sessions.sid, sid))).length > 0;
}

describe('ROLE', () => {
  it('is all by default, and refuses anything but web, worker or all, naming it', () => {
    expect(loadConfig({ DATA_DIR: '/tmp/reviews-roles' })).toMatchObject({
      role: 'all',
      runsBackgroundWork: true,
    });
    expect(loadConfig({ DATA_DIR: '/tmp/reviews-roles', ROLE: 'Worker' })).toMatchObject({
      role: 'worker',
      runsBackgroundWork: true,
    });
    expect(loadConfig({ DATA_DIR: '/tmp/reviews-roles', ROLE: 'web' }).runsBackgroundWork).toBe(false);
    expect(() => loadConfig({ DATA_DIR: '/tmp/reviews-roles', ROLE: 'cron' })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: '/tmp/reviews-roles', ROLE: 'cron' })).toThrow(
      /^ROLE must be one of web, worker, all/,
    );
  });

  it("web queues nothing when its schedule fires and works no job; a worker's tick is worked", async () => {
    const web = await createTestApp({ env: { ROLE: 'web' } });
    await expiredSession(web, 'expired-on-web');
    await web.app.get(SessionCleanupService).schedule();
    expect((await web.app.get(JobQueue).states()).get('session-cleanup')).toMatchObject({ queued: 0 });
    expect(await sessionExists(web, 'expired-on-web')).toBe(true);

    const worker = await createTestApp({ env: { ROLE: 'worker' } });
    await worker.app.get(SessionCleanupService).schedule();
    expect(
      await eventually(
        () => sessionExists(web, 'expired-on-web'),
        (exists) => !exists,
      ),
    ).toBe(false);
  });

  it('web still answers requests, queues mail and keeps its next publication time', async () => {
    const web = await createTestApp({ env: { ROLE: 'web' } });
    await web.http().get('/api/health').expect(200);
    await web.http().get('/api/config').expect(200);
    // The retry loop is a worker's job; the first attempt (kick) is not role-bound.
    await expect(web.app.get(MailDeliveryService).schedule()).resolves.toBeUndefined();
    await expect(web.app.get(PublicationClock).sweep()).resolves.toBeUndefined();
  });

  it('worker answers its health checks and /metrics, and 404 to everything else', async () => {
    const worker = await createTestApp({ env: { ROLE: 'worker' } });
    await worker.http().get('/api/health').expect(200);
    await worker.http().get('/api/health/ready').expect(200);
    await worker.http().get('/metrics').expect(200);
    for (const path of ['/api/config', '/', '/review/anything', '/api/writeup/listings?page=1']) {
      const res = await worker.http().get(path).expect(404);
      expect(res.body).toEqual({
        statusCode: 404,
        error: 'Not Found',
        message: 'This instance runs background work only (ROLE=worker)',
      });
    }
    await worker.http().post('/api/login').send({ username: 'a', password: 'b' }).expect(404);
  });
});
