import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { OkResponse, User } from '@reviews/libs/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { Endpoint, ApiErrorResponses, RATE_LIMITED } from '../common/endpoint.decorator';
import { CurrentUser, Public } from '../common/auth.decorators';
import { OkDto } from '../common/dto/ok.response';
import type { UserRow } from '../database/schema';
import { sharePublicly } from '../http-cache/cache-headers';
import { Invalidates } from '../http-cache/invalidates.decorator';
import { rejectUnknownQuery } from '../http-cache/query-parameters';
import { SHARED_MAX_AGE_S } from '../http-cache/shared-lifetime';
import { SurrogateKeys } from '../http-cache/surrogate-keys';
import { endUserSession, startUserSession } from '../session/session-auth';
import { carriesSession } from '../session/session-cookie';
import { UserDto, toUserResponse } from '../users';
import { AuthService } from './auth.service';
import { CredentialsDto } from './dto/credentials.request';

const isEmailLogin = (req: FastifyRequest): boolean =>
  (req.body as { type?: unknown } | undefined)?.type === 'email';

@ApiTags('auth')
@ApiErrorResponses({ 403: 'Cross-origin request refused' })
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('register')
  @Invalidates({ after: () => [SurrogateKeys.users] })
  @ApiCreatedResponse({ type: UserDto, description: 'The new account, signed in' })
  @Endpoint({
    operationId: 'register',
    summary: 'Sign up with a username, e-mail and password',
    errors: {
      400: 'Missing fields, bad e-mail or password length, a type other than email or the provider',
      409: 'The e-mail is taken',
      429: RATE_LIMITED,
    },
  })
  async register(
    @Body() body: CredentialsDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<User> {
    const user = await this.auth.register(body, req);
    await startUserSession(req, res, user);
    return toUserResponse(user, user);
  }

  @Public()
  @Post('login')
  // Signing in through the identity provider may create an account.
  @Invalidates({ after: (_user, { req }) => (isEmailLogin(req) ? [] : [SurrogateKeys.users]) })
  @HttpCode(200)
  @ApiOkResponse({ type: UserDto, description: 'Signed in on a new session id' })
  @Endpoint({
    operationId: 'login',
    summary: 'Sign in with a password, or finish an identity-provider sign-in',
    errors: {
      400: 'Please fill in all fields; or a type other than email or the provider',
      401: 'Incorrect email or password; or the provider code was refused, or is not of the sign-in this browser started (code and state)',
      404: 'Identity-provider login is not configured (the provider type, no provider)',
      409: 'Provider e-mail of an existing account is not verified',
      429: RATE_LIMITED,
    },
  })
  async login(
    @Body() body: CredentialsDto,
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<User> {
    const user = await this.auth.login(body, req);
    await startUserSession(req, res, user);
    return toUserResponse(user, user);
  }

  /**
   * The spec's call (§7) still answers, but signs nobody out: a GET is what a link or an image on
   * another site makes the browser send (SameSite=Lax cookies included). Sign out with POST.
   */
  @Public()
  @Get('logout')
  @ApiOkResponse({ type: OkDto, description: 'Nothing changes: sign out with POST /api/logout' })
  @Endpoint({ operationId: 'logout', summary: 'Kept for the spec; signs out only by POST' })
  logout(): OkResponse {
    return { ok: true };
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  @ApiOkResponse({ type: OkDto, description: 'The session is ended and its cookie cleared' })
  @Endpoint({ operationId: 'logoutByPost', summary: 'Sign out' })
  async logoutByPost(
    @Req() req: FastifyRequest,
    @Res({ passthrough: true }) res: FastifyReply,
  ): Promise<OkResponse> {
    await endUserSession(req, res);
    return { ok: true };
  }

  @Public()
  @Get('whoami')
  @ApiOkResponse({
    type: UserDto,
    description: 'The signed-in user, or null; without the session cookie a null shared caches may keep',
  })
  @Endpoint({ operationId: 'whoami', summary: 'The signed-in user, or null for a visitor' })
  whoami(
    @CurrentUser() user: UserRow | undefined,
    @Req() req: FastifyRequest,
    @Res() res: FastifyReply,
  ): void {
    rejectUnknownQuery(req, []);
    // product.md §7: every visitor's page load asks; without a session cookie the answer can only
    // be null, so shared caches answer it. With one (valid or not) it is the caller's own.
    if (!carriesSession(req.raw)) sharePublicly(res.raw, [], SHARED_MAX_AGE_S);
    // Written directly: Nest would send an empty body for null, and the client parses JSON.
    void res
      .type('application/json; charset=utf-8')
      .send(JSON.stringify(user ? toUserResponse(user, user) : null));
  }
}
