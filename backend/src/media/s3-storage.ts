import { Readable } from 'node:stream';

import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

import type { MediaStorageConfig } from '../config/app-config';
import { IMMUTABLE_CACHE, MediaStorage, type StoredFile } from './media-storage';

type S3Config = Extract<MediaStorageConfig, { kind: 's3' }>;

/** Objects in an S3-compatible bucket (AWS, MinIO, R2, ...), through the AWS SDK. */
export class S3Storage extends MediaStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(config: S3Config) {
    super();
    this.bucket = config.bucket;
    this.client = new S3Client({
      endpoint: config.endpoint,
      // Buckets of S3-compatible servers are addressed by path; the region is a formality there.
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Many S3-compatible servers do not know the SDK's newer default checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        CacheControl: IMMUTABLE_CACHE,
      }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const answer = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      return {
        body: answer.Body as Readable,
        contentType: answer.ContentType ?? 'application/octet-stream',
        length: answer.ContentLength ?? 0,
      };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async remove(keys: string[]): Promise<void> {
    // One by one: the batch delete needs a Content-MD5 that some S3-compatible servers insist on.
    await Promise.all(
      keys.map((Key) => this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key }))),
    );
  }

  onModuleDestroy(): void {
    this.client.destroy();
  }
}
