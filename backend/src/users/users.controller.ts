import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { OkResponse, User, UsersResponse } from '@reviews/libs/contract';
import type { Request, Response } from 'express';

import { ApiErrorDto } from '../common/dto/api-error.response';
import { CurrentUser, Public, Roles } from '../common/auth.decorators';
import { OkDto } from '../common/dto/ok.response';
import { ApiPageQuery } from '../common/dto/paged.response';
import type { UserRow } from '../database/schema';
import type { CacheFacts } from '../http-cache/cache-facts.repository';
import { Invalidates } from '../http-cache/invalidates.decorator';
import { PublicRead } from '../http-cache/public-read.decorator';
import { accountKeys, SurrogateKeys } from '../http-cache/surrogate-keys';
import { endUserSession } from '../session/session-auth';
import { AccountDeletionService } from './account-deletion.service';
import { ChangeUserDto } from './dto/change-user.request';
import { UpdateAvatarDto, UpdateProfileDto } from './dto/update-profile.request';
import { UserDto, UsersPageDto } from './dto/user.response';
import { ProfileSettingsService } from './profile-settings.service';
import { ProfilesService } from './profiles.service';
import { UserManagementService } from './user-management.service';

/** The keys of what an account shows publicly, as it is before the write. */
async function accountKeysOf(facts: CacheFacts, userId: string | undefined): Promise<string[]> {
  const account = userId === undefined ? undefined : await facts.account(userId);
  return account ? accountKeys(account) : [];
}

@ApiTags('users')
@ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input; nothing changed' })
@Controller('user')
export class UsersController {
  constructor(
    private readonly profiles: ProfilesService,
    private readonly settings: ProfileSettingsService,
    private readonly deletion: AccountDeletionService,
    private readonly management: UserManagementService,
  ) {}

  /** Declared before `:username`, which would otherwise take it. */
  @Roles('root')
  @Get('all')
  @ApiPageQuery()
  @ApiOkResponse({ type: UsersPageDto, description: 'All accounts, newest first, with e-mails' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not root' })
  all(@Query('page') page: string | undefined, @CurrentUser() viewer: UserRow): Promise<UsersResponse> {
    return this.management.listUsers(page, viewer);
  }

  @Public()
  @Get(':username')
  @PublicRead<User>({
    query: [],
    keys: (user) => [SurrogateKeys.user(user._id), SurrogateKeys.username(user.username)],
  })
  @ApiOkResponse({ type: UserDto, description: 'The public profile; e-mail only for root and the user' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No user by that name (any case)' })
  profile(@Param('username') username: string, @CurrentUser() viewer: UserRow | undefined): Promise<User> {
    return this.profiles.profile(username, viewer);
  }

  @Put()
  @Invalidates<User>({
    before: ({ user, facts }) => accountKeysOf(facts, user?.id),
    after: (saved) => [SurrogateKeys.username(saved.username)],
  })
  @ApiOkResponse({ type: UserDto, description: 'The saved user' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Username is already taken' })
  update(@Body() body: UpdateProfileDto, @CurrentUser() user: UserRow): Promise<User> {
    return this.settings.updateProfile(user, body);
  }

  /** The picture alone, so it can change whatever the other settings hold (product.md §9). */
  @Put('avatar')
  @Invalidates({ before: ({ user, facts }) => accountKeysOf(facts, user?.id) })
  @ApiOkResponse({ type: UserDto, description: 'The user with the new picture' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  updateAvatar(@Body() body: UpdateAvatarDto, @CurrentUser() user: UserRow): Promise<User> {
    return this.settings.updateAvatar(user, body.picture);
  }

  @Delete()
  @Invalidates({
    // Its comments go too (comment lists carry their authors' keys), with the counts.
    before: async ({ user, facts }) => [
      ...(await accountKeysOf(facts, user?.id)),
      SurrogateKeys.stats,
      SurrogateKeys.roundups,
    ],
  })
  @HttpCode(200)
  @ApiOkResponse({ type: OkDto, description: 'The account, its sessions and comments are gone; signed out' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'The root account cannot be deleted' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Writeups would have no owner (no root account)' })
  async remove(
    @CurrentUser() user: UserRow,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<OkResponse> {
    await this.deletion.deleteAccount(user);
    await endUserSession(req, res);
    return { ok: true };
  }

  @Roles('root')
  @Patch(':id')
  @Invalidates<User>({
    before: ({ req, facts }) => accountKeysOf(facts, String(req.params.id)),
    after: (changed) => [SurrogateKeys.username(changed.username)],
  })
  @ApiOkResponse({ type: UserDto, description: 'The changed user' })
  @ApiUnauthorizedResponse({ type: ApiErrorDto })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'Not root, or the target is a root account' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No user with that id' })
  change(
    @Param('id') id: string,
    @Body() body: ChangeUserDto,
    @CurrentUser() viewer: UserRow,
  ): Promise<User> {
    return this.management.changeUser(id, body, viewer);
  }
}
