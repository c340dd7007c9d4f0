import { Controller, Get, Param } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
} from '@nestjs/swagger';
import type { User } from '@reviews/libs/contract';

import { CurrentUser, Public } from '../common/auth.decorators';
import { ApiErrorDto } from '../common/dto/api-error.response';
import type { UserRow } from '../database/schema';
import { PublicRead } from '../http-cache/public-read.decorator';
import { UserDto, profileKeys } from '../users';
import { ProfilesService } from './profiles.service';

@ApiTags('users')
@ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input; nothing changed' })
@Controller('user')
export class ProfilesController {
  constructor(private readonly profiles: ProfilesService) {}

  @Public()
  @Get(':username')
  // Follow counts change with no purge (product.md §13): kept as long as like counts may lag.
  @PublicRead<User>({ keys: profileKeys, counts: true })
  @ApiOkResponse({ type: UserDto, description: 'The public profile; e-mail only for root and the user' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No user by that name (any case)' })
  @ApiOperation({ operationId: 'getUserProfile', summary: "A member's public profile by username" })
  profile(@Param('username') username: string, @CurrentUser() viewer: UserRow | undefined): Promise<User> {
    return this.profiles.profile(username, viewer);
  }
}
