import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import { type Env, ENV_SCHEMA, LOG_LEVELS, ROLES } from './env.schema';
import { makePrivateDir, PRIVATE_FILE_MODE } from './private-files';

/** The monorepo root: the same distance from src/config (tests) and dist/config (build). */
const REPO_ROOT = resolve(__dirname, '../../..');

export type LogLevel = (typeof LOG_LEVELS)[number];
export type Role = (typeof ROLES)[number];

/** Where uploaded images live: a directory, or an S3-compatible bucket. */
export type MediaStorageConfig =
  | { kind: 'directory'; dir: string }
  | { kind: 's3'; endpoint: string; bucket: string; accessKeyId: string; secretAccessKey: string };

export interface OidcConfig {
  issuer: string;
  clientId: string;
  clientSecret: string;
  provider: string;
}

/**
 * Every setting of the process, read from the environment and validated once at start
 * (variables, defaults and documentation: env.schema.ts).
 * Injected by its class: `constructor(private readonly config: AppConfig)`.
 */
export class AppConfig {
  /** ROLE: `web`, `worker` or `all`. */
  readonly role: Role;
  /** Whether background work (cron jobs, sweeps, retries) runs here: ROLE `worker` or `all`. */
  readonly runsBackgroundWork: boolean;
  /** A job running longer is taken over by another worker (JOB_EXPIRE_SECONDS). */
  readonly jobExpireSeconds: number;
  readonly port: number;
  readonly databaseUrl: string | null;
  /** Connections of each pool at most (the primary's, and the replica's). */
  readonly databasePoolMax: number;
  /** Statements running longer are cancelled by PostgreSQL; 0: never. */
  readonly databaseStatementTimeoutMs: number;
  /** A streaming replica answering the reads of GET requests, or null. */
  readonly databaseReadUrl: string | null;
  readonly dataDir: string;
  readonly sessionSecret: string;
  /** Signs bulk mails' unsubscribe links (digest, newsletter): rotated apart from the sessions. */
  readonly unsubscribeSecret: string;
  readonly rootEmail: string | null;
  readonly rootPassword: string | null;
  readonly siteName: string;
  readonly publicUrl: string;
  readonly contactEmail: string | null;
  readonly favoritesName: string;
  /** Null unless issuer, client id and secret are all set. */
  readonly oidc: OidcConfig | null;
  /** The login `type` of the identity provider, also when it is not configured. */
  readonly oidcProvider: string;
  readonly omdbApiKey: string | null;
  readonly omdbUrl: string;
  readonly rateLimitPerMinute: number;
  readonly metricsToken: string | null;
  /** Null: e-mails are written to DATA_DIR/outbox as .eml files and their links logged. */
  readonly smtpUrl: string | null;
  /** The From of every e-mail: an address, or `Name <address>`. */
  readonly mailFrom: string;
  /** MAIL_LOG_LINKS=1: the link of each e-mail is logged too (the demo, development). */
  readonly mailLogLinks: boolean;
  /** NODE_ENV=production. */
  readonly production: boolean;
  /** Shared HTTP caches (Varnish) told to purge by surrogate key after writes; empty: none. */
  readonly cachePurgeUrls: string[];
  readonly logLevel: LogLevel;
  /** After SIGTERM, how long health answers "draining" while the instance still serves. */
  readonly shutdownDrainMs: number;
  readonly mediaStorage: MediaStorageConfig;
  /** Uploads that may wait while another image is processed; past it uploads answer 503. */
  readonly mediaQueueLimit: number;
  /** Origin pages may also load images from (a CDN or the bucket's public address), or null. */
  readonly mediaPublicUrl: string | null;
  /** Built frontends (WEB_PUBLIC_DIR / WEB_ADMIN_DIR override the workspace dist folders). */
  readonly webPublicDir: string;
  readonly webAdminDir: string;
  /** Reader pages rendered on the server (SERVER_RENDERING), else their shell with answers inlined. */
  readonly serverRendering: boolean;
  /** Cookies get the Secure flag when the public address is https. */
  readonly secureCookies: boolean;
  /** Serve the OpenAPI pages /api/docs and /api/docs-json (API_DOCS=1: development and the demo). */
  readonly apiDocs: boolean;

  constructor(values: Omit<AppConfig, 'secureCookies' | 'runsBackgroundWork'>) {
    Object.assign(this, values);
    this.secureCookies = values.publicUrl.startsWith('https://');
    this.runsBackgroundWork = values.role !== 'web';
  }
}

/** A bad setting: the message names the variable so the operator can fix it. */
export class ConfigError extends Error {}

/** A secret from its variable, else generated once and kept in DATA_DIR under this name. */
function secretOf(given: string | undefined, dataDir: string, name: string): string {
  if (given !== undefined) return given;
  const file = join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  makePrivateDir(dirname(file));
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  return secret;
}

/** S3 when its four variables are set, else the directory MEDIA_DIR (default DATA_DIR/media). */
function mediaStorage(env: Env, dataDir: string): MediaStorageConfig {
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId } = env;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (
    endpoint === undefined ||
    bucket === undefined ||
    accessKeyId === undefined ||
    secretAccessKey === undefined
  ) {
    return { kind: 'directory', dir: resolve(env.MEDIA_DIR ?? join(dataDir, 'media')) };
  }
  return { kind: 's3', endpoint, bucket, accessKeyId, secretAccessKey };
}

/** Reads and validates the environment; throws ConfigError naming each bad variable. */
export function loadConfig(environment: Record<string, string | undefined> = process.env): AppConfig {
  const parsed = ENV_SCHEMA.safeParse(environment);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues
        .map((issue) => (issue.path.length > 0 ? `${String(issue.path[0])} ${issue.message}` : issue.message))
        .join('; '),
    );
  }
  const env = parsed.data;
  const dataDir = resolve(env.DATA_DIR);
  const publicUrl = env.PUBLIC_URL ?? `http://localhost:${env.PORT}`;
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = env;

  return new AppConfig({
    role: env.ROLE,
    jobExpireSeconds: env.JOB_EXPIRE_SECONDS,
    port: env.PORT,
    databaseUrl: env.DATABASE_URL ?? null,
    databasePoolMax: env.DATABASE_POOL_MAX,
    databaseStatementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
    databaseReadUrl: env.DATABASE_READ_URL ?? null,
    dataDir,
    sessionSecret: secretOf(env.SESSION_SECRET, dataDir, 'session-secret'),
    unsubscribeSecret: secretOf(env.UNSUBSCRIBE_SECRET, dataDir, 'unsubscribe-secret'),
    rootEmail: env.ROOT_EMAIL ?? null,
    rootPassword: env.ROOT_PASSWORD ?? null,
    siteName: env.SITE_NAME,
    publicUrl,
    contactEmail: env.CONTACT_EMAIL ?? null,
    favoritesName: env.FAVORITES_NAME,
    oidc:
      issuer !== undefined && clientId !== undefined && clientSecret !== undefined
        ? { issuer, clientId, clientSecret, provider: env.OIDC_PROVIDER }
        : null,
    oidcProvider: env.OIDC_PROVIDER,
    omdbApiKey: env.OMDB_API_KEY ?? null,
    omdbUrl: env.OMDB_URL,
    rateLimitPerMinute: env.RATE_LIMIT_PER_MINUTE,
    metricsToken: env.METRICS_TOKEN ?? null,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom:
      env.MAIL_FROM ?? `"${env.SITE_NAME.replaceAll('"', '')}" <no-reply@${new URL(publicUrl).hostname}>`,
    mailLogLinks: env.MAIL_LOG_LINKS,
    production: env.NODE_ENV === 'production',
    cachePurgeUrls: env.CACHE_PURGE_URLS,
    logLevel: env.LOG_LEVEL,
    shutdownDrainMs: env.SHUTDOWN_DRAIN_SECONDS * 1000,
    mediaStorage: mediaStorage(env, dataDir),
    mediaQueueLimit: env.MEDIA_QUEUE_LIMIT,
    mediaPublicUrl: env.MEDIA_PUBLIC_URL ?? null,
    webPublicDir: resolve(env.WEB_PUBLIC_DIR ?? join(REPO_ROOT, 'web-public/dist')),
    webAdminDir: resolve(env.WEB_ADMIN_DIR ?? join(REPO_ROOT, 'web-admin/dist')),
    serverRendering: env.SERVER_RENDERING,
    apiDocs: env.API_DOCS,
  });
}
