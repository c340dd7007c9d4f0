import { Module } from '@nestjs/common';

import { UsersModule } from '../users/users.module';
import { WriteupsModule } from '../writeups/writeups.module';
import { ProfilesController } from './profiles.controller';
import { ProfilesService } from './profiles.service';

/**
 * A member's public profile (GET /api/user/:username): above users/ and writeups/, since it
 * shows the writeups a member's favourites name, and writeups show their authors.
 */
@Module({
  imports: [UsersModule, WriteupsModule],
  controllers: [ProfilesController],
  providers: [ProfilesService],
})
export class ProfilesModule {}
