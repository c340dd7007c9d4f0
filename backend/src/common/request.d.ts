import type { UserRow } from '../database/schema';

declare global {
  namespace Express {
    interface Request {
      /** Set by the roles guard from the session: the signed-in user's row. */
      currentUser?: UserRow;
    }
  }
}

declare module 'express-session' {
  interface SessionData {
    userId: string;
  }
}
