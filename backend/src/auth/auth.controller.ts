import { Body, Controller, Get, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { User } from '@reviews/libs/contract';
import type { Request, Response } from 'express';

import { CurrentUser, Public } from '../common/auth.decorators';
import type { UserRow } from '../database/schema';
import { endUserSession, startUserSession } from '../session/session-auth';
import { toUserResponse } from '../users/user-response';
import { AuthService } from './auth.service';
import { CredentialsDto } from './dto/credentials.dto';

@ApiTags('auth')
@Controller()
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @Public()
  @Post('register')
  async register(@Body() body: CredentialsDto, @Req() req: Request): Promise<User> {
    const user = await this.auth.register(body);
    await startUserSession(req, user.id);
    return toUserResponse(user, user);
  }

  @Public()
  @Post('login')
  @HttpCode(200)
  async login(@Body() body: CredentialsDto, @Req() req: Request): Promise<User> {
    const user = await this.auth.login(body);
    await startUserSession(req, user.id);
    return toUserResponse(user, user);
  }

  @Public()
  @Get('logout')
  @ApiOkResponse({ description: 'The session is ended and its cookie cleared' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ ok: true }> {
    await endUserSession(req, res);
    return { ok: true };
  }

  @Public()
  @Post('logout')
  @HttpCode(200)
  async logoutByPost(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<{ ok: true }> {
    return this.logout(req, res);
  }

  @Public()
  @Get('whoami')
  @ApiOkResponse({ description: 'The signed-in user, or null' })
  whoami(@CurrentUser() user: UserRow | undefined, @Res() res: Response): void {
    // Written directly: Nest would send an empty body for null, and the client parses JSON.
    res.json(user ? toUserResponse(user, user) : null);
  }
}
