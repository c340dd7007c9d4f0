import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '@reviews/libs/constants';
import type { Request } from 'express';

import type { UserRow } from '../database/schema';

export const IS_PUBLIC = 'auth:public';
export const ROLES = 'auth:roles';

/** Anyone may call the route, signed in or not. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC, true);

/** Only signed-in users of these roles may call the route (403 for others, 401 when signed out). */
export const Roles = (...roles: Role[]): MethodDecorator & ClassDecorator => SetMetadata(ROLES, roles);

/** The signed-in user's row, or undefined on a public route called by a visitor. */
export const CurrentUser = createParamDecorator(
  (_data: unknown, context: ExecutionContext): UserRow | undefined =>
    context.switchToHttp().getRequest<Request>().currentUser,
);
