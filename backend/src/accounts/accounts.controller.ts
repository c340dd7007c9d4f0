import { Body, Controller, HttpCode, Post, Put, Req } from '@nestjs/common';
import {
  ApiOperation,
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ACCOUNT_LINKS } from '@reviews/libs/constants';
import type { OkResponse, User } from '@reviews/libs/contract';
import type { FastifyRequest } from 'fastify';

import { ApiErrorDto } from '../common/dto/api-error.response';
import { CurrentUser, Public, RootOnly, SignedIn } from '../common/auth.decorators';
import { IdParam } from '../common/id-param';
import { OkDto } from '../common/dto/ok.response';
import type { UserRow } from '../database/schema';
import { UserDto, USER_NOT_FOUND } from '../users';
import { AccountSettingsService } from './account-settings.service';
import {
  CancelEmailChangeDto,
  ChangeEmailDto,
  ChangePasswordDto,
  PasswordResetConfirmDto,
  PasswordResetDto,
  VerifyEmailDto,
} from './dto/account.request';
import { EmailVerificationService } from './email-verification.service';
import { PasswordResetService } from './password-reset.service';

const OK: OkResponse = { ok: true };

/** product.md §8: passwords, resets and verified addresses. */
@ApiTags('accounts')
@ApiBadRequestResponse({ type: ApiErrorDto, description: 'Invalid input; nothing changed' })
@Controller()
export class AccountsController {
  constructor(
    private readonly settings: AccountSettingsService,
    private readonly resets: PasswordResetService,
    private readonly verification: EmailVerificationService,
  ) {}

  @Public()
  @Post('auth/password-reset')
  @HttpCode(202)
  @Throttle({ default: { limit: ACCOUNT_LINKS.resetRequestsPerClientPerHour, ttl: 60 * 60_000 } })
  @ApiAcceptedResponse({
    type: OkDto,
    description: 'Always the same answer; a link is e-mailed if an account uses the address',
  })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Too many reset requests from this client' })
  @ApiOperation({
    operationId: 'requestPasswordReset',
    summary: 'E-mail a password-reset link to an address',
  })
  requestReset(@Body() body: PasswordResetDto): OkResponse {
    this.resets.request(body.email);
    return OK;
  }

  @Public()
  @Post('auth/password-reset/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: OkDto, description: 'The password is set and every session of the account ended' })
  @ApiOperation({
    operationId: 'confirmPasswordReset',
    summary: "Set a new password with a reset link's token",
  })
  async confirmReset(@Body() body: PasswordResetConfirmDto): Promise<OkResponse> {
    await this.resets.confirm(body.token, body.password);
    return OK;
  }

  @Public()
  @Post('auth/verify-email')
  @HttpCode(200)
  @ApiOkResponse({ type: OkDto, description: "The address (or the new address) is the account's, verified" })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The new address belongs to another account' })
  @ApiOperation({ operationId: 'verifyEmail', summary: "Confirm an e-mail address with its link's token" })
  async verifyEmail(@Body() body: VerifyEmailDto): Promise<OkResponse> {
    await this.verification.confirm(body.token);
    return OK;
  }

  @Public()
  @Post('auth/email-change/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: OkDto, description: 'The pending change of address is cancelled' })
  @ApiOperation({
    operationId: 'cancelEmailChange',
    summary: 'Void an e-mail change from the link sent to the old address',
  })
  async cancelEmailChange(@Body() body: CancelEmailChangeDto): Promise<OkResponse> {
    await this.verification.cancelChange(body.token);
    return OK;
  }

  @SignedIn()
  @Post('auth/verify-email/resend')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: OkDto, description: 'A new verification link is on its way' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Links sent to this address recently' })
  @ApiOperation({
    operationId: 'resendVerification',
    summary: 'E-mail the signed-in user a new confirmation link',
  })
  async resendVerification(@CurrentUser() user: UserRow): Promise<OkResponse> {
    await this.verification.resend(user);
    return OK;
  }

  @SignedIn()
  @Put('user/password')
  @ApiOkResponse({ type: UserDto, description: 'The user; their other sessions have ended' })
  @ApiOperation({ operationId: 'changePassword', summary: "Change the signed-in user's password" })
  changePassword(
    @Body() body: ChangePasswordDto,
    @CurrentUser() user: UserRow,
    @Req() req: FastifyRequest,
  ): Promise<User> {
    return this.settings.changePassword(user, body, req.sessionID);
  }

  @SignedIn()
  @Put('user/email')
  @HttpCode(202)
  @ApiAcceptedResponse({
    type: OkDto,
    description:
      'A link went to the new address (it changes once confirmed), and one that cancels the change to the current address',
  })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The address belongs to another account' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Links sent recently' })
  @ApiOperation({
    operationId: 'changeEmail',
    summary: "Change the signed-in user's e-mail address (once confirmed)",
  })
  async changeEmail(@Body() body: ChangeEmailDto, @CurrentUser() user: UserRow): Promise<OkResponse> {
    await this.settings.changeEmail(user, body);
    return OK;
  }

  @RootOnly()
  @Post('user/:id/password-reset')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: OkDto, description: 'A reset link is on its way to that account' })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'No user with that id' })
  @ApiConflictResponse({ type: ApiErrorDto, description: 'The account has no e-mail address' })
  @ApiTooManyRequestsResponse({ type: ApiErrorDto, description: 'Links sent to that address recently' })
  @ApiOperation({
    operationId: 'sendUserPasswordReset',
    summary: 'Root: e-mail a user a password-reset link',
  })
  async sendReset(@IdParam('id', USER_NOT_FOUND) id: string): Promise<OkResponse> {
    await this.resets.requestFor(id);
    return OK;
  }
}
