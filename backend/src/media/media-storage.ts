import type { Readable } from 'node:stream';

/** A stored file, ready to be streamed to a client. */
export interface StoredFile {
  body: Readable;
  contentType: string;
  length: number;
}

/**
 * Where the files of uploaded images live (a directory or an S3-compatible bucket); keys are
 * `{media id}/{file name}`. Chosen by configuration in media.module.ts.
 */
export abstract class MediaStorage {
  abstract put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** Null when there is no such file. */
  abstract get(key: string): Promise<StoredFile | null>;
  /** Removes the files that exist among these keys. */
  abstract remove(keys: string[]): Promise<void>;
}

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';
