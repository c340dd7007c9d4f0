import { Injectable } from '@nestjs/common';
import type { Role } from '@reviews/libs/constants';
import type { Request, Response } from 'express';

import { SessionMiddleware } from '../session/session.middleware';

/**
 * The role of whoever asks for a console page, read from the session (the rest of the site's
 * pages are served without one). Null for a visitor, a session whose user is gone or suspended.
 */
@Injectable()
export class ConsoleAccess {
  constructor(private readonly sessions: SessionMiddleware) {}

  async roleOf(req: Request, res: Response): Promise<Role | null> {
    await new Promise<void>((resolve, reject) =>
      this.sessions.handler(req, res, (error?: unknown) => (error ? reject(error) : resolve())),
    );
    return req.currentUser?.type ?? null;
  }
}
