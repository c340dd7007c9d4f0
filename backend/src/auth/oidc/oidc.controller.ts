import { Controller, Get, Req, Res, UseGuards } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiQuery, ApiTags } from '@nestjs/swagger';
import type { AuthProvider } from '@reviews/libs/contract';
import { SITE_PAGES } from '@reviews/libs/site-map';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Endpoint } from '../../common/endpoint.decorator';
import { Public } from '../../common/auth.decorators';
import { AppConfig } from '../../config/app-config';
import { Invalidates } from '../../http-cache/invalidates.decorator';
import { SurrogateKeys } from '../../http-cache/surrogate-keys';
import { AuthProviderDto } from '../dto/auth-provider.response';
import { startUserSession } from '../../session/session-auth';
import { ACCOUNT_SUSPENDED } from '../../session/suspension';
import { OidcCallbackGuard, OidcStartGuard } from './oidc-auth.guards';
import { SIGN_IN_FAILED } from './oidc-messages';

const LOCATION = { Location: { description: 'Where the browser goes next', schema: { type: 'string' } } };

/** A path as a Location header may carry it: characters outside printable ASCII percent-encoded. */
function encodeLocation(path: string): string {
  return path.replace(/[^\x21-\x7e]/gu, (character) => {
    try {
      return encodeURIComponent(character);
    } catch {
      // A lone surrogate: what the replacement character would be.
      return '%EF%BF%BD';
    }
  });
}

function displayName(provider: string): string {
  return provider.charAt(0).toUpperCase() + provider.slice(1);
}

@ApiTags('auth')
@Controller('auth')
export class OidcController {
  constructor(private readonly config: AppConfig) {}

  @Public()
  @Get('providers')
  @ApiOkResponse({
    type: [AuthProviderDto],
    description: 'The configured identity providers; empty when none',
  })
  @Endpoint({
    operationId: 'listAuthProviders',
    summary: 'The identity providers a visitor may sign in with',
  })
  providers(): AuthProvider[] {
    if (!this.config.oidc) return [];
    const type = this.config.oidcProvider;
    return [{ type, name: displayName(type), loginUrl: '/api/auth/oidc' }];
  }

  /** The guard answers: a redirect to the provider (the handler never runs). */
  @Public()
  @Get('oidc')
  @UseGuards(OidcStartGuard)
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
  @Endpoint({
    operationId: 'startOidcSignIn',
    summary: 'Start an identity-provider sign-in (redirects to the provider)',
    errors: { 404: 'Identity-provider login is not configured' },
  })
  start(): void {}

  @Public()
  @Get('oidc/callback')
  @UseGuards(OidcCallbackGuard)
  // The sign-in may have created an account (search lists accounts).
  @Invalidates({ after: () => [SurrogateKeys.users] })
  @ApiFoundResponse({
    description: 'Signed in: redirect to the page of returnTo (or /); failed: to /login?error=<message>',
    headers: LOCATION,
  })
  @Endpoint({
    operationId: 'finishOidcSignIn',
    summary: "The provider's redirect back: finishes the sign-in",
    errors: { 404: 'Identity-provider login is not configured' },
  })
  async callback(@Req() req: FastifyRequest, @Res() res: FastifyReply): Promise<void> {
    const outcome = req.oidcOutcome ?? { error: SIGN_IN_FAILED };
    if ('error' in outcome || outcome.user.suspended) {
      const error = 'error' in outcome ? outcome.error : ACCOUNT_SUSPENDED;
      void res.redirect(`${SITE_PAGES.login.pattern}?error=${encodeURIComponent(error)}`, 302);
      return;
    }
    await startUserSession(req, res, outcome.user);
    void res.redirect(encodeLocation(outcome.returnTo), 302);
  }
}
