import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ConfigError, loadConfig } from '../src/config/app-config';
import { SAMPLE_DATABASE_PASSWORD } from '../src/config/env.schema';

function dataDir(): string {
  return mkdtempSync(join(tmpdir(), 'reviews-config-'));
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadConfig({ DATA_DIR: dataDir() });
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      siteName: 'Reviews',
      publicUrl: 'http://localhost:3000',
      contactEmail: null,
      favoritesName: 'staff',
      oidc: null,
      oidcProvider: 'google',
      omdbApiKey: null,
      rateLimitPerMinute: 30,
      secureCookies: false,
      smtpUrl: null,
      mailFrom: '"Reviews" <no-reply@localhost>',
      apiDocs: false,
      shutdownDrainMs: 5_000,
    });
  });

  it('serves the API docs only with API_DOCS=1', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), API_DOCS: '1' }).apiDocs).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir(), API_DOCS: '0' }).apiDocs).toBe(false);
  });

  it('takes the mail server and sender as given', () => {
    const env = { SMTP_URL: 'smtps://user:pass@mail.example.com:465', MAIL_FROM: 'Reviews <hi@example.com>' };
    expect(loadConfig({ DATA_DIR: dataDir(), ...env })).toMatchObject({
      smtpUrl: 'smtps://user:pass@mail.example.com:465',
      mailFrom: 'Reviews <hi@example.com>',
    });
  });

  it('derives PUBLIC_URL from PORT and marks https addresses for Secure cookies', () => {
    expect(loadConfig({ DATA_DIR: dataDir(), PORT: '8080' }).publicUrl).toBe('http://localhost:8080');
    expect(loadConfig({ DATA_DIR: dataDir(), PUBLIC_URL: 'https://reviews.example.com/' })).toMatchObject({
      publicUrl: 'https://reviews.example.com',
      secureCookies: true,
    });
  });

  it('reads CACHE_PURGE_URLS as a comma-separated list, empty by default', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).cachePurgeUrls).toEqual([]);
    const config = loadConfig({
      DATA_DIR: dataDir(),
      CACHE_PURGE_URLS: 'http://varnish:80/, http://10.0.0.2/',
    });
    expect(config.cachePurgeUrls).toEqual(['http://varnish:80/', 'http://10.0.0.2/']);
  });

  it('generates the session secret once and keeps it in DATA_DIR', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir }).sessionSecret;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dir }).sessionSecret).toBe(first);
  });

  it('keeps media in DATA_DIR/media unless MEDIA_DIR or S3 says otherwise', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      mediaStorage: { kind: 'directory', dir: join(dir, 'media') },
      mediaPublicUrl: null,
      mediaQueueLimit: 4,
    });
    expect(loadConfig({ DATA_DIR: dir, MEDIA_QUEUE_LIMIT: '0' }).mediaQueueLimit).toBe(0);
    expect(loadConfig({ DATA_DIR: dir, MEDIA_DIR: join(dir, 'images') }).mediaStorage).toEqual({
      kind: 'directory',
      dir: join(dir, 'images'),
    });
    const s3 = {
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'media',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      MEDIA_PUBLIC_URL: 'https://media.example.com/',
    };
    expect(loadConfig({ DATA_DIR: dir, ...s3 })).toMatchObject({
      mediaStorage: {
        kind: 's3',
        endpoint: 'https://s3.example.com',
        bucket: 'media',
        accessKeyId: 'key',
        secretAccessKey: 'secret',
      },
      mediaPublicUrl: 'https://media.example.com',
    });
  });

  it.each([
    ['PORT', { PORT: 'eighty' }],
    ['RATE_LIMIT_PER_MINUTE', { RATE_LIMIT_PER_MINUTE: '0' }],
    ['SHUTDOWN_DRAIN_SECONDS', { SHUTDOWN_DRAIN_SECONDS: '25' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://localhost/db' }],
    ['PUBLIC_URL', { PUBLIC_URL: 'reviews.example.com' }],
    ['CONTACT_EMAIL', { CONTACT_EMAIL: 'not an address' }],
    ['LOG_LEVEL', { LOG_LEVEL: 'loud' }],
    ['API_DOCS', { API_DOCS: 'yes' }],
    ['ROOT_PASSWORD', { ROOT_EMAIL: 'root@example.com' }],
    ['OIDC_CLIENT_SECRET', { OIDC_ISSUER: 'https://accounts.example.com', OIDC_CLIENT_ID: 'id' }],
    ['SESSION_SECRET', { SESSION_SECRET: 'short' }],
    ['SMTP_URL', { SMTP_URL: 'http://mail.example.com' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example.com:25' }],
    ['MAIL_FROM', { MAIL_FROM: 'nobody' }],
    ['MAIL_FROM', { MAIL_FROM: 'Reviews <not an address>' }],
    [
      'S3_SECRET_ACCESS_KEY',
      { S3_ENDPOINT: 'http://127.0.0.1:9000', S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'id' },
    ],
    [
      'S3_ENDPOINT',
      {
        S3_ENDPOINT: 'bucket.example',
        S3_BUCKET: 'media',
        S3_ACCESS_KEY_ID: 'id',
        S3_SECRET_ACCESS_KEY: 's',
      },
    ],
    ['MEDIA_PUBLIC_URL', { MEDIA_PUBLIC_URL: 'cdn.example.com' }],
    ['MEDIA_QUEUE_LIMIT', { MEDIA_QUEUE_LIMIT: 'many' }],
    ['CACHE_PURGE_URLS', { CACHE_PURGE_URLS: 'http://varnish:80/, varnish-2:80' }],
    ['CACHE_PURGE_URLS', { CACHE_PURGE_URLS: 'ftp://varnish/' }],
  ])('refuses a bad %s, naming it', (name, env) => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(ConfigError);
    expect(() => loadConfig({ DATA_DIR: dataDir(), ...env })).toThrow(name);
  });
});

describe('loadConfig with NODE_ENV=production', () => {
  const production = { NODE_ENV: 'production', SESSION_SECRET: 'k'.repeat(20) + 'Zq8-3vB_0pLm7wXy2nR4' };

  it('starts with a long random secret and a password of its own', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      ...production,
      DATABASE_URL: 'postgres://reviews:Xb7-w2qL9z@db:5432/reviews',
    });
    expect(config.production).toBe(true);
    expect(config.sessionSecret).toBe(production.SESSION_SECRET);
  });

  it('generates the secret when none is set, as outside production', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production' }).sessionSecret.length,
    ).toBeGreaterThanOrEqual(32);
  });

  it.each([
    ['the placeholder of .env.example', 'change-me-to-a-long-random-string', 'placeholder'],
    ['another stand-in', 'please-change-me-before-going-live', 'placeholder'],
    ['one character repeated', 'x'.repeat(40), 'placeholder'],
    ['a secret under 32 characters', 'a-secret-of-24-characters', 'at least 32 characters'],
  ])('refuses %s as SESSION_SECRET, naming it', (_, secret, why) => {
    const load = () => loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', SESSION_SECRET: secret });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/^SESSION_SECRET /);
    expect(load).toThrow(why);
  });

  it("refuses docker-compose.yml's sample database password, naming DATABASE_URL", () => {
    const load = () =>
      loadConfig({
        DATA_DIR: dataDir(),
        ...production,
        DATABASE_URL: 'postgres://reviews:reviews@db:5432/reviews',
      });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/^DATABASE_URL uses the sample password "reviews"/);
    expect(load).toThrow('POSTGRES_PASSWORD');
  });

  it("knows docker-compose.yml's sample password", () => {
    const compose = readFileSync(join(__dirname, '../../docker-compose.yml'), 'utf8');
    const samples = [...compose.matchAll(/\$\{POSTGRES_PASSWORD:-([^}]*)\}/g)].map((match) => match[1]);
    expect(samples.length).toBeGreaterThan(0);
    expect(new Set(samples)).toEqual(new Set([SAMPLE_DATABASE_PASSWORD]));
  });

  it('accepts the same values outside production (development, tests, the demo)', () => {
    const config = loadConfig({
      DATA_DIR: dataDir(),
      SESSION_SECRET: 'change-me-to-a-long-random-string',
      DATABASE_URL: 'postgres://reviews:reviews@db:5432/reviews',
    });
    expect(config.production).toBe(false);
  });
});
