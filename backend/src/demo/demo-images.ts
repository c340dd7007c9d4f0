import type { INestApplicationContext } from '@nestjs/common';
import sharp from 'sharp';

import { MediaService } from '../media/media.service';
import { type ArtKind, demoArt } from './demo-art';

/** Draws poster and banner art and stores it through the upload pipeline, as an admin's upload would be. */
export class DemoImages {
  private readonly media: MediaService;
  private written = 0;

  constructor(app: INestApplicationContext) {
    this.media = app.get(MediaService);
  }

  /** The site media URL of a new piece of art. */
  async write(kind: ArtKind, title: string, seed: number): Promise<string> {
    const png = await sharp(Buffer.from(demoArt(kind, title, seed)))
      .png()
      .toBuffer();
    const stored = await this.media.store(null, kind === 'poster' ? 'poster' : 'image', png);
    this.written += 1;
    return stored.url;
  }

  get count(): number {
    return this.written;
  }
}
