import { type ExecutionContext, HttpException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { AuthGuard, type AuthGuardAuthenticateOptions } from '@nestjs/passport';
import type { Request } from 'express';

import { AppConfig } from '../../config/app-config';
import type { UserRow } from '../../database/schema';
import { CODE_REJECTED, SIGN_IN_FAILED } from './oidc-messages';
import { OIDC_STRATEGY } from './oidc.strategy';
import { OidcStrategyRegistry } from './oidc-strategy.registry';
import { safeReturnTo } from './return-to';

export const OIDC_NOT_CONFIGURED = 'Identity-provider login is not configured';

/** What the callback learnt: the signed-in user and where they were going, or why it failed. */
export type OidcOutcome = { user: UserRow; returnTo: string } | { error: string };

declare module 'express' {
  interface Request {
    oidcOutcome?: OidcOutcome;
  }
}

const STATE_FAILED = 'The sign-in request could not be verified; please try again';
const CANCELLED = 'Sign-in with the identity provider was cancelled';

/** A readable reason for a failed callback (spec §8: the server message is shown). */
function describeFailure(error: unknown, info: unknown): string {
  if (error instanceof HttpException) return error.message;
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'invalid_grant') return CODE_REJECTED;
  const message = (info as { message?: unknown } | null)?.message;
  if (typeof message === 'string' && /state/i.test(message)) return STATE_FAILED;
  if (typeof message === 'string' && /aborted|denied|cancel/i.test(message)) return CANCELLED;
  return SIGN_IN_FAILED;
}

/** 404 when no provider is configured; otherwise the strategy is registered before passport runs. */
@Injectable()
abstract class OidcGuard extends AuthGuard(OIDC_STRATEGY) {
  constructor(
    private readonly config: AppConfig,
    private readonly registry: OidcStrategyRegistry,
  ) {
    super();
  }

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    if (!this.config.oidc) throw new NotFoundException(OIDC_NOT_CONFIGURED);
    await this.registry.ready();
    return (await super.canActivate(context)) as boolean;
  }
}

/** GET /api/auth/oidc: the strategy stores state, nonce and the page to return to, then redirects. */
@Injectable()
export class OidcStartGuard extends OidcGuard {
  override getAuthenticateOptions(context: ExecutionContext): AuthGuardAuthenticateOptions {
    const request = context.switchToHttp().getRequest<Request>();
    const appState: unknown = { returnTo: safeReturnTo(request.query.returnTo) };
    // passport types `state` as a string; passport-openidconnect keeps any value as the app state.
    return { state: appState as string };
  }
}

/**
 * GET /api/auth/oidc/callback: the strategy checks state, exchanges the code and validates the
 * ID token; the outcome, success or failure, goes to the controller as `request.oidcOutcome`.
 */
@Injectable()
export class OidcCallbackGuard extends OidcGuard {
  private readonly logger = new Logger(OidcCallbackGuard.name);

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<Request>();
    // Without a code the strategy would start a new sign-in instead of finishing one.
    if (!request.query.code && !request.query.error) {
      request.oidcOutcome = { error: STATE_FAILED };
      return true;
    }
    return super.canActivate(context);
  }

  override getAuthenticateOptions(): AuthGuardAuthenticateOptions {
    return { property: 'oidcOutcome' };
  }

  override handleRequest<T = OidcOutcome>(error: unknown, user: unknown, info: unknown): T {
    if (user && !error) {
      const state = (info as { state?: { returnTo?: unknown } } | undefined)?.state;
      return { user: user as UserRow, returnTo: safeReturnTo(state?.returnTo) } as T;
    }
    if (error && !(error instanceof HttpException)) {
      this.logger.warn(`Identity-provider sign-in failed: ${String((error as Error).message ?? error)}`);
    }
    return { error: describeFailure(error, info) } as T;
  }
}
