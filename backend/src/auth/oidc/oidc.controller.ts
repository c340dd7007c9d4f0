import { Controller, Get, HttpException, Logger, NotFoundException, Req, Res } from '@nestjs/common';
import {
  ApiOperation,
  ApiFoundResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiProperty,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import type { AuthProvider } from '@reviews/libs/contract';
import type { Request, Response } from 'express';

import { ApiErrorDto } from '../../common/api-error.dto';
import { Public } from '../../common/auth.decorators';
import { AppConfig } from '../../config/app-config';
import { Invalidates } from '../../http-cache/invalidates.decorator';
import { SurrogateKeys } from '../../http-cache/surrogate-keys';
import { startUserSession } from '../../session/session-auth';
import { ACCOUNT_SUSPENDED } from '../../users/suspension';
import { CANCELLED, OIDC_NOT_CONFIGURED, SIGN_IN_FAILED, STATE_FAILED } from './oidc-messages';
import { OidcSignInService } from './oidc-sign-in.service';
import { safeReturnTo } from './return-to';

class AuthProviderDto implements AuthProvider {
  @ApiProperty({ example: 'google', description: 'The login `type` (OIDC_PROVIDER)' })
  type!: string;

  @ApiProperty({ example: 'Google' })
  name!: string;

  @ApiProperty({ example: '/api/auth/oidc' })
  loginUrl!: string;
}

const LOCATION = { Location: { description: 'Where the browser goes next', schema: { type: 'string' } } };

function displayName(provider: string): string {
  return provider.charAt(0).toUpperCase() + provider.slice(1);
}

/** A single query parameter's text; repeated or absent ones are none. */
function queryText(value: unknown): string | undefined {
  return typeof value === 'string' && value ? value : undefined;
}

@ApiTags('auth')
@Controller('auth')
export class OidcController {
  private readonly logger = new Logger(OidcController.name);

  constructor(
    private readonly config: AppConfig,
    private readonly signIn: OidcSignInService,
  ) {}

  @Public()
  @Get('providers')
  @ApiOkResponse({
    type: [AuthProviderDto],
    description: 'The configured identity providers; empty when none',
  })
  @ApiOperation({
    operationId: 'listAuthProviders',
    summary: 'The identity providers a visitor may sign in with',
  })
  providers(): AuthProvider[] {
    if (!this.config.oidc) return [];
    const type = this.config.oidcProvider;
    return [{ type, name: displayName(type), loginUrl: '/api/auth/oidc' }];
  }

  @Public()
  @Get('oidc')
  @ApiQuery({
    name: 'returnTo',
    type: String,
    required: false,
    description: 'A path of this site to come back to',
  })
  @ApiFoundResponse({
    description:
      "Redirect to the identity provider's sign-in, with state, nonce and a PKCE (S256) challenge kept in this browser's session",
    headers: LOCATION,
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Identity-provider login is not configured' })
  @ApiOperation({
    operationId: 'startOidcSignIn',
    summary: 'Start an identity-provider sign-in (redirects to the provider)',
  })
  async start(@Req() req: Request, @Res() res: Response): Promise<void> {
    this.assertConfigured();
    res.redirect(302, await this.signIn.start(req, safeReturnTo(req.query.returnTo)));
  }

  @Public()
  @Get('oidc/callback')
  // The sign-in may have created an account (search lists accounts).
  @Invalidates({ after: () => [SurrogateKeys.users] })
  @ApiFoundResponse({
    description: 'Signed in: redirect to the page of returnTo (or /); failed: to /login?error=<message>',
    headers: LOCATION,
  })
  @ApiNotFoundResponse({ type: ApiErrorDto, description: 'Identity-provider login is not configured' })
  @ApiOperation({
    operationId: 'finishOidcSignIn',
    summary: "The provider's redirect back: finishes the sign-in",
  })
  async callback(@Req() req: Request, @Res() res: Response): Promise<void> {
    this.assertConfigured();
    const fail = (error: string): void => res.redirect(302, `/login?error=${encodeURIComponent(error)}`);
    const code = queryText(req.query.code);
    const state = queryText(req.query.state);
    if (!code) {
      if (req.session) delete req.session.oidc;
      const error = queryText(req.query.error);
      if (error && error !== 'access_denied') this.logger.warn(`The identity provider answered ${error}`);
      return fail(error === 'access_denied' ? CANCELLED : error ? SIGN_IN_FAILED : STATE_FAILED);
    }
    let outcome;
    try {
      outcome = await this.signIn.finish(req, code, state ?? '');
    } catch (error) {
      if (error instanceof HttpException) return fail(error.message);
      this.logger.warn(`Identity-provider sign-in failed: ${(error as Error).message}`);
      return fail(SIGN_IN_FAILED);
    }
    if (outcome.user.suspended) return fail(ACCOUNT_SUSPENDED);
    await startUserSession(req, res, outcome.user);
    res.redirect(302, outcome.returnTo);
  }

  private assertConfigured(): void {
    if (!this.config.oidc) throw new NotFoundException(OIDC_NOT_CONFIGURED);
  }
}
