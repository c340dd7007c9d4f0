import { Injectable } from '@nestjs/common';
import type { Role } from '@reviews/libs/constants';
import type { FastifyReply, FastifyRequest } from 'fastify';

import { SessionLoader } from '../session/session-loader';

/**
 * The role of whoever asks for a console page, read from the session (the rest of the site's
 * pages are served without one). Null for a visitor, a session whose user is gone or suspended.
 */
@Injectable()
export class ConsoleAccess {
  constructor(private readonly sessions: SessionLoader) {}

  async roleOf(request: FastifyRequest, reply: FastifyReply): Promise<Role | null> {
    await this.sessions.load(request, reply);
    return request.currentUser?.type ?? null;
  }
}
