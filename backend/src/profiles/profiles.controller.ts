import { Controller, Get, Param } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { User } from '@reviews/libs/contract';

import { Endpoint, ApiErrorResponses, INVALID_INPUT } from '../common/endpoint.decorator';
import { CurrentUser, Public } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { PublicRead } from '../http-cache/public-read.decorator';
import { UserDto, profileKeys } from '../users';
import { ProfilesService } from './profiles.service';

@ApiTags('users')
@ApiErrorResponses({ 400: INVALID_INPUT })
@Controller('user')
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Public()
  @Get(':username')
  // Follow counts change with no purge (product.md §13): kept as long as like counts may lag.
  @PublicRead<User>({ keys: profileKeys, counts: true })
  @ApiOkResponse({ type: UserDto, description: 'The public profile; e-mail only for root and the user' })
  @Endpoint({
    operationId: 'getUserProfile',
    summary: "A member's public profile by username",
    errors: { 404: 'No user by that name (any case)' },
  })
  profile(@Param('username') username: string, @CurrentUser() viewer: UserRow | undefined): Promise<User> {
    return this.profiles.profile(username, viewer);
  }
}
