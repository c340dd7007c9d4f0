import { Body, Controller, HttpCode, Post, Put, Req } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { ACCOUNT_LINKS } from '@reviews/libs/constants';
import type { OkResponse, User } from '@reviews/libs/contract';
import type { FastifyRequest } from 'fastify';

import { Endpoint, ApiErrorResponses, INVALID_INPUT } from '../common/endpoint.decorator';
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
@ApiErrorResponses({ 400: INVALID_INPUT })
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
  @Endpoint({
    operationId: 'requestPasswordReset',
    summary: 'E-mail a password-reset link to an address',
    errors: { 429: 'Too many reset requests from this client' },
  })
  requestReset(@Body() body: PasswordResetDto): OkResponse {
    this.resets.request(body.email);
    return OK;
  }

  @Public()
  @Post('auth/password-reset/confirm')
  @HttpCode(200)
  @ApiOkResponse({ type: OkDto, description: 'The password is set and every session of the account ended' })
  @Endpoint({ operationId: 'confirmPasswordReset', summary: "Set a new password with a reset link's token" })
  async confirmReset(@Body() body: PasswordResetConfirmDto): Promise<OkResponse> {
    await this.resets.confirm(body.token, body.password);
    return OK;
  }

  @Public()
  @Post('auth/verify-email')
  @HttpCode(200)
  @ApiOkResponse({ type: OkDto, description: "The address (or the new address) is the account's, verified" })
  @Endpoint({
    operationId: 'verifyEmail',
    summary: "Confirm an e-mail address with its link's token",
    errors: { 409: 'The new address belongs to another account' },
  })
  async verifyEmail(@Body() body: VerifyEmailDto): Promise<OkResponse> {
    await this.verification.confirm(body.token);
    return OK;
  }

  @Public()
  @Post('auth/email-change/cancel')
  @HttpCode(200)
  @ApiOkResponse({ type: OkDto, description: 'The pending change of address is cancelled' })
  @Endpoint({
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
  @Endpoint({
    operationId: 'resendVerification',
    summary: 'E-mail the signed-in user a new confirmation link',
    errors: { 429: 'Links sent to this address recently' },
  })
  async resendVerification(@CurrentUser() user: UserRow): Promise<OkResponse> {
    await this.verification.resend(user);
    return OK;
  }

  @SignedIn()
  @Put('user/password')
  @ApiOkResponse({ type: UserDto, description: 'The user; their other sessions have ended' })
  @Endpoint({ operationId: 'changePassword', summary: "Change the signed-in user's password" })
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
  @Endpoint({
    operationId: 'changeEmail',
    summary: "Change the signed-in user's e-mail address (once confirmed)",
    errors: { 409: 'The address belongs to another account', 429: 'Links sent recently' },
  })
  async changeEmail(@Body() body: ChangeEmailDto, @CurrentUser() user: UserRow): Promise<OkResponse> {
    await this.settings.changeEmail(user, body);
    return OK;
  }

  @RootOnly()
  @Post('user/:id/password-reset')
  @HttpCode(202)
  @ApiAcceptedResponse({ type: OkDto, description: 'A reset link is on its way to that account' })
  @Endpoint({
    operationId: 'sendUserPasswordReset',
    summary: 'Root: e-mail a user a password-reset link',
    errors: {
      404: 'No user with that id',
      409: 'The account has no e-mail address',
      429: 'Links sent to that address recently',
    },
  })
  async sendReset(@IdParam('id', USER_NOT_FOUND) id: string): Promise<OkResponse> {
    await this.resets.requestFor(id);
    return OK;
  }
}
