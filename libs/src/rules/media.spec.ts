import {
  largestMediaSize,
  mediaSrcSet,
  mediaUrl,
  mediaVariants,
  mediaVariantSizes,
  parseMediaUrl,
  publicMediaUrl,
} from './media.js';

const ID = '0b6f1c2e-4a4b-4c1e-9d7a-2f3e4d5c6b7a';

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
