import { Body, Controller, Delete, Get, HttpCode, Patch, Put, Query, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { OkResponse, User, UsersResponse } from '@reviews/libs/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Endpoint, ApiErrorResponses, INVALID_INPUT } from '../common/endpoint.decorator';
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
@ApiErrorResponses({ 400: INVALID_INPUT })
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
  @Endpoint({ operationId: 'listUsers', summary: 'Root: every user, paged' })
  all(@Query('page') page: string | undefined, @CurrentUser() viewer: UserRow): Promise<UsersResponse> {
    return this.management.listUsers(page, viewer);
  }

  @SignedIn()
  @Put()
  @ApiOkResponse({ type: UserDto, description: 'The saved user' })
  @Endpoint({
    operationId: 'updateProfile',
    summary: "The signed-in user's own settings",
    errors: { 409: 'Username is already taken' },
  })
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
  @Endpoint({ operationId: 'updateAvatar', summary: "The signed-in user's picture, saved on its own" })
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
  @Endpoint({
    operationId: 'deleteAccount',
    summary: "Delete the signed-in user's own account and end the session",
    errors: {
      403: 'The root account cannot be deleted',
      409: 'Writeups would have no owner (no root account)',
    },
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
  @Endpoint({
    operationId: 'changeUser',
    summary: "Root: change a user's role, ban or verification",
    errors: { 404: 'No user with that id' },
  })
  change(
    @IdParam('id', USER_NOT_FOUND) id: string,
    @Body() body: ChangeUserDto,
    @CurrentUser() viewer: UserRow,
    @Purges() purge: PurgeKeys,
  ): Promise<User> {
    return this.management.changeUser(id, body, viewer, purge);
  }
}
