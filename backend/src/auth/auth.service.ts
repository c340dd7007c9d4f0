import { BadRequestException, Injectable, NotFoundException, UnauthorizedException } from '@nestjs/common';
import { isEmail } from 'class-validator';

import type { UserRow } from '../database/schema';
import { verifyPassword } from '../users/password';
import { UsersService } from '../users/users.service';
import type { CredentialsDto } from './dto/credentials.dto';

const LOGIN_FAILED = 'Incorrect email or password';

@Injectable()
export class AuthService {
  constructor(private readonly users: UsersService) {}

  /** Creates an e-mail account (the username is generated); the caller signs it in. */
  async register(body: CredentialsDto): Promise<UserRow> {
    this.requireEmailLogin(body);
    const email = (body.email ?? body.emailOrUsername ?? '').trim();
    if (!email || !body.password) throw new BadRequestException('Please fill in all fields');
    if (!isEmail(email)) throw new BadRequestException('Please enter a valid e-mail address');
    return this.users.createEmailAccount({ email, password: body.password });
  }

  /** The account matching the credentials; one answer for an unknown account and a wrong password. */
  async login(body: CredentialsDto): Promise<UserRow> {
    this.requireEmailLogin(body);
    const login = (body.emailOrUsername ?? body.email ?? '').trim();
    if (!login || !body.password) throw new BadRequestException('Please fill in all fields');
    const user = await this.users.findByEmailOrUsername(login);
    const valid = await verifyPassword(user?.passwordHash, body.password);
    if (!user || !valid) throw new UnauthorizedException(LOGIN_FAILED);
    return user;
  }

  private requireEmailLogin(body: CredentialsDto): void {
    // Identity-provider sign-in is answered by the OIDC module once a provider is configured.
    if (body.type !== 'email') throw new NotFoundException('Identity-provider login is not configured');
  }
}
