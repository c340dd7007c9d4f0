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
    /** passport-openidconnect's pending sign-in (state handle, nonce, page to return to). */
    oidc?: { state?: { handle?: string; nonce?: string; state?: { returnTo?: string } } };
  }
}
