import { eq } from 'drizzle-orm';

import { comments } from '../src/database/schema';
import { StoredMarkdown } from '../src/markdown/stored-markdown.service';
import { createTestApp, type TestApp } from './support/app';
import { createUser, createWriteup } from './support/factories';

/**
 * product.md §14: rows saved before the HTML was stored get it from start on, in the background:
 * an instance answers at once however many there are, and reads render a missing HTML meanwhile.
 */

let first: TestApp;

beforeAll(async () => {
  first = await createTestApp();
});

afterAll(() => first?.close());

it('answers before the older rows are rendered, and renders them in the background', async () => {
  const author = await createUser(first, { type: 'admin' });
  const writeup = await createWriteup(first, { author, title: 'Dune' });
  // A comment as a version before stored HTML left it.
  const [old] = await first.db
    .insert(comments)
    .values({ writeupId: writeup._id, userId: author.id, content: 'Worms **everywhere**.' })
    .returning();
  expect(old.contentHtml).toBeNull();

  const next = await createTestApp();
  try {
    // Listening already; the comment reads with its HTML either way.
    const read = await next.http().get(`/api/comment/${writeup._id}`).expect(200);
    expect(read.body[0].contentHtml).toContain('<strong>everywhere</strong>');
    expect(await next.app.get(StoredMarkdown).filling).toBeGreaterThanOrEqual(1);
    const [stored] = await next.db.select().from(comments).where(eq(comments.id, old.id));
    expect(stored.contentHtml).toContain('Worms <strong>everywhere</strong>.');
  } finally {
    await next.close();
  }
});

it('is filled by an instance that runs background work, not by a web instance', async () => {
  const author = await createUser(first, { type: 'admin' });
  const writeup = await createWriteup(first, { author, title: 'Arrival' });
  const [old] = await first.db
    .insert(comments)
    .values({ writeupId: writeup._id, userId: author.id, content: 'Heptapods _speak_.' })
    .returning();
  const storedHtml = async () =>
    (await first.db.select().from(comments).where(eq(comments.id, old.id)))[0].contentHtml;

  const web = await createTestApp({ env: { ROLE: 'web' } });
  try {
    const read = await web.http().get(`/api/comment/${writeup._id}`).expect(200);
    expect(read.body[0].contentHtml).toContain('<em>speak</em>');
    expect(await web.app.get(StoredMarkdown).filling).toBe(0);
    expect(await storedHtml()).toBeNull();
  } finally {
    await web.close();
  }

  const worker = await createTestApp({ env: { ROLE: 'worker' } });
  try {
    expect(await worker.app.get(StoredMarkdown).filling).toBeGreaterThanOrEqual(1);
    expect(await storedHtml()).toContain('Heptapods <em>speak</em>.');
  } finally {
    await worker.close();
  }
});
