import type { LogEntry, LogRequest, Writeup } from '@reviews/libs/contract';
import { eq } from 'drizzle-orm';

import { logEntries } from '../src/database/schema';
import { DiaryService } from '../src/diary/diary.service';
import { PurgeKeys } from '../src/http-cache/purge-keys';

import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers } from './support/community-fixtures';
import { createWriteup } from './support/factories';
import { readerSiteBuild } from './support/reader-site-build';

// product.md §15: the diary's pages carry their own heads; an entry's page never a spoiler's text.

const SITE = 'https://films.example';

let testApp: TestApp;
let as: Callers;
let film: Writeup;

function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1]
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

/** A member's entry through the real service (PUBLIC_URL is https here: cookies would need TLS). */
async function logAs(body: LogRequest): Promise<LogEntry> {
  return testApp.app.get(DiaryService).log(film._id, body, as.user.user, new PurgeKeys());
}

beforeAll(async () => {
  const webDir = readerSiteBuild('diary-web-');
  testApp = await createTestApp({
    env: { SITE_NAME: 'Film Club', PUBLIC_URL: SITE, WEB_PUBLIC_DIR: webDir },
  });
  as = await callers(testApp);
  film = await createWriteup(testApp, { author: as.admin.user, title: 'Heat', poster: '/poster.webp' });
});

describe('GET /log/:id', () => {
  it('has its own title, description and Open Graph tags, and carries its read', async () => {
    const entry = await logAs({ review: 'A **tense** city symphony.', score: 90, watchedOn: '2024-03-01' });
    const res = await as.visitor.get(`/log/${entry._id}`).expect(200);
    const title = `${as.user.user.username}'s review of Heat`;
    expect(res.text).toContain(`<title>${title} - Film Club</title>`.replace(/'/g, '&#39;'));
    expect(metaOf(res.text, 'og:title')).toBe(`${title} - Film Club`);
    expect(metaOf(res.text, 'description')).toBe('A tense city symphony.');
    expect(metaOf(res.text, 'og:url')).toBe(`${SITE}/log/${entry._id}`);
    expect(res.text).toContain('id="page-reads"');
  });

  it('never puts a spoiler review’s text into the page head', async () => {
    const entry = await logAs({
      review: 'The detective shoots him at the airport',
      spoiler: true,
      rewatch: true,
    });
    const res = await as.visitor.get(`/log/${entry._id}`).expect(200);
    const tags = [
      ...res.text.matchAll(/<title>[^<]*<\/title>|<meta [^>]*>|<script type="application\/ld\+json">[^<]*/g),
    ];
    expect(tags.length).toBeGreaterThan(3);
    expect(tags.join('\n')).not.toContain('airport');
    expect(metaOf(res.text, 'og:title')).toContain('review of Heat');
    expect(metaOf(res.text, 'og:description')).toContain('This review contains spoilers.');
  });

  it('answers the not-found page with 404 for an unknown or hidden entry', async () => {
    await as.visitor.get('/log/00000000-0000-4000-8000-000000000000').expect(404);
    const entry = await logAs({});
    await testApp.db.update(logEntries).set({ hidden: true }).where(eq(logEntries.id, entry._id));
    await as.visitor.get(`/log/${entry._id}`).expect(404);
  });
});

describe('GET /profile/:username/diary and /review/:slug/reviews', () => {
  it('titles the diary by its member and the reviews page by its writeup; unknown ones 404', async () => {
    const diary = await as.visitor.get(`/profile/${as.user.user.username}/diary`).expect(200);
    expect(metaOf(diary.text, 'og:title')).toBe(`${as.user.user.username}'s diary - Film Club`);
    const reviews = await as.visitor.get(`/review/${film.slug}/reviews`).expect(200);
    expect(metaOf(reviews.text, 'og:title')).toBe("Members' reviews of Heat - Film Club");
    await as.visitor.get('/profile/nobody-at-all-here/diary').expect(404);
    await as.visitor.get('/review/no-such-film/reviews').expect(404);
  });
});
