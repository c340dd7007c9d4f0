import type { ServerResponse } from 'node:http';

import { type ExecutionContext, HttpException, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { AuthGuard, type AuthGuardAuthenticateOptions } from '@nestjs/passport';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { AppConfig } from '../../config/app-config';
import type { UserRow } from '../../database/schema';
import { CANCELLED, CODE_REJECTED, OIDC_NOT_CONFIGURED, SIGN_IN_FAILED, STATE_FAILED } from './oidc-messages';
import type { OidcAppState } from './oidc-session-state';
import { OIDC_STRATEGY } from './oidc.strategy';
import { OidcStrategyRegistry } from './oidc-strategy.registry';
import { safeReturnTo } from './return-to';

/** A request of the sign-in's routes, with the query the provider and the browser send. */
type OidcRequest = FastifyRequest<{ Querystring: Record<string, string | undefined> }>;

/** What the callback learnt: the signed-in user and where they were going, or why it failed. */
export type OidcOutcome = { user: UserRow; returnTo: string } | { error: string };

declare module 'fastify' {
  interface FastifyRequest {
    oidcOutcome?: OidcOutcome;
  }
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

  /** passport answers a redirect itself, on the Node response (Fastify's reply has no setHeader). */
  getResponse<T = ServerResponse>(context: ExecutionContext): T {
    return context.switchToHttp().getResponse<FastifyReply>().raw as T;
  }
}

/** GET /api/auth/oidc: the strategy stores the sign-in in the session, then redirects. */
@Injectable()
export class OidcStartGuard extends OidcGuard {
  override getAuthenticateOptions(context: ExecutionContext): AuthGuardAuthenticateOptions {
    const request = context.switchToHttp().getRequest<OidcRequest>();
    const appState: OidcAppState = { returnTo: safeReturnTo(request.query.returnTo) };
    // passport types `state` as a string; passport-openidconnect hands any value to its store.
    return { state: appState as unknown as string };
  }
}

/**
 * GET /api/auth/oidc/callback: the strategy checks the state, exchanges the code with its
 * verifier and checks the ID token; the outcome, success or failure, goes to the controller as
 * `request.oidcOutcome`. The sign-in under way ends either way.
 */
@Injectable()
export class OidcCallbackGuard extends OidcGuard {
  private readonly logger = new Logger(OidcCallbackGuard.name);

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<OidcRequest>();
    // Without a code or an error the strategy would start a new sign-in instead of finishing one.
    if (!request.query.code && !request.query.error) {
      if (request.session) delete request.session.oidc;
      request.oidcOutcome = { error: STATE_FAILED };
      return true;
    }
    return super.canActivate(context);
  }

  override getAuthenticateOptions(): AuthGuardAuthenticateOptions {
    return { property: 'oidcOutcome' };
  }

  override handleRequest<T = OidcOutcome>(
    error: unknown,
    user: unknown,
    info: unknown,
    context: ExecutionContext,
  ): T {
    if (user && !error) {
      const state = (info as { state?: OidcAppState } | undefined)?.state;
      return { user: user as UserRow, returnTo: safeReturnTo(state?.returnTo) } as T;
    }
    const request = context.switchToHttp().getRequest<OidcRequest>();
    if (request.session) delete request.session.oidc;
    return { error: this.describeFailure(error, info, request) } as T;
  }

  /** A readable reason for a failed callback (spec §8: the server message is shown). */
  private describeFailure(error: unknown, info: unknown, request: OidcRequest): string {
    // Ours: the state store's refusal (info) or the account rules' (error).
    if (error instanceof HttpException) return error.message;
    if (info instanceof HttpException) return info.message;
    const failure = (error ?? info) as { code?: unknown; message?: unknown } | null;
    // The token endpoint refused the code: used, expired, or not for this browser's verifier.
    if (failure?.code === 'invalid_grant') return CODE_REJECTED;
    if (request.query.error === 'access_denied') return CANCELLED;
    const reason = [failure?.code, failure?.message].filter(Boolean).map(String).join(': ');
    this.logger.warn(`Identity-provider sign-in failed: ${reason || 'no reason given'}`);
    return SIGN_IN_FAILED;
  }
}
