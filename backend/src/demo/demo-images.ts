import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { buildSlug } from '@reviews/libs/rules';

import { type ArtKind, demoArt } from './demo-art';

/** The URL path the web server answers demo images under (from DATA_DIR/demo-images). */
export const DEMO_IMAGES_PATH = '/demo-images';
export const DEMO_IMAGES_DIR = 'demo-images';

/** Writes poster and banner SVGs into DATA_DIR/demo-images and answers the URLs writeups store. */
export class DemoImages {
  private readonly dir: string;
  private written = 0;

  constructor(dataDir: string) {
    this.dir = join(dataDir, DEMO_IMAGES_DIR);
    mkdirSync(this.dir, { recursive: true });
  }

  write(kind: ArtKind, title: string, seed: number): string {
    const file = `${buildSlug(title) || 'untitled'}-${seed}-${kind}.svg`;
    writeFileSync(join(this.dir, file), demoArt(kind, title, seed));
    this.written += 1;
    return `${DEMO_IMAGES_PATH}/${file}`;
  }

  get count(): number {
    return this.written;
  }
}
