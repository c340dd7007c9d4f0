import type { UserRow } from '../database/schema';
import type { Session, SessionData } from 'express-session';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set with the session (session/database-session.store.ts): the signed-in user's row. */
    currentUser?: UserRow;
    /** express-session's, on API requests that need one (session/session-loader.ts). */
    session: Session & Partial<SessionData>;
    sessionID: string;
  }
}

declare global {
  namespace Express {
    interface Request {
      currentUser?: UserRow;
    }
  }
}

declare module 'express-session' {
  interface SessionData {
    userId: string;
  }
}
