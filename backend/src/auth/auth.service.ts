import { BadRequestException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { FORM_MESSAGES } from '@reviews/libs/constants';
import { isEmail } from 'class-validator';
import type { FastifyRequest } from 'fastify';

import { EmailVerificationService } from '../accounts';
import { AppConfig } from '../config/app-config';
import type { UserRow } from '../database/schema';
import { verifyPassword, EmailAccountsService } from '../users';
import { assertMaySignIn } from '../session/suspension';
import type { CredentialsDto } from './dto/credentials.request';
import { OIDC_NOT_CONFIGURED } from './oidc/oidc-messages';
import { OidcCodeLoginService } from './oidc/oidc-code-login.service';

@Injectable()
export class AuthService {
  constructor(
    private readonly users: EmailAccountsService,
    private readonly config: AppConfig,
    private readonly codeLogin: OidcCodeLoginService,
    private readonly verification: EmailVerificationService,
  ) {}

  /**
   * Creates an e-mail account (the username is generated) and e-mails it a verification link;
   * the caller signs it in.
   * With the provider's `type`, a `code` and its `state`, the same as an identity-provider login.
   */
  async register(body: CredentialsDto, req: FastifyRequest): Promise<UserRow> {
    if (body.type !== 'email') return this.providerLogin(body, req);
    const email = (body.email ?? body.emailOrUsername ?? '').trim();
    if (!email || !body.password) throw new BadRequestException(FORM_MESSAGES.fillInAllFields);
    if (!isEmail(email)) throw new BadRequestException(FORM_MESSAGES.invalidEmail);
    const user = await this.users.createEmailAccount({ email, password: body.password });
    await this.verification.sendAfterSignUp(user);
    return user;
  }

  /**
   * The account matching the credentials; one answer for an unknown account and a wrong password
   * (a suspended account: "suspended", right password or not).
   * With the provider's `type`, a `code` and its `state`: the identity-provider sign-in.
   */
  async login(body: CredentialsDto, req: FastifyRequest): Promise<UserRow> {
    if (body.type !== 'email') return this.providerLogin(body, req);
    const login = (body.emailOrUsername ?? body.email ?? '').trim();
    if (!login || !body.password) throw new BadRequestException(FORM_MESSAGES.fillInAllFields);
    const user = await this.users.findByEmailOrUsername(login);
    const valid = await verifyPassword(user?.passwordHash, body.password);
    if (!user) throw new UnauthorizedException(FORM_MESSAGES.incorrectCredentials);
    // A suspended account is told so whether or not the password was right: the answer says
    // nothing about the password, and nobody can test passwords against it (product.md §10).
    assertMaySignIn(user);
    if (!valid) throw new UnauthorizedException(FORM_MESSAGES.incorrectCredentials);
    return user;
  }

  /**
   * Finishes the sign-in this browser started with GET /api/auth/oidc, with the code and state the
   * provider's redirect carried (instead of loading the callback). An unknown `type` is invalid
   * input; the provider's when none is configured is not found (product.md §4b).
   */
  private async providerLogin(body: CredentialsDto, req: FastifyRequest): Promise<UserRow> {
    if (body.type !== this.config.oidcProvider) throw new BadRequestException(this.loginTypesMessage());
    if (!this.config.oidc) throw new NotFoundException(OIDC_NOT_CONFIGURED);
    const code = body.code?.trim();
    const state = body.state?.trim();
    if (!code || !state) throw new BadRequestException(FORM_MESSAGES.fillInAllFields);
    const user = await this.codeLogin.signIn(req, code, state);
    assertMaySignIn(user);
    return user;
  }

  private loginTypesMessage(): string {
    if (!this.config.oidc) return 'type must be email';
    return `type must be one of email, ${this.config.oidcProvider}`;
  }
}
