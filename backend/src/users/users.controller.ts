import { Body, Controller, Delete, Get, HttpCode, Patch, Put, Query, Req, Res } from '@nestjs/common';
import {
  ApiOperation,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { OkResponse, User, UsersResponse } from '@reviews/libs/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { ApiErrorDto } from '../common/dto/api-error.response';
import { CurrentUser, RootOnly, SignedIn } from '../common/auth.decorators';
import { IdParam } from '../common/id-param';
import { OkDto } from '../common/dto/ok.response';
import { ApiPageQuery } from '../common/dto/paged.response';
import type { UserRow } from '../database/schema';
import { type PurgeKeys, Purges } from '../http-cache/purge-keys';
import { endUserSession } from '../session/session-auth';
import { AccountDeletionService } from './account-deletion.service';
import { ChangeUserDto } from './dto/change-user.request';
import { UpdateAvatarDto, UpdateProfileDto } from './dto/update-profile.request';
import { UserDto, UsersPageDto } from './dto/user.response';
import { ProfileSettingsService } from './profile-settings.service';
import { USER_NOT_FOUND } from './user-errors';
import { UserManagementService } from './user-management.service';

@ApiTags('users')
@ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input; nothing changed' })
@Controller('user')
export class UsersController {
  constructor(
    private readonly settings: ProfileSettingsService,
    private readonly deletion: AccountDeletionService,
    private readonly management: UserManagementService,
  ) {}

  @RootOnly()
  @Get('all')
  @ApiPageQuery()
  @ApiOkResponse({ type: UsersPageDto, description: 'All accounts, newest first, with e-mails' })
  @ApiOperation({ operationId: 'listUsers', summary: 'Root: every user, paged' })
  all(@Query('page') page: string | undefined, @CurrentUser() viewer: UserRow): Promise<UsersResponse> {
    return this.management.listUsers(page, viewer);
  }

  @SignedIn()
  @Put()
  @ApiOkResponse({ type: UserDto, description: 'The saved user' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Username is already taken' })
  @ApiOperation({ operationId: 'updateProfile', summary: "The signed-in user's own settings" })
  update(
    @Body() body: UpdateProfileDto,
    @CurrentUser() user: UserRow,
    @Purges() purge: PurgeKeys,
  ): Promise<User> {
    return this.settings.updateProfile(user, body, purge);
  }

  /** The picture alone, so it can change whatever the other settings hold (product.md §9). */
  @SignedIn()
  @Put('avatar')
  @ApiOkResponse({ type: UserDto, description: 'The user with the new picture' })
  @ApiOperation({ operationId: 'updateAvatar', summary: "The signed-in user's picture, saved on its own" })
  updateAvatar(
    @Body() body: UpdateAvatarDto,
    @CurrentUser() user: UserRow,
    @Purges() purge: PurgeKeys,
  ): Promise<User> {
    return this.settings.updateAvatar(user, body.picture, purge);
  }

  @SignedIn()
  @Delete()
  @HttpCode(200)
  @ApiOkResponse({ type: OkDto, description: 'The account, its sessions and comments are gone; signed out' })
  @ApiForbiddenResponse({ type: ApiErrorDto, description: 'The root account cannot be deleted' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'Writeups would have no owner (no root account)' })
  @ApiOperation({
    operationId: 'deleteAccount',
    summary: "Delete the signed-in user's own account and end the session",
  })
  async remove(
    @CurrentUser() user: UserRow,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
    @Purges() purge: PurgeKeys,
  ): Promise<OkResponse> {
    await this.deletion.deleteAccount(user, purge);
    await endUserSession(req, res);
    return { ok: true };
  }

  @RootOnly({ forbidden: 'Not root, or the target is a root account' })
  @Patch(':id')
  @ApiOkResponse({ type: UserDto, description: 'The changed user' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No user with that id' })
  @ApiOperation({ operationId: 'changeUser', summary: "Root: change a user's role, ban or verification" })
  change(
    @IdParam('id', USER_NOT_FOUND) id: string,
    @Body() body: ChangeUserDto,
    @CurrentUser() viewer: UserRow,
    @Purges() purge: PurgeKeys,
  ): Promise<User> {
    return this.management.changeUser(id, body, viewer, purge);
  }
}
