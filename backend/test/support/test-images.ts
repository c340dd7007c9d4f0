import { crc32, deflateSync } from 'node:zlib';

import sharp from 'sharp';

/** A picture with some detail, so encoders have work to do. */
function gradient(width: number, height: number, channels: 3 | 4 = 3): Buffer {
  const pixels = Buffer.alloc(width * height * channels);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const at = (y * width + x) * channels;
      pixels[at] = (x * 255) / width;
      pixels[at + 1] = (y * 255) / height;
      pixels[at + 2] = ((x + y) * 7) % 256;
      if (channels === 4) pixels[at + 3] = 200;
    }
  }
  return pixels;
}

function picture(width: number, height: number, channels: 3 | 4 = 3) {
  return sharp(gradient(width, height, channels), { raw: { width, height, channels } });
}

export const testImages = {
  png: (width = 800, height = 600) => picture(width, height, 4).png().toBuffer(),
  /** One colour: large sizes in few bytes, quick to make. */
  plainPng: (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#4a7' } })
      .png()
      .toBuffer(),
  webp: (width = 500, height = 750) => picture(width, height).webp().toBuffer(),
  avif: (width = 400, height = 300) => picture(width, height).avif().toBuffer(),
  /** A photo as a phone takes it: EXIF with the camera and GPS position, turned by its orientation tag. */
  jpegWithGps: (width = 2400, height = 1600) =>
    picture(width, height)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneMaker', Model: 'Camera 9', Copyright: 'Secret Owner' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '51/1 30/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 7/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer(),
  /** Three frames of 120 x 90. */
  animatedGif: async () => {
    const frames = await Promise.all(
      ['#d00', '#0d0', '#00d'].map((colour) =>
        sharp({ create: { width: 120, height: 90, channels: 3, background: colour } })
          .png()
          .toBuffer(),
      ),
    );
    return sharp(frames, { join: { animated: true } })
      .gif()
      .toBuffer();
  },
  text: () => Buffer.from('This is a text file, whatever its name says.\n'),
  /** The first half of a JPEG: its header reads, its pixels do not. */
  truncatedJpeg: async () => {
    const whole = await picture(600, 400).jpeg().toBuffer();
    return whole.subarray(0, whole.length / 2);
  },
  /** A PNG that claims 20000 x 20000 pixels (400 MP) in a few bytes. */
  pixelBomb: () => {
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const crc = Buffer.alloc(4);
      crc.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, crc]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header.set([8, 2, 0, 0, 0], 8);
    return Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(20_001))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
  },
};
