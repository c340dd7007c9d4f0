import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import { ApiSecurity } from '@nestjs/swagger';
import type { Role } from '@reviews/libs/constants';
import type { Request } from 'express';

import type { UserRow } from '../database/schema';

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

/** The signed-in user's row, or undefined on a public route called by a visitor. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UserRow | undefined =>
    context.switchToHttp().getRequest<Request>().currentUser,
);
