import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent';

import { media } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers } from './support/community-fixtures';
import { createWriteup } from './support/factories';

// Issue 29 item 7: a poster's or banner's dominant colour, computed once at upload and stored with
// its media row, reaches readers on every card and detail read, so a lazy image is no flat box.

let testApp: TestApp;
let as: Callers;

/** Mostly one colour with a stripe of another: the dominant colour is the first. */
function twoColours(main: string, stripe: string): Promise<Buffer> {
  const band = sharp({ create: { width: 300, height: 60, channels: 3, background: stripe } })
    .png()
    .toBuffer();
  return band.then((input) =>
    sharp({ create: { width: 300, height: 450, channels: 3, background: main } })
      .composite([{ input, top: 0, left: 0 }])
      .png()
      .toBuffer(),
  );
}

function upload(agent: TestAgent, purpose: string, file: Buffer) {
  return agent.post('/api/media').field('purpose', purpose).attach('file', file, { filename: 'art.png' });
}

/** The red, green and blue of a `#rrggbb` colour. */
function channelsOf(hex: string): number[] {
  return [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16));
}

beforeAll(async () => {
  testApp = await createTestApp();
  as = await callers(testApp);
});

describe('POST /api/media placeholder', () => {
  it('answers and stores the dominant colour of the image', async () => {
    const res = await upload(as.admin, 'poster', await twoColours('#204080', '#f0f0f0')).expect(201);
    expect(res.body.placeholder).toMatch(/^#[0-9a-f]{6}$/);
    const [r, g, b] = channelsOf(res.body.placeholder);
    // libvips's histogram bins are 16 wide: the colour lands within a bin of the original.
    expect(Math.abs(r - 0x20)).toBeLessThanOrEqual(16);
    expect(Math.abs(g - 0x40)).toBeLessThanOrEqual(16);
    expect(Math.abs(b - 0x80)).toBeLessThanOrEqual(16);
    const [row] = await testApp.db.select().from(media).where(eq(media.id, res.body._id));
    expect(row.placeholder).toBe(res.body.placeholder);
  });

  it('carries the colours of the poster and the banner on cards and on the detail read', async () => {
    const poster = (await upload(as.admin, 'poster', await twoColours('#802010', '#101010')).expect(201))
      .body;
    const banner = (await upload(as.admin, 'image', await twoColours('#108020', '#ffffff')).expect(201)).body;
    const writeup = await createWriteup(testApp, {
      author: as.admin.user,
      title: 'Coloured Boxes',
      poster: poster.url,
      image: banner.url,
    });
    const expected = { posterPlaceholder: poster.placeholder, imagePlaceholder: banner.placeholder };

    const listing = await as.visitor.get('/api/writeup/listings?sort=new&page=1').expect(200);
    expect(listing.body.writeups.find((w: { _id: string }) => w._id === writeup._id)).toMatchObject(expected);
    const search = await as.visitor.get('/api/search?search=Coloured').expect(200);
    expect(search.body.writeups[0]).toMatchObject(expected);
    const filter = encodeURIComponent(JSON.stringify({ slug: writeup.slug }));
    const detail = await as.visitor.get(`/api/writeup/?filter=${filter}`).expect(200);
    expect(detail.body).toMatchObject(expected);
  });

  it('answers an empty colour for images from elsewhere and for lookalike addresses', async () => {
    const plain = await createWriteup(testApp, {
      author: as.admin.user,
      title: 'Outside Art',
      poster: '/demo-images/poster.svg',
      image: '/media/not-a-uuid-at-all-but-36-chars-long/640x960.webp',
    });
    const filter = encodeURIComponent(JSON.stringify({ slug: plain.slug }));
    const detail = await as.visitor.get(`/api/writeup/?filter=${filter}`).expect(200);
    expect(detail.body).toMatchObject({ posterPlaceholder: '', imagePlaceholder: '' });
  });
});
