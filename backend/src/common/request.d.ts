import type { UserRow } from '../database/schema';

declare global {
  namespace Express {
    interface Request {
      /** Set with the session (session/database-session.store.ts): the signed-in user's row. */
      currentUser?: UserRow;
    }
  }
}

declare module 'express-session' {
  interface SessionData {
    userId: string;
  }
}
