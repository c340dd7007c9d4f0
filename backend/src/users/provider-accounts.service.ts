import { ConflictException, Injectable } from '@nestjs/common';

import { isUniqueViolation } from '../database/database-errors';
import { USER_UNIQUE_KEYS, type UserRow } from '../database/schema';
import { UsernamesService } from './usernames.service';
import { UsersRepository } from './users.repository';

/** Who the identity provider says signed in (see auth/oidc). */
export interface ProviderAccountIdentity {
  subject: string;
  email: string | null;
  emailVerified: boolean;
  picture: string | null;
}

/**
 * Accounts behind identity-provider sign-in (product.md §5): the account already linked to the
 * subject; else the e-mail account, joined only when the provider verified the e-mail (and
 * stripped of its password and sessions when the account never verified it, product.md §8);
 * else a new account with a generated username.
 */
@Injectable()
export class ProviderAccountsService {
  constructor(
    private readonly users: UsersRepository,
    private readonly usernames: UsernamesService,
  ) {}

  async signIn(provider: string, identity: ProviderAccountIdentity): Promise<UserRow> {
    const link = { loginType: provider, providerSubject: identity.subject };
    const known = await this.users.findByProviderSubject(provider, identity.subject);
    if (known) {
      return this.users.linkProvider(known.id, {
        ...link,
        thirdPartyPicture: identity.picture ?? known.thirdPartyPicture,
      });
    }

    const byEmail = identity.email ? await this.users.findByEmail(identity.email) : undefined;
    if (byEmail) {
      if (!identity.emailVerified) {
        throw new ConflictException('An account with this e-mail already exists; sign in with your password');
      }
      if (byEmail.providerSubject !== null) {
        throw new ConflictException('An account with this e-mail is already linked to another sign-in');
      }
      const joined = { ...link, thirdPartyPicture: identity.picture };
      // An unverified address may have been registered by someone else than its owner, who
      // has just proved it: they get the account, the other person's password does not.
      if (!byEmail.emailVerified) return this.users.takeOverForProvider(byEmail.id, joined);
      return this.users.linkProvider(byEmail.id, joined);
    }

    return this.create(provider, identity);
  }

  private async create(provider: string, identity: ProviderAccountIdentity): Promise<UserRow> {
    for (;;) {
      try {
        return await this.users.insert({
          username: await this.usernames.unique(),
          // An unverified address is not kept: it might be someone else's.
          email: identity.emailVerified ? identity.email : null,
          emailVerified: identity.emailVerified && identity.email !== null,
          loginType: provider,
          providerSubject: identity.subject,
          thirdPartyPicture: identity.picture,
        });
      } catch (error) {
        if (isUniqueViolation(error, USER_UNIQUE_KEYS.providerSubject)) {
          // The same person finished signing in twice at once; the first request created it.
          const created = await this.users.findByProviderSubject(provider, identity.subject);
          if (created) return created;
        }
        if (isUniqueViolation(error, USER_UNIQUE_KEYS.email)) {
          throw new ConflictException(
            'An account with this e-mail already exists; sign in with your password',
          );
        }
        if (!isUniqueViolation(error, USER_UNIQUE_KEYS.username)) throw error;
      }
    }
  }
}
