import { JobQueue } from '../../src/jobs/job-queue';
import type { TestApp } from './app';

/** Reads until `accept` holds (a job on a worker, a loaded machine): generous, never a fixed sleep. */
export async function eventually<T>(
  read: () => Promise<T>,
  accept: (value: T) => boolean,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** What `find` finds once it finds anything (a file written, a line logged); throws past the timeout. */
export async function waitFor<T>(find: () => T | undefined, timeoutMs = 30_000): Promise<T> {
  const found = await eventually(
    async () => find(),
    (value) => value !== undefined,
    timeoutMs,
  );
  if (found === undefined) throw new Error('Timed out');
  return found;
}

/** Jobs of the queue neither waiting nor running, as a worker would leave them. */
export async function jobsSettled(testApp: TestApp, queue: string): Promise<void> {
  const jobs = testApp.app.get(JobQueue);
  const busy = async () => {
    const counts = (await jobs.states()).get(queue);
    return counts ? counts.queued + counts.active : 0;
  };
  const left = await eventually(busy, (count) => count === 0);
  if (left !== 0) throw new Error(`${left} jobs still queued or running`);
}
