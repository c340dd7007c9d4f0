import {
  largestMediaSize,
  mediaSizeProblem,
  mediaSrcSet,
  mediaUrl,
  mediaVariants,
  mediaVariantSizes,
  parseMediaUrl,
  publicMediaUrl,
} from './media.js';

const ID = '0b6f1c2e-4a4b-4c1e-9d7a-2f3e4d5c6b7a';

describe('mediaSizeProblem', () => {
  const PIXELS = 'Images may have at most 40 megapixels';
  const SIDE = 'Images may be at most 16383 pixels wide and high';
  const RATIO = 'The longer side of an image may be at most 50 times the shorter';
  const AVATAR = 'Avatars may have at most 25 megapixels';
  it.each([
    ['accepts a photo', 4000, 3000, 'image', null],
    ['accepts 40 megapixels', 8000, 5000, 'poster', null],
    ['refuses more than 40 megapixels', 8001, 5000, 'poster', PIXELS],
    ['refuses a pixel bomb by its pixels first', 20_000, 20_000, 'content', PIXELS],
    ['accepts a side of 16383', 16_383, 400, 'image', null],
    ['refuses a width over 16383', 16_384, 400, 'image', SIDE],
    ['refuses a height over 16383', 400, 16_384, 'content', SIDE],
    ['refuses a 1 x 20000 strip', 1, 20_000, 'avatar', SIDE],
    ['accepts a ratio of 1:50', 5000, 100, 'image', null],
    ['refuses a ratio over 1:50 across', 5001, 100, 'image', RATIO],
    ['refuses a ratio over 1:50 upright', 100, 5001, 'poster', RATIO],
    ['accepts an avatar of 25 megapixels', 5000, 5000, 'avatar', null],
    ['refuses an avatar over 25 megapixels', 6000, 4500, 'avatar', AVATAR],
    ['accepts a banner over 25 megapixels', 6000, 4500, 'image', null],
  ] as const)('%s', (_case, width, height, purpose, problem) => {
    expect(mediaSizeProblem({ width, height }, purpose)).toBe(problem);
  });
});

describe('largestMediaSize', () => {
  it.each([
    ['keeps an image narrower than 1920', { width: 1000, height: 1500 }, { width: 1000, height: 1500 }],
    ['scales a wider image to 1920', { width: 4000, height: 3000 }, { width: 1920, height: 1440 }],
    ['never rounds a height to 0', { width: 4000, height: 1 }, { width: 1920, height: 1 }],
  ])('%s', (_case, original, expected) => {
    expect(largestMediaSize(original)).toEqual(expected);
  });
});

describe('mediaVariantSizes', () => {
  it.each([
    ['has every standard width below 1920', { width: 1920, height: 1080 }, [160, 320, 640, 1280, 1920]],
    ['ends at the original width', { width: 1000, height: 500 }, [160, 320, 640, 1000]],
    ['has one size for a tiny image', { width: 100, height: 50 }, [100]],
    ['does not repeat a standard width', { width: 640, height: 480 }, [160, 320, 640]],
  ])('%s', (_case, largest, widths) => {
    expect(mediaVariantSizes(largest).map((size) => size.width)).toEqual(widths);
  });

  it('keeps the aspect ratio', () => {
    expect(mediaVariantSizes({ width: 640, height: 960 })).toEqual([
      { width: 160, height: 240 },
      { width: 320, height: 480 },
      { width: 640, height: 960 },
    ]);
  });
});

describe('parseMediaUrl', () => {
  it.each([
    ['a stored media URL', `/media/${ID}/640x960.webp`, { folder: `/media/${ID}/`, width: 640, height: 960 }],
    ['a hand-typed URL', 'https://img.example/poster.jpg', null],
    ['a demo image', '/demo-images/poster.svg', null],
    ['another site with the same path', `https://evil.example/media/${ID}/640x960.webp`, null],
    ['empty', '', null],
    ['missing', null, null],
  ])('reads %s', (_case, url, expected) => {
    expect(parseMediaUrl(url)).toEqual(expected);
  });
});

describe('mediaVariants and mediaSrcSet', () => {
  const location = parseMediaUrl(mediaUrl(ID, { width: 320, height: 480 }))!;

  it('lists AVIF then WebP variants, narrowest first', () => {
    expect(mediaVariants(location)).toEqual([
      { url: `/media/${ID}/160x240.avif`, width: 160, format: 'avif' },
      { url: `/media/${ID}/320x480.avif`, width: 320, format: 'avif' },
      { url: `/media/${ID}/160x240.webp`, width: 160, format: 'webp' },
      { url: `/media/${ID}/320x480.webp`, width: 320, format: 'webp' },
    ]);
  });

  it('writes a srcset of one format', () => {
    expect(mediaSrcSet(location, 'webp')).toBe(
      `/media/${ID}/160x240.webp 160w, /media/${ID}/320x480.webp 320w`,
    );
  });
});

describe('publicMediaUrl', () => {
  it.each([
    [
      'keeps a media path without a media origin',
      `/media/${ID}/160x240.webp`,
      null,
      `/media/${ID}/160x240.webp`,
    ],
    [
      'moves a media path to the media origin by its key',
      `/media/${ID}/160x240.webp`,
      'https://cdn.example.com/reviews',
      `https://cdn.example.com/reviews/${ID}/160x240.webp`,
    ],
    [
      'leaves other URLs alone',
      '/demo-images/poster.svg',
      'https://cdn.example.com',
      '/demo-images/poster.svg',
    ],
  ])('%s', (_case, path, origin, expected) => {
    expect(publicMediaUrl(path, origin)).toBe(expected);
  });

  it('writes a srcset on the media origin', () => {
    const location = parseMediaUrl(`/media/${ID}/160x240.webp`)!;
    expect(mediaSrcSet(location, 'avif', 'https://cdn.example.com')).toBe(
      `https://cdn.example.com/${ID}/160x240.avif 160w`,
    );
  });
});
