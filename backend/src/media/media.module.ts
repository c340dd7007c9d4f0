import { Module } from '@nestjs/common';

import { AppConfig } from '../config/app-config';
import { JobsModule } from '../jobs/jobs.module';
import { DirectoryStorage } from './directory-storage';
import { ImageProcessor } from './image-processor';
import { MediaController } from './media.controller';
import { MediaCleanupService } from './media-cleanup.service';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';
import { MediaFilesHandler } from './media-files.handler';
import { MediaStorage } from './media-storage';
import { S3Storage } from './s3-storage';

@Module({
  imports: [JobsModule],
  controllers: [MediaController],
  providers: [
    {
      provide: MediaStorage,
      inject: [AppConfig],
      useFactory: ({ mediaStorage }: AppConfig): MediaStorage =>
        mediaStorage.kind === 's3' ? new S3Storage(mediaStorage) : new DirectoryStorage(mediaStorage.dir),
    },
    ImageProcessor,
    MediaRepository,
    MediaService,
    MediaFilesHandler,
    MediaCleanupService,
  ],
  exports: [MediaService, MediaFilesHandler],
})
export class MediaModule {}
