import { type ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard } from '@nestjs/throttler';
import type { FastifyRequest } from 'fastify';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** RATE_LIMIT_PER_MINUTE applies to sign-in, sign-up and other writes; reads are not limited. */
@Injectable()
export class WriteThrottlerGuard extends ThrottlerGuard {
  protected override async shouldSkip(context: ExecutionContext): Promise<boolean> {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return SAFE_METHODS.has(request.method) || super.shouldSkip(context);
  }
}
