import { randomUUID } from 'node:crypto';

import type { RevisionSummary } from '@reviews/libs/contract';

import { createTestApp, type TestApp } from './support/app';
import { createWriteup, type SignedInAgent } from './support/factories';
import { type Editors, editors, revisionCount, storedWriteup } from './support/writeup-fixtures';

const DAY = 86_400_000;

let testApp: TestApp;
let as: Editors;

beforeAll(async () => {
  testApp = await createTestApp();
  as = await editors(testApp);
});

const scheduledBy = (agent: SignedInAgent, title = 'Later') =>
  createWriteup(testApp, { author: agent.user, title, scheduledFor: new Date(Date.now() + 3 * DAY) });

/** The writeup's stored state, revisions included, to show a refused call changed nothing. */
async function snapshot(id: string) {
  const row = await storedWriteup(testApp, id);
  return {
    draft: row.draft,
    visibleAfter: row.visibleAfter,
    updated: row.updated,
    revisions: await revisionCount(testApp, id),
  };
}

describe('POST /api/writeup/:id/unschedule', () => {
  it('turns a scheduled writeup back into a draft and keeps a manual draft revision', async () => {
    const scheduled = await scheduledBy(as.author, 'Back to the desk');
    const res = await as.author.post(`/api/writeup/${scheduled._id}/unschedule`).expect(200);
    expect(res.body).toMatchObject({
      _id: scheduled._id,
      title: 'Back to the desk',
      draft: true,
      visibleAfter: null,
      content: scheduled.content,
    });
    expect(Date.parse(res.body.updated)).toBeGreaterThan(Date.parse(scheduled.updated));
    const row = await storedWriteup(testApp, scheduled._id);
    expect([row.draft, row.visibleAfter]).toEqual([true, null]);

    const list = await as.author.get(`/api/writeup/${scheduled._id}/revisions`).expect(200);
    const [latest, before] = list.body.revisions as RevisionSummary[];
    expect([latest.kind, latest.state, latest.wordsAdded, latest.wordsRemoved]).toEqual([
      'manual',
      'draft',
      0,
      0,
    ]);
    expect(before.state).toBe('scheduled');

    const drafts = await as.author
      .get('/api/writeup/drafts')
      .query({ filter: JSON.stringify({ status: 'draft' }) })
      .expect(200);
    expect(drafts.body.writeups.map((w: { _id: string }) => w._id)).toContain(scheduled._id);
  });

  it("lets root unschedule another author's writeup", async () => {
    const scheduled = await scheduledBy(as.author);
    const res = await as.root.post(`/api/writeup/${scheduled._id}/unschedule`).expect(200);
    expect(res.body.draft).toBe(true);
  });

  it('answers 409 for a draft and for a published writeup, and changes nothing', async () => {
    const draft = await createWriteup(testApp, { author: as.author.user, published: false });
    const published = await createWriteup(testApp, { author: as.author.user });
    for (const writeup of [draft, published]) {
      const before = await snapshot(writeup._id);
      const res = await as.author.post(`/api/writeup/${writeup._id}/unschedule`).expect(409);
      expect(res.body).toEqual({
        statusCode: 409,
        error: 'Conflict',
        message: 'Only a scheduled writeup can be unscheduled',
      });
      expect(await snapshot(writeup._id)).toEqual(before);
    }
  });

  it('answers 403 to another admin and a member, 401 to a visitor, and changes nothing', async () => {
    const scheduled = await scheduledBy(as.author);
    const before = await snapshot(scheduled._id);
    const forbidden = await as.otherAdmin.post(`/api/writeup/${scheduled._id}/unschedule`).expect(403);
    expect(forbidden.body.message).toBe('Only the author and root may edit this writeup');
    await as.member.post(`/api/writeup/${scheduled._id}/unschedule`).expect(403);
    await testApp.http().post(`/api/writeup/${scheduled._id}/unschedule`).expect(401);
    expect(await snapshot(scheduled._id)).toEqual(before);
  });

  it('answers 404 for an unknown writeup, an id that is no id, and a draft of someone else', async () => {
    await as.author.post(`/api/writeup/${randomUUID()}/unschedule`).expect(404);
    const res = await as.author.post('/api/writeup/not-an-id/unschedule').expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Writeup not found' });
    const foreignDraft = await createWriteup(testApp, { author: as.otherAdmin.user, published: false });
    await as.author.post(`/api/writeup/${foreignDraft._id}/unschedule`).expect(404);
  });
});
