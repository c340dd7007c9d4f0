import {
  type CanActivate,
  type ExecutionContext,
  ForbiddenException,
  Injectable,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Role } from '@reviews/libs/constants';
import type { FastifyRequest } from 'fastify';

import { IS_PUBLIC, ROLES } from './auth.decorators';

/**
 * Enforces `@Public()` / `@Roles()` on `request.currentUser` (loaded with the session); a route
 * with neither needs any signed-in user.
 */
@Injectable()
export class RolesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const user = request.currentUser;
    if (!user) throw new UnauthorizedException('Please sign in first');
    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES, targets);
    if (roles && !roles.includes(user.type)) {
      throw new ForbiddenException('You do not have permission to do this');
    }
    return true;
  }
}
