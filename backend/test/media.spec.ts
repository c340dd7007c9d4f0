import { readdirSync } from 'node:fs';
import { join } from 'node:path';

import { MEDIA_LIMITS } from '@reviews/libs/constants';
import type { MediaResponse } from '@reviews/libs/contract';
import { mediaVariants, parseMediaUrl } from '@reviews/libs/rules';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import type TestAgent from 'supertest/lib/agent';

import { media } from '../src/database/schema';
import { createTestApp, type TestApp } from './support/app';
import { type Callers, callers } from './support/community-fixtures';
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

  it('lets a member upload an avatar', async () => {
    const res = await upload(as.user, 'avatar', await testImages.png(300, 300)).expect(201);
    const [row] = await testApp.db.select().from(media).where(eq(media.id, res.body._id));
    expect(row).toMatchObject({ ownerId: as.user.user.id, purpose: 'avatar' });
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
