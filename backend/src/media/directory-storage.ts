import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, rmdir, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

import { MEDIA_FORMATS } from '@reviews/libs/constants';

import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../config/private-files';
import { MediaStorage, type StoredFile } from './media-storage';

const CONTENT_TYPES: Record<string, string> = Object.fromEntries(
  MEDIA_FORMATS.map((format) => [`.${format}`, `image/${format}`]),
);

/** Files under MEDIA_DIR (default DATA_DIR/media), one folder per image. */
export class DirectoryStorage extends MediaStorage {
  constructor(private readonly dir: string) {
    super();
  }

  async put(key: string, body: Buffer): Promise<void> {
    const path = join(this.dir, key);
    await mkdir(dirname(path), { recursive: true, mode: PRIVATE_DIR_MODE });
    // Written aside and renamed, so a reader never sees half a file.
    await writeFile(`${path}.part`, body, { mode: PRIVATE_FILE_MODE });
    await rename(`${path}.part`, path);
  }

  async get(key: string): Promise<StoredFile | null> {
    const path = join(this.dir, key);
    const extension = /\.[a-z]+$/.exec(key)?.[0] ?? '';
    try {
      const { size } = await stat(path);
      return {
        body: createReadStream(path),
        contentType: CONTENT_TYPES[extension] ?? 'application/octet-stream',
        length: size,
      };
    } catch {
      return null;
    }
  }

  async remove(keys: string[]): Promise<void> {
    await Promise.all(keys.map((key) => rm(join(this.dir, key), { force: true })));
    // An image's folder goes with its last file; one still holding files stays.
    const folders = new Set(keys.map((key) => dirname(join(this.dir, key))));
    await Promise.all([...folders].map((folder) => rmdir(folder).catch(() => undefined)));
  }
}
