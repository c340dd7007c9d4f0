import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { MEDIA_DAILY_QUOTAS, MEDIA_LIMITS } from '@reviews/libs/constants';
import type { MediaResponse } from '@reviews/libs/contract';
import { mediaVariants, parseMediaUrl } from '@reviews/libs/rules';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent';

import { media, writeups } from '../src/database/schema';
import { MediaCleanupService } from '../src/media/media-cleanup.service';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers } from './support/community-fixtures';
import { createWriteup, loginAs, type TestUser } from './support/factories';
import { type S3TestServer, startS3Server } from './support/s3-server';
import { testImages } from './support/test-images';

const IMMUTABLE = 'public, max-age=31536000, immutable';

interface Storage {
  name: string;
  start(): Promise<{ testApp: TestApp; keys: () => Promise<string[]>; close: () => Promise<void> }>;
}

function filesUnder(dir: string, prefix = ''): string[] {
  let entries;
  try {
    entries = readdirSync(join(dir, prefix), { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) =>
    entry.isDirectory() ? filesUnder(dir, `${prefix}${entry.name}/`) : [`${prefix}${entry.name}`],
  );
}

const STORAGES: Storage[] = [
  {
    name: 'a directory',
    start: async () => {
      const testApp = await createTestApp();
      const { mediaStorage } = testApp.config;
      if (mediaStorage.kind !== 'directory') throw new Error('expected the directory storage');
      return { testApp, keys: async () => filesUnder(mediaStorage.dir).sort(), close: async () => undefined };
    },
  },
  {
    name: 'an S3-compatible server',
    start: async () => {
      const s3: S3TestServer = await startS3Server();
      const testApp = await createTestApp({ env: s3.env });
      return { testApp, keys: () => s3.keys(), close: () => s3.close() };
    },
  },
];

function upload(agent: TestAgent, purpose: string, file: Buffer, filename = 'upload.png') {
  return agent.post('/api/media').field('purpose', purpose).attach('file', file, { filename });
}

describe.each(STORAGES)('POST /api/media stored in $name', (storage) => {
  let testApp: TestApp;
  let keys: () => Promise<string[]>;
  let close: () => Promise<void>;
  let as: Callers;

  beforeAll(async () => {
    ({ testApp, keys, close } = await storage.start());
    as = await callers(testApp);
  });

  afterAll(async () => {
    await testApp.close();
    await close();
  });

  async function expectStoredVariants(body: MediaResponse): Promise<void> {
    const location = parseMediaUrl(body.url);
    expect(location).not.toBeNull();
    expect(body.variants).toEqual(mediaVariants(location!));
    for (const variant of body.variants) {
      const res = await as.visitor.get(variant.url).buffer(true).expect(200);
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers['content-type']).toBe(`image/${variant.format}`);
      const metadata = await sharp(res.body as Buffer).metadata();
      expect(metadata.format).toBe(variant.format === 'avif' ? 'heif' : 'webp');
      expect(metadata.width).toBe(variant.width);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.xmp).toBeUndefined();
    }
    const [row] = await testApp.db.select().from(media).where(eq(media.id, body._id));
    expect(row).toMatchObject({ width: body.width, height: body.height, variants: body.variants });
  }

  it('stores a PNG as WebP and AVIF variants at the widths up to its own', async () => {
    const res = await upload(as.admin, 'image', await testImages.png(800, 600)).expect(201);
    expect(res.body).toMatchObject({ _id: expect.any(String), width: 800, height: 600 });
    expect(res.body.url).toBe(`/media/${res.body._id}/800x600.webp`);
    expect(res.body.variants.map((v: { width: number }) => v.width)).toEqual([
      160, 320, 640, 800, 160, 320, 640, 800,
    ]);
    await expectStoredVariants(res.body);
    const [row] = await testApp.db.select().from(media).where(eq(media.id, res.body._id));
    expect(row).toMatchObject({ ownerId: as.admin.user.id, purpose: 'image' });
    expect((await keys()).filter((key) => key.startsWith(res.body._id))).toHaveLength(8);
  });

  it('strips EXIF and GPS from a JPEG, turns it upright and scales it to at most 1920 wide', async () => {
    const photo = await testImages.jpegWithGps(2400, 1600);
    const sent = await sharp(photo).metadata();
    expect(sent.exif?.toString('latin1')).toContain('Secret Owner');
    expect(sent.orientation).toBe(6);
    const res = await upload(as.root, 'content', photo, 'photo.jpg').expect(201);
    // Orientation 6: the 2400 x 1600 photo stands upright as 1600 x 2400.
    expect(res.body).toMatchObject({ width: 1600, height: 2400 });
    await expectStoredVariants(res.body);
    const largest = await as.visitor.get(res.body.url).buffer(true).expect(200);
    const text = (largest.body as Buffer).toString('latin1');
    expect(text).not.toContain('PhoneMaker');
    expect(text).not.toContain('Secret Owner');
  });

  it('keeps a wide image to 1920 pixels', async () => {
    const res = await upload(as.admin, 'image', await testImages.png(2400, 600)).expect(201);
    expect(res.body).toMatchObject({ width: 1920, height: 480 });
    expect(res.body.url).toBe(`/media/${res.body._id}/1920x480.webp`);
  });

  it.each([
    ['a WebP poster', 'poster', () => testImages.webp(500, 750), { width: 500, height: 750 }],
    ['an AVIF banner', 'image', () => testImages.avif(400, 300), { width: 400, height: 300 }],
    [
      'the first frame of an animated GIF',
      'content',
      () => testImages.animatedGif(),
      { width: 120, height: 90 },
    ],
  ])('stores %s', async (_case, purpose, make, size) => {
    const res = await upload(as.admin, purpose, await make()).expect(201);
    expect(res.body).toMatchObject(size);
    await expectStoredVariants(res.body);
  });

  it('stores an image whose longer side is 50 times the shorter', async () => {
    const res = await upload(as.admin, 'image', await testImages.plainPng(5_000, 100)).expect(201);
    expect(res.body).toMatchObject({ width: 1920, height: 38 });
    await expectStoredVariants(res.body);
  });

  it('lets a member upload an avatar', async () => {
    const res = await upload(as.user, 'avatar', await testImages.png(300, 300)).expect(201);
    const [row] = await testApp.db.select().from(media).where(eq(media.id, res.body._id));
    expect(row).toMatchObject({ ownerId: as.user.user.id, purpose: 'avatar' });
  });

  describe('unreferenced uploads', () => {
    const HOUR = 60 * 60 * 1000;
    const deleteUnreferenced = () => testApp.app.get(MediaCleanupService).deleteUnreferenced();

    async function uploadedAgo(hours: number, agent = as.admin, purpose = 'image'): Promise<MediaResponse> {
      const res = await upload(agent, purpose, await testImages.png(200, 150)).expect(201);
      await testApp.db
        .update(media)
        .set({ created: new Date(Date.now() - hours * HOUR) })
        .where(eq(media.id, res.body._id));
      return res.body as MediaResponse;
    }

    async function expectStored(image: MediaResponse, stored: boolean): Promise<void> {
      const rows = await testApp.db.select().from(media).where(eq(media.id, image._id));
      expect(rows).toHaveLength(stored ? 1 : 0);
      const files = (await keys()).filter((key) => key.startsWith(`${image._id}/`));
      expect(files).toHaveLength(stored ? image.variants.length : 0);
      await as.visitor.get(image.url).expect(stored ? 200 : 404);
    }

    it('deletes an upload nothing references a day after it was made, and keeps a fresh one', async () => {
      const old = await uploadedAgo(25);
      const fresh = await uploadedAgo(23);
      await deleteUnreferenced();
      await expectStored(old, false);
      await expectStored(fresh, true);
    });

    it('keeps old uploads that a writeup, an avatar or a revision references', async () => {
      const poster = await uploadedAgo(30);
      const banner = await uploadedAgo(30);
      const inContent = await uploadedAgo(30);
      const avatar = await uploadedAgo(30, as.user, 'avatar');
      const inRevision = await uploadedAgo(30);
      const unreferenced = await uploadedAgo(30);
      await createWriteup(testApp, {
        author: as.admin.user,
        poster: poster.url,
        image: banner.url,
        content: `A still from the film:\n\n![A still](${inContent.url})\n`,
      });
      const profile = { watching: 'Severance', favoriteMovie: 'Heat', favoriteShow: 'The Wire', bio: 'Hi.' };
      await as.user
        .put('/api/user/')
        .send({ ...profile, username: as.user.user.username, picture: avatar.url })
        .expect(200);
      // Saved once with this poster, then changed: only the revision still names it.
      const replaced = await createWriteup(testApp, { author: as.admin.user, poster: inRevision.url });
      await testApp.db.update(writeups).set({ poster: '' }).where(eq(writeups.id, replaced._id));

      await deleteUnreferenced();

      for (const image of [poster, banner, inContent, avatar, inRevision]) await expectStored(image, true);
      await expectStored(unreferenced, false);
    });
  });

  describe('refusals store nothing', () => {
    let before: string[];
    let rowsBefore: number;

    beforeEach(async () => {
      before = await keys();
      rowsBefore = (await testApp.db.select().from(media)).length;
    });

    afterEach(async () => {
      expect(await keys()).toEqual(before);
      expect(await testApp.db.select().from(media)).toHaveLength(rowsBefore);
    });

    it('answers 415 for a text file named .png', async () => {
      const res = await upload(as.admin, 'poster', testImages.text(), 'poster.png').expect(415);
      expect(res.body).toEqual({
        statusCode: 415,
        error: 'Unsupported Media Type',
        message: 'Upload a JPEG, PNG, WebP, AVIF or GIF image',
      });
    });

    it('answers 415 for an image of another kind (SVG)', async () => {
      const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
      await upload(as.admin, 'poster', svg, 'poster.png').expect(415);
    });

    it('answers 400 for a truncated image', async () => {
      const res = await upload(as.admin, 'poster', await testImages.truncatedJpeg(), 'poster.jpg').expect(
        400,
      );
      expect(res.body.message).toBe('The image could not be read; it may be damaged or incomplete');
    });

    it('answers 400 for a pixel bomb, before decoding it', async () => {
      const res = await upload(as.admin, 'poster', testImages.pixelBomb(), 'bomb.png').expect(400);
      expect(res.body).toEqual({
        statusCode: 400,
        error: 'Bad Request',
        message: 'Images may have at most 40 megapixels',
      });
    });

    it.each([
      [
        'a 1 x 20000 strip',
        'user',
        'avatar',
        [1, 20_000],
        'Images may be at most 16383 pixels wide and high',
      ],
      [
        'a side over 16383 pixels',
        'admin',
        'image',
        [16_384, 400],
        'Images may be at most 16383 pixels wide and high',
      ],
      [
        'a longer side over 50 times the shorter',
        'admin',
        'poster',
        [5_100, 100],
        'The longer side of an image may be at most 50 times the shorter',
      ],
      [
        'an avatar over 25 megapixels',
        'user',
        'avatar',
        [6_000, 4_500],
        'Avatars may have at most 25 megapixels',
      ],
    ] as const)('answers 400 for %s', async (_case, who, purpose, [width, height], message) => {
      const res = await upload(as[who], purpose, await testImages.plainPng(width, height)).expect(400);
      expect(res.body).toEqual({ statusCode: 400, error: 'Bad Request', message });
    });

    it('answers 413 for a file over 15 MB', async () => {
      const oversize = Buffer.concat([await testImages.png(100, 100), Buffer.alloc(MEDIA_LIMITS.bytes)]);
      const res = await upload(as.admin, 'poster', oversize).expect(413);
      expect(res.body).toEqual({
        statusCode: 413,
        error: 'Payload Too Large',
        message: 'Images may be at most 15 MB',
      });
    });

    it('answers 400 without a file', async () => {
      const res = await as.admin.post('/api/media').field('purpose', 'poster').expect(400);
      expect(res.body.message).toBe('Choose an image to upload');
    });

    it('answers 400 for an unknown purpose', async () => {
      const res = await upload(as.admin, 'wallpaper', await testImages.png(100, 100)).expect(400);
      expect(res.body.message).toBe('purpose must be one of poster, image, content, avatar');
    });

    it('answers 401 to a visitor', async () => {
      await upload(as.visitor, 'avatar', await testImages.png(100, 100)).expect(401);
    });

    it.each(['poster', 'image', 'content'])('answers 403 to a member uploading a %s', async (purpose) => {
      const res = await upload(as.user, purpose, await testImages.png(100, 100)).expect(403);
      expect(res.body).toEqual({
        statusCode: 403,
        error: 'Forbidden',
        message: 'Members may upload only an avatar',
      });
    });
  });
});

describe('POST /api/media daily quotas', () => {
  const MB = 1024 * 1024;
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  afterAll(() => testApp.close());

  /** Uploads made earlier, as rows: a quota counts the media table. */
  async function uploadedEarlier(owner: TestUser, files: number, bytes: number, hoursAgo = 1): Promise<void> {
    const created = new Date(Date.now() - hoursAgo * 60 * 60 * 1000);
    await testApp.db.insert(media).values(
      Array.from({ length: files }, () => ({
        id: randomUUID(),
        ownerId: owner.id,
        purpose: 'avatar' as const,
        width: 10,
        height: 10,
        variants: [],
        bytes,
        created,
      })),
    );
  }

  const uploadsOf = async (owner: TestUser) =>
    (await testApp.db.select().from(media).where(eq(media.ownerId, owner.id))).length;

  it('answers 429 to a member who uploaded 50 images in the last 24 hours, storing nothing', async () => {
    const member = await loginAs(testApp, 'user');
    await uploadedEarlier(member.user, MEDIA_DAILY_QUOTAS.user.files, 1000);
    const res = await upload(member, 'avatar', await testImages.png(100, 100)).expect(429);
    expect(res.body).toEqual({
      statusCode: 429,
      error: 'Too Many Requests',
      message: 'You may upload at most 50 images in 24 hours; try again later',
    });
    expect(await uploadsOf(member.user)).toBe(50);
  });

  it('answers 429 to a member whose upload would pass 200 MB in 24 hours', async () => {
    const member = await loginAs(testApp, 'user');
    await uploadedEarlier(member.user, 1, 200 * MB - 100);
    const res = await upload(member, 'avatar', await testImages.png(100, 100)).expect(429);
    expect(res.body.message).toBe('You may upload at most 200 MB of images in 24 hours; try again later');
    expect(await uploadsOf(member.user)).toBe(1);
  });

  it('counts only the uploads of the last 24 hours', async () => {
    const member = await loginAs(testApp, 'user');
    await uploadedEarlier(member.user, 50, 4 * MB, 25);
    await upload(member, 'avatar', await testImages.png(100, 100)).expect(201);
  });

  it('lets an admin past the member quotas, up to 500 images', async () => {
    const admin = await loginAs(testApp, 'admin');
    await uploadedEarlier(admin.user, 50, 20 * MB);
    await upload(admin, 'poster', await testImages.png(100, 100)).expect(201);
    await uploadedEarlier(admin.user, 449, 1000);
    const res = await upload(admin, 'poster', await testImages.png(100, 100)).expect(429);
    expect(res.body.message).toBe('You may upload at most 500 images in 24 hours; try again later');
    expect(await uploadsOf(admin.user)).toBe(500);
  });

  it('answers 429 to root past 2 GB in 24 hours', async () => {
    const root = await loginAs(testApp, 'root');
    await uploadedEarlier(root.user, 2, 1024 * MB);
    const res = await upload(root, 'content', await testImages.png(100, 100)).expect(429);
    expect(res.body.message).toBe('You may upload at most 2 GB of images in 24 hours; try again later');
  });
});

describe('POST /api/media when the processing queue is full', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    // One image processed, one waiting: the third of three at once finds the line full.
    testApp = await createTestApp({ env: { MEDIA_QUEUE_LIMIT: '1' } });
  });

  afterAll(() => testApp.close());

  it('answers 503 with Retry-After and stores nothing for it', async () => {
    const admin = await loginAs(testApp, 'admin');
    const photo = await testImages.png(2000, 1500);
    const answers = await Promise.all([1, 2, 3].map(() => upload(admin, 'image', photo)));
    expect(answers.map((res) => res.status).sort()).toEqual([201, 201, 503]);
    const refused = answers.find((res) => res.status === 503)!;
    expect(refused.headers['retry-after']).toBe('10');
    expect(refused.body).toEqual({
      statusCode: 503,
      error: 'Service Unavailable',
      message: 'Many images are being processed; try again shortly',
    });
    const stored = await testApp.db
      .select({ id: media.id })
      .from(media)
      .where(eq(media.ownerId, admin.user.id));
    expect(stored.map((row) => row.id).sort()).toEqual(
      answers
        .filter((res) => res.status === 201)
        .map((res) => res.body._id)
        .sort(),
    );
    // The line empties as images finish: the next upload is taken again.
    await upload(admin, 'image', await testImages.png(100, 100)).expect(201);
  });
});

describe('GET /media/{file}', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp();
  });

  it.each([
    ['an unknown image', '/media/0b6f1c2e-4a4b-4c1e-9d7a-2f3e4d5c6b7a/160x240.webp'],
    ['a path outside the media', '/media/../session-secret'],
    ['a name that is not a variant', '/media/0b6f1c2e-4a4b-4c1e-9d7a-2f3e4d5c6b7a/original.jpg'],
  ])('answers 404 for %s', async (_case, path) => {
    const res = await testApp.http().get(path).expect(404);
    expect(res.body).toEqual({ statusCode: 404, error: 'Not Found', message: 'Not found' });
  });
});

describe('security policy for images', () => {
  it('allows images from the site only', async () => {
    const testApp = await createTestApp();
    const res = await testApp.http().get('/api/health');
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
    await testApp.close();
  });

  it('also allows the origin of MEDIA_PUBLIC_URL', async () => {
    const testApp = await createTestApp({ env: { MEDIA_PUBLIC_URL: 'https://media.example.com/site/' } });
    const res = await testApp.http().get('/api/health');
    expect(res.headers['content-security-policy']).toContain(
      "img-src 'self' data: blob: https://media.example.com;",
    );
    await testApp.close();
  });
});
