import { Injectable } from '@nestjs/common';

import { JobQueue } from '../jobs/job-queue';
import { type FollowerNoticesJob, NOTIFY_FOLLOWERS } from '../writeups';
import { FollowerFanOutRepository } from './follower-fan-out.repository';

/** Followers told per statement: short statements, 20,000 followers in 20 (bench/RESULTS.md). */
export const FOLLOWER_BATCH = 1_000;

/** What a fan-out job did. */
export interface FanOut {
  notified: number;
  batches: number;
}

/**
 * A writeup's followers hear of it when it first becomes public (product.md §13), from a job
 * (product.md §19): the save that publishes queues it in its own transaction and answers at once
 * (writeups/follower-notices.ts); this worker then writes one entry per follower, a batch at a
 * time. The job reads the writeup as it is when it runs, so a later save (rescheduled, a draft
 * again) wins whatever the order, and it may run again (a retry, a worker that died) without
 * telling anyone twice.
 */
@Injectable()
export class FollowerFanOut {
  constructor(
    private readonly fanOut: FollowerFanOutRepository,
    jobs: JobQueue,
  ) {
    jobs.define<FollowerNoticesJob>({
      name: NOTIFY_FOLLOWERS,
      work: ({ writeupId }) => this.notify(writeupId),
      pollSeconds: 1,
      retryLimit: 10,
    });
  }

  /** The job: tells the followers who were not told yet, or withdraws what they were not shown. */
  async notify(writeupId: string, now = new Date()): Promise<FanOut> {
    const writeup = await this.fanOut.publicationOf(writeupId);
    const done: FanOut = { notified: 0, batches: 0 };
    // Deleted since: its entries went with it.
    if (!writeup) return done;
    if (writeup.draft) {
      await this.fanOut.withdrawFollowerNotices(writeupId, now);
      return done;
    }
    await this.fanOut.moveFollowerNotices(writeupId, writeup.cardDate, now);
    const publication = { writeupId, authorId: writeup.adminId, at: writeup.cardDate };
    let after: string | null = null;
    for (;;) {
      const batch = await this.fanOut.noticeFollowers(publication, after, FOLLOWER_BATCH);
      done.notified += batch.written;
      done.batches += 1;
      if (batch.last === null || batch.followers < FOLLOWER_BATCH) return done;
      after = batch.last;
    }
  }
}
