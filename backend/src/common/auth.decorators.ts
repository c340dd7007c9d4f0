import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';
import { ADMIN_ROLES, type Role } from '@reviews/libs/constants';
import type { FastifyRequest } from 'fastify';

import type { UserRow } from '../database/schema';
import { ApiErrorResponses } from './endpoint.decorator';

export const IS_PUBLIC = 'auth:public';
export const ROLES = 'auth:roles';

/**
 * The OpenAPI security scheme of the session cookie. Every operation of the document needs it
 * unless it is `@Public()`, where it is optional (`{}`): a viewer's session may change the answer.
 */
export const SESSION_COOKIE_SCHEME = 'session';

/** Anyone may call the route, signed in or not. */
export const Public = (): MethodDecorator & ClassDecorator =>
  applyDecorators(SetMetadata(IS_PUBLIC, true), ApiSecurity({}), ApiSecurity(SESSION_COOKIE_SCHEME));

/** Only signed-in users of these roles may call the route (403 for others, 401 when signed out). */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES, roles);

/** What a composed access decorator documents beyond its roles. */
export interface AccessOptions {
  /** The 403's description when the route refuses more than the other roles (one 403 per route). */
  forbidden?: string;
}

const NOT_SIGNED_IN = 'Not signed in';

const documentsSignIn = (): MethodDecorator & ClassDecorator => ApiErrorResponses({ 401: NOT_SIGNED_IN });

const onlyFor = (roles: Role[], forbidden: string): MethodDecorator & ClassDecorator =>
  applyDecorators(Roles(...roles), ApiErrorResponses({ 401: NOT_SIGNED_IN, 403: forbidden }));

/**
 * Any signed-in user may call the route (401 when signed out); the session cookie is the
 * document's default security requirement. A 403 for a rule of the service is the route's own.
 */
export const SignedIn = (): MethodDecorator & ClassDecorator => documentsSignIn();

/** Only admins and root may call the route. */
export const StaffOnly = ({ forbidden = 'Not an admin or root' }: AccessOptions = {}): MethodDecorator &
  ClassDecorator => onlyFor([...ADMIN_ROLES], forbidden);

/** Only root may call the route. */
export const RootOnly = ({ forbidden = 'Not root' }: AccessOptions = {}): MethodDecorator & ClassDecorator =>
  onlyFor(['root'], forbidden);

/** The signed-in user's row, or undefined on a public route called by a visitor. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UserRow | undefined =>
    context.switchToHttp().getRequest<FastifyRequest>().currentUser,
);
