import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

import { DEFAULT_FAVORITES_NAME } from '@reviews/libs/constants';

import { makePrivateDir, PRIVATE_FILE_MODE } from './private-files';

/** The monorepo root: the same distance from src/config (tests) and dist/config (build). */
const REPO_ROOT = resolve(__dirname, '../../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

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
 * Every setting of the process, read from the environment and validated once at start.
 * Injected by its class: `constructor(private readonly config: AppConfig)`.
 */
export class AppConfig {
  readonly port: number;
  readonly databaseUrl: string | null;
  readonly dataDir: string;
  readonly sessionSecret: string;
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
  /** Cookies get the Secure flag when the public address is https. */
  readonly secureCookies: boolean;
  /** Serve the OpenAPI pages /api/docs and /api/docs-json (API_DOCS=1: development and the demo). */
  readonly apiDocs: boolean;

  constructor(values: Omit<AppConfig, 'secureCookies'>) {
    Object.assign(this, values);
    this.secureCookies = values.publicUrl.startsWith('https://');
  }
}

/** A bad setting: the message names the variable so the operator can fix it. */
export class ConfigError extends Error {}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

function url(env: Env, name: string, fallback: string, protocols: string[]): string {
  const raw = text(env, name) ?? fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be an absolute URL (got "${raw}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

/** A switch: `1` or `true` on, unset, `0` or `false` off. */
function flag(env: Env, name: string): boolean {
  const value = text(env, name)?.toLowerCase() ?? '0';
  if (value === '1' || value === 'true') return true;
  if (value === '0' || value === 'false') return false;
  throw new ConfigError(`${name} must be 1 or 0 (got "${value}")`);
}

function optionalUrl(env: Env, name: string, protocols: string[]): string | null {
  return text(env, name) === null ? null : url(env, name, '', protocols);
}

/** A comma-separated list of absolute http(s) URLs. */
function urlList(env: Env, name: string): string[] {
  const raw = text(env, name);
  if (raw === null) return [];
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
    .map((item) => url({ [name]: item }, name, '', ['http:', 'https:']));
}

function email(env: Env, name: string): string | null {
  const value = text(env, name);
  if (value !== null && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
    throw new ConfigError(`${name} must be an e-mail address (got "${value}")`);
  }
  return value;
}

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/;

/** MAIL_FROM: an address or `Name <address>`; by default no-reply at the public address's host. */
function mailFrom(env: Env, siteName: string, publicUrl: string): string {
  const value = text(env, 'MAIL_FROM');
  if (value === null) return `"${siteName.replaceAll('"', '')}" <no-reply@${new URL(publicUrl).hostname}>`;
  const named = /^[^<>\r\n]*<([^<>]+)>$/.exec(value);
  if (!ADDRESS.test(named ? named[1] : value)) {
    throw new ConfigError(`MAIL_FROM must be an e-mail address or "Name <address>" (got "${value}")`);
  }
  return value;
}

/** The secret that signs cookies: from SESSION_SECRET, else generated once and kept in DATA_DIR. */
function sessionSecret(env: Env, dataDir: string): string {
  const given = text(env, 'SESSION_SECRET');
  if (given !== null) {
    if (given.length < 16) throw new ConfigError('SESSION_SECRET must be at least 16 characters');
    return given;
  }
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  makePrivateDir(dirname(file));
  writeFileSync(file, secret, { mode: PRIVATE_FILE_MODE, flag: 'wx' });
  return secret;
}

function oidc(env: Env, provider: string): OidcConfig | null {
  const issuer = optionalUrl(env, 'OIDC_ISSUER', ['https:', 'http:']);
  const clientId = text(env, 'OIDC_CLIENT_ID');
  const clientSecret = text(env, 'OIDC_CLIENT_SECRET');
  const given = [issuer, clientId, clientSecret].filter((value) => value !== null).length;
  if (given === 0) return null;
  if (issuer === null || clientId === null || clientSecret === null) {
    throw new ConfigError('OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together');
  }
  return { issuer, clientId, clientSecret, provider };
}

/** S3 when its four variables are set, else the directory MEDIA_DIR (default DATA_DIR/media). */
function mediaStorage(env: Env, dataDir: string): MediaStorageConfig {
  const endpoint = optionalUrl(env, 'S3_ENDPOINT', ['https:', 'http:']);
  const bucket = text(env, 'S3_BUCKET');
  const accessKeyId = text(env, 'S3_ACCESS_KEY_ID');
  const secretAccessKey = text(env, 'S3_SECRET_ACCESS_KEY');
  const given = [endpoint, bucket, accessKeyId, secretAccessKey].filter((value) => value !== null).length;
  if (given === 0)
    return { kind: 'directory', dir: resolve(text(env, 'MEDIA_DIR') ?? join(dataDir, 'media')) };
  if (endpoint === null || bucket === null || accessKeyId === null || secretAccessKey === null) {
    throw new ConfigError(
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
    );
  }
  if (text(env, 'MEDIA_DIR') !== null) throw new ConfigError('MEDIA_DIR and S3_ENDPOINT cannot both be set');
  return { kind: 's3', endpoint, bucket, accessKeyId, secretAccessKey };
}

/** Reads and validates the environment; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env): AppConfig {
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const dataDir = resolve(text(env, 'DATA_DIR') ?? './data');
  const rootEmail = email(env, 'ROOT_EMAIL');
  const rootPassword = text(env, 'ROOT_PASSWORD');
  if ((rootEmail === null) !== (rootPassword === null)) {
    throw new ConfigError('ROOT_EMAIL and ROOT_PASSWORD must be set together');
  }
  if (rootPassword !== null && rootPassword.length < 8) {
    throw new ConfigError('ROOT_PASSWORD must be at least 8 characters');
  }
  const favoritesName = text(env, 'FAVORITES_NAME') ?? DEFAULT_FAVORITES_NAME;
  if (!/^[a-z0-9-]+$/i.test(favoritesName)) {
    throw new ConfigError('FAVORITES_NAME may hold only letters, digits and hyphens');
  }
  const logLevel = (text(env, 'LOG_LEVEL') ?? 'info').toLowerCase();
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`);
  }
  const oidcProvider = (text(env, 'OIDC_PROVIDER') ?? 'google').toLowerCase();
  if (oidcProvider === 'email' || !/^[a-z0-9_-]+$/.test(oidcProvider)) {
    throw new ConfigError('OIDC_PROVIDER must be a short name of letters and digits other than "email"');
  }

  const siteName = text(env, 'SITE_NAME') ?? 'Reviews';
  const publicUrl = url(env, 'PUBLIC_URL', `http://localhost:${port}`, ['http:', 'https:']).replace(
    /\/+$/,
    '',
  );

  return new AppConfig({
    port,
    databaseUrl: optionalUrl(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    dataDir,
    sessionSecret: sessionSecret(env, dataDir),
    rootEmail,
    rootPassword,
    siteName,
    publicUrl,
    contactEmail: email(env, 'CONTACT_EMAIL'),
    favoritesName,
    oidc: oidc(env, oidcProvider),
    oidcProvider,
    omdbApiKey: text(env, 'OMDB_API_KEY'),
    omdbUrl: url(env, 'OMDB_URL', 'https://www.omdbapi.com/', ['http:', 'https:']),
    rateLimitPerMinute: integer(env, 'RATE_LIMIT_PER_MINUTE', 30, 1, 1_000_000),
    metricsToken: text(env, 'METRICS_TOKEN'),
    smtpUrl: optionalUrl(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: mailFrom(env, siteName, publicUrl),
    mailLogLinks: flag(env, 'MAIL_LOG_LINKS'),
    production: text(env, 'NODE_ENV') === 'production',
    cachePurgeUrls: urlList(env, 'CACHE_PURGE_URLS'),
    logLevel: logLevel as LogLevel,
    shutdownDrainMs: integer(env, 'SHUTDOWN_DRAIN_SECONDS', 5, 0, 20) * 1000,
    mediaStorage: mediaStorage(env, dataDir),
    mediaQueueLimit: integer(env, 'MEDIA_QUEUE_LIMIT', 4, 0, 1000),
    mediaPublicUrl: optionalUrl(env, 'MEDIA_PUBLIC_URL', ['https:', 'http:'])?.replace(/\/+$/, '') ?? null,
    webPublicDir: resolve(text(env, 'WEB_PUBLIC_DIR') ?? join(REPO_ROOT, 'web-public/dist')),
    webAdminDir: resolve(text(env, 'WEB_ADMIN_DIR') ?? join(REPO_ROOT, 'web-admin/dist')),
    apiDocs: flag(env, 'API_DOCS'),
  });
}
