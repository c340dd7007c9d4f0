/** What global setup tells the journeys (workers inherit the runner's environment). */
export const E2E_ENV = {
  baseUrl: 'E2E_BASE_URL',
  oidcIssuer: 'E2E_OIDC_ISSUER',
  /** The server's DATA_DIR: with no SMTP_URL its e-mails land in DATA_DIR/outbox as .eml files. */
  dataDir: 'E2E_DATA_DIR',
} as const;

export const OIDC_PROVIDER = 'testid';
export const ROOT_EMAIL = 'e2e-root@e2e.local';
export const ROOT_PASSWORD = 'e2e-root-password';
/** The footer's Contact address. */
export const CONTACT_EMAIL = 'contact@e2e.local';

/** Accounts the demo seed creates (backend/src/demo). */
export const DEMO_PASSWORD = 'demo-password';
export const DEMO_ADMIN_EMAIL = 'reel-critic@demo.local';

export function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys through playwright.config.ts`);
  return value;
}
