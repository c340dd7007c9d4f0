import type { LogEntry, MemberList } from '@reviews/libs/contract';
import { eq } from 'drizzle-orm';

import { listEntries, lists, logEntries } from '../src/database/schema';
import { StoredMarkdown } from '../src/markdown/stored-markdown.service';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers } from './support/community-fixtures';
import { createWriteup, loginAs, type SignedInAgent } from './support/factories';

// product.md §14: members' reviews (§15) and lists' descriptions and notes (§16) are rendered and
// sanitised once, when saved; reads serve the stored HTML; rows saved before are rendered at start.

let testApp: TestApp;
let as: Callers;
let member: SignedInAgent;

const HOSTILE = 'A **bold** take <script>alert(1)</script> ![poster](https://img.example/p.jpg)';

const storedEntry = async (id: string) =>
  (await testApp.db.select().from(logEntries).where(eq(logEntries.id, id)))[0];
const storedList = async (id: string) => (await testApp.db.select().from(lists).where(eq(lists.id, id)))[0];
const storedNotes = (id: string) =>
  testApp.db.select().from(listEntries).where(eq(listEntries.listId, id)).orderBy(listEntries.position);

function expectSanitised(html: string): void {
  expect(html).toContain('<strong>bold</strong>');
  expect(html).not.toContain('<script');
  expect(html).not.toContain('<img');
  expect(html).toContain('href="https://img.example/p.jpg"');
}

beforeAll(async () => {
  testApp = await createTestApp();
  as = await callers(testApp);
  member = await loginAs(testApp, 'user');
});

describe("a member's review", () => {
  it('is stored as sanitised HTML when logged and when edited, and that HTML is served', async () => {
    const film = await createWriteup(testApp, { author: as.admin.user, title: 'Stored Review Film' });
    const res = await member.post(`/api/writeup/${film._id}/log`).send({ review: HOSTILE }).expect(201);
    const entry = res.body as LogEntry;
    expectSanitised(entry.reviewHtml as string);
    expect((await storedEntry(entry._id)).reviewHtml).toBe(entry.reviewHtml);

    await member.patch(`/api/log/${entry._id}`).send({ review: 'Now *plain*' }).expect(200);
    expect((await storedEntry(entry._id)).reviewHtml).toBe('<p>Now <em>plain</em></p>\n');
    await member.patch(`/api/log/${entry._id}`).send({ score: 70 }).expect(200);
    expect((await storedEntry(entry._id)).reviewHtml).toBe('<p>Now <em>plain</em></p>\n');

    // What is read is what was stored, not a render of the markdown at read time.
    await testApp.db
      .update(logEntries)
      .set({ reviewHtml: '<p>as stored</p>' })
      .where(eq(logEntries.id, entry._id));
    const read = await as.visitor.get(`/api/log/${entry._id}`).expect(200);
    expect((read.body as LogEntry).reviewHtml).toBe('<p>as stored</p>');
    const reviews = await as.visitor.get(`/api/writeup/${film._id}/reviews`).expect(200);
    expect((reviews.body as { entries: LogEntry[] }).entries[0].reviewHtml).toBe('<p>as stored</p>');
  });

  it('without a review stores no HTML', async () => {
    const film = await createWriteup(testApp, { author: as.admin.user, title: 'No Review Film' });
    const res = await member.post(`/api/writeup/${film._id}/log`).send({ score: 80 }).expect(201);
    expect((res.body as LogEntry).reviewHtml).toBeNull();
    expect((await storedEntry((res.body as LogEntry)._id)).reviewHtml).toBeNull();
  });
});

describe("a list's description and notes", () => {
  it('are stored as sanitised HTML when saved, and that HTML is served', async () => {
    const film = await createWriteup(testApp, { author: as.admin.user, title: 'Listed Film' });
    const created = await member
      .post('/api/lists')
      .send({ title: 'Stored', description: HOSTILE })
      .expect(201);
    const list = created.body as MemberList;
    expectSanitised(list.descriptionHtml);
    expect((await storedList(list._id)).descriptionHtml).toBe(list.descriptionHtml);

    const filled = await member
      .put(`/api/lists/${list._id}/entries`)
      .send({ entries: [{ writeup: film._id, note: HOSTILE }] })
      .expect(200);
    expectSanitised((filled.body as MemberList).entries[0].noteHtml);
    expect((await storedNotes(list._id))[0].noteHtml).toBe((filled.body as MemberList).entries[0].noteHtml);

    await member.patch(`/api/lists/${list._id}`).send({ description: '_Changed_' }).expect(200);
    expect((await storedList(list._id)).descriptionHtml).toBe('<p><em>Changed</em></p>\n');

    await testApp.db
      .update(lists)
      .set({ descriptionHtml: '<p>list as stored</p>' })
      .where(eq(lists.id, list._id));
    await testApp.db
      .update(listEntries)
      .set({ noteHtml: '<p>note as stored</p>' })
      .where(eq(listEntries.listId, list._id));
    const read = (await as.visitor.get(`/api/lists/${list._id}`).expect(200)).body as MemberList;
    expect(read.descriptionHtml).toBe('<p>list as stored</p>');
    expect(read.entries[0].noteHtml).toBe('<p>note as stored</p>');
    const page = await as.visitor.get(`/api/user/${member.user.username}/lists`).expect(200);
    expect((page.body as { lists: MemberList[] }).lists[0].entries[0].noteHtml).toBe('<p>note as stored</p>');
  });
});

describe('rows saved before their HTML was stored', () => {
  it('are rendered at start, and served the same meanwhile', async () => {
    const film = await createWriteup(testApp, { author: as.admin.user, title: 'Backfilled Film' });
    const entry = (await member.post(`/api/writeup/${film._id}/log`).send({ review: HOSTILE }).expect(201))
      .body as LogEntry;
    const list = (await member.post('/api/lists').send({ title: 'Old', description: HOSTILE }).expect(201))
      .body as MemberList;
    await member
      .put(`/api/lists/${list._id}/entries`)
      .send({ entries: [{ writeup: film._id, note: HOSTILE }] })
      .expect(200);
    await testApp.db.update(logEntries).set({ reviewHtml: null }).where(eq(logEntries.id, entry._id));
    await testApp.db.update(lists).set({ descriptionHtml: null }).where(eq(lists.id, list._id));
    await testApp.db.update(listEntries).set({ noteHtml: null }).where(eq(listEntries.listId, list._id));

    const meanwhile = (await as.visitor.get(`/api/lists/${list._id}`).expect(200)).body as MemberList;
    expectSanitised(meanwhile.descriptionHtml);
    expectSanitised(meanwhile.entries[0].noteHtml);

    expect(await testApp.app.get(StoredMarkdown).fillMissing()).toBeGreaterThanOrEqual(3);
    expect((await storedEntry(entry._id)).reviewHtml).toBe(entry.reviewHtml);
    expect((await storedList(list._id)).descriptionHtml).toBe(meanwhile.descriptionHtml);
    expect((await storedNotes(list._id))[0].noteHtml).toBe(meanwhile.entries[0].noteHtml);
    // Entries without a review stay without HTML: nothing left to render.
    expect(await testApp.app.get(StoredMarkdown).fillMissing()).toBe(0);
  });
});
