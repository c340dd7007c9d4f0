import { DEFAULT_FAVORITES_NAME } from '@reviews/libs/constants';
import { z } from 'zod';

/**
 * Every environment variable the server reads: its type, default and documentation in one
 * place. `loadConfig` parses with it; `.env.example` and the README's configuration table are
 * generated from it (`npm run config:docs`, checked by backend/test/config-docs.spec.ts).
 */

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** What an instance does (product.md §19): serve requests, run background work, or both. */
export const ROLES = ['web', 'worker', 'all'] as const;

/** The groups of `.env.example`, in order. */
export const ENV_SECTIONS = {
  server: { title: 'Server' },
  database: { title: 'Database' },
  site: { title: 'Site' },
  oidc: { title: 'Identity-provider sign-in (all three or none)' },
  mail: {
    title: 'E-mail (password reset, address confirmation)',
    note: "Without SMTP_URL each e-mail is written to DATA_DIR/outbox/*.eml, readable by the server's account only and deleted once its link expires (no mail server needed; a warning at start when NODE_ENV=production).",
  },
  autofill: { title: 'Title autofill' },
  media: {
    title: 'Uploaded images (product.md §9)',
    note: 'Kept in a directory (default DATA_DIR/media) unless the four S3 variables are set, then in that S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...). Either way the app serves them under /media/ with a year of immutable caching.',
  },
  frontends: { title: 'Built frontends' },
  compose: { title: 'docker compose only' },
} as const;

export interface VariableDoc {
  section: keyof typeof ENV_SECTIONS;
  description: string;
  /** The default as a reader should see it, when it is not a plain value (derived, generated). */
  default?: string;
  /** A value worth showing in `.env.example` (commented out there). */
  example?: string;
  /** The value `.env.example` sets, when it must be replaced rather than left out. */
  placeholder?: string;
}

/** The documentation of each variable, read by the docs generator. */
export const ENV_DOCS = z.registry<VariableDoc>();

/** Blank means unset (`NAME=` lines of a `.env` file); values are trimmed. */
function variable<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => (typeof value === 'string' ? value.trim() || undefined : value), schema);
}

function integer(fallback: number, min: number, max: number) {
  return variable(
    z
      .string()
      .refine((raw) => /^\d+$/.test(raw) && Number(raw) >= min && Number(raw) <= max, {
        error: (issue) => `must be a whole number from ${min} to ${max} (got "${String(issue.input)}")`,
      })
      .transform(Number)
      .default(fallback),
  );
}

/** What is wrong with a URL, or null. */
function urlProblem(raw: string, protocols: readonly string[]): string | null {
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    return `must be an absolute URL (got "${raw}")`;
  }
  return protocols.includes(parsed.protocol)
    ? null
    : `must start with ${protocols.map((protocol) => `${protocol}//`).join(' or ')}`;
}

function absoluteUrl(protocols: readonly string[]) {
  return z.string().superRefine((raw, ctx) => {
    const problem = urlProblem(raw, protocols);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

const HTTP = ['http:', 'https:'] as const;

/** Without its trailing slashes, so paths can be appended. */
const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** A comma-separated list of absolute http(s) URLs. */
function urlList() {
  return variable(
    z
      .string()
      .transform((raw) =>
        raw
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean),
      )
      .superRefine((urls, ctx) => {
        const problem = urls.map((url) => urlProblem(url, HTTP)).find(Boolean);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .default([]),
  );
}

/** A switch: `1` or `true` on, `0` or `false` off; unset, `fallback` (off unless said). */
function flag(fallback = false) {
  return variable(
    z
      .string()
      .transform((raw) => raw.toLowerCase())
      .refine((value) => ['1', 'true', '0', 'false'].includes(value), {
        error: (issue) => `must be 1 or 0 (got "${String(issue.input)}")`,
      })
      .transform((value) => value === '1' || value === 'true')
      .default(fallback),
  );
}

function email() {
  return variable(
    z
      .string()
      .refine((value) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value), {
        error: (issue) => `must be an e-mail address (got "${String(issue.input)}")`,
      })
      .optional(),
  );
}

const text = () => variable(z.string().optional());

const ADDRESS = /^[^\s@<>]+@[^\s@<>]+$/;

/** An address or `Name <address>`. */
function isMailbox(value: string): boolean {
  const named = /^[^<>\r\n]*<([^<>]+)>$/.exec(value);
  return ADDRESS.test(named ? named[1] : value);
}

/** The value `.env.example` gives SESSION_SECRET: a production start refuses it. */
export const SESSION_SECRET_PLACEHOLDER = 'change-me-to-a-long-random-string';

/** The shortest SESSION_SECRET a production start accepts. */
export const PRODUCTION_SECRET_MIN_LENGTH = 32;

/** docker-compose.yml's database password when POSTGRES_PASSWORD is unset: a production start refuses it. */
export const SAMPLE_DATABASE_PASSWORD = 'reviews';

/** Secrets that only stand in for one: the placeholder, and words no one should sign cookies with. */
function isPlaceholderSecret(secret: string): boolean {
  const plain = secret.toLowerCase().replace(/[^a-z0-9]/g, '');
  return (
    secret === SESSION_SECRET_PLACEHOLDER ||
    /change-?me|replace-?me|placeholder|your-?secret/i.test(secret) ||
    /^(.)\1*$/.test(secret) ||
    ['secret', 'password', 'sessionsecret', 'changeme', 'example', 'test'].some(
      (word) => plain === word || plain === `${word}${word}`,
    )
  );
}

/** The password of a postgres:// URL, or null. */
function databasePassword(url: string): string | null {
  try {
    const { password } = new URL(url);
    return password ? decodeURIComponent(password) : null;
  } catch {
    return null;
  }
}

const variables = z.object({
  ROLE: variable(
    z
      .string()
      .transform((raw) => raw.toLowerCase())
      .pipe(z.enum(ROLES, { error: () => `must be one of ${ROLES.join(', ')}` }))
      .default('all'),
  ).register(ENV_DOCS, {
    section: 'server',
    description:
      "What this instance does: `web` serves requests only; `worker` runs the background work (jobs of a queue kept in the database: scheduled publications' purges, publications' notifications to followers, the digest, the newsletter, mail retries, media, session and rate-limit cleanup, the stored HTML of rows saved before it was kept) and answers HTTP only for its health checks and /metrics (keep it out of the load balancer); `all` does both (one instance, the embedded database). With several instances: `web` behind the load balancer, one or more `worker` (docs/operations.md).",
  }),
  JOB_EXPIRE_SECONDS: integer(300, 2, 86_399).register(ENV_DOCS, {
    section: 'server',
    description:
      'A background job still running after this many seconds counts as lost (its worker died or hangs): another worker takes it over, as a retry. Every job can be run again safely; keep this above the longest job (docs/operations.md "Jobs").',
  }),
  PORT: integer(3000, 0, 65535).register(ENV_DOCS, { section: 'server', description: 'HTTP port.' }),
  PUBLIC_URL: variable(absoluteUrl(HTTP).transform(withoutTrailingSlash).optional()).register(ENV_DOCS, {
    section: 'server',
    description:
      'Public address of the site: absolute links, feeds, identity-provider redirects; https:// makes the cookies Secure.',
    default: 'http://localhost:PORT',
  }),
  LOG_LEVEL: variable(
    z
      .string()
      .transform((raw) => raw.toLowerCase())
      .pipe(z.enum(LOG_LEVELS, { error: () => `must be one of ${LOG_LEVELS.join(', ')}` }))
      .default('info'),
  ).register(ENV_DOCS, { section: 'server', description: `pino log level: ${LOG_LEVELS.join(', ')}.` }),
  RATE_LIMIT_PER_MINUTE: integer(30, 1, 1_000_000).register(ENV_DOCS, {
    section: 'server',
    description: 'Per client address and minute: sign-in, sign-up and other writes beyond this answer 429.',
  }),
  API_DOCS: flag().register(ENV_DOCS, {
    section: 'server',
    description:
      '1: serve the API documentation (/api/docs, the OpenAPI document at /api/docs-json; `npm run dev` and `npm run demo` set it); 0: both answer 404.',
  }),
  METRICS_TOKEN: text().register(ENV_DOCS, {
    section: 'server',
    description:
      'When set, GET /metrics requires `Authorization: Bearer <token>`; unset, only loopback clients get it.',
  }),
  SHUTDOWN_DRAIN_SECONDS: integer(5, 0, 20).register(ENV_DOCS, {
    section: 'server',
    description:
      'After SIGTERM, seconds the instance keeps serving while /api/health answers 503 "draining", so load balancers take it out of rotation first (docs/operations.md).',
  }),
  CACHE_PURGE_URLS: urlList().register(ENV_DOCS, {
    section: 'server',
    description:
      'Shared HTTP caches (Varnish, comma-separated http(s) URLs) the app purges by surrogate key after every write and at each scheduled publication, on their purge listener ("Caching" in the README). docker compose sets it for its Varnish.',
    example: 'http://varnish:8081/',
  }),
  NODE_ENV: text().register(ENV_DOCS, {
    section: 'server',
    description:
      '`production`: the server refuses to start with a placeholder or short SESSION_SECRET (under 32 characters) or with the sample database password of docker-compose.yml, and warns at start when SMTP_URL is unset.',
  }),

  DATABASE_URL: variable(absoluteUrl(['postgres:', 'postgresql:']).optional()).register(ENV_DOCS, {
    section: 'database',
    description: 'A PostgreSQL server; unset = the embedded database in DATA_DIR.',
    example: 'postgres://user:password@host:5432/reviews',
  }),
  DATABASE_POOL_MAX: integer(10, 1, 1000).register(ENV_DOCS, {
    section: 'database',
    description:
      "Connections each instance keeps to DATABASE_URL at most (and as many to DATABASE_READ_URL); instances × this must stay under the server's max_connections, or behind PgBouncer under its default_pool_size (docs/operations.md).",
  }),
  DATABASE_STATEMENT_TIMEOUT_MS: integer(10_000, 0, 3_600_000).register(ENV_DOCS, {
    section: 'database',
    description:
      'PostgreSQL cancels a statement running longer than this (milliseconds; 0: never), so one slow query cannot hold a connection for good. Migrations are not limited.',
  }),
  DATABASE_READ_URL: variable(absoluteUrl(['postgres:', 'postgresql:']).optional()).register(ENV_DOCS, {
    section: 'database',
    description:
      'A streaming replica of DATABASE_URL that answers the reads of GET requests, except for a person who wrote in the last seconds (their reads stay on the primary) and while the replica cannot be reached (the primary answers). Unset: every query goes to DATABASE_URL.',
    example: 'postgres://user:password@replica:5432/reviews',
  }),
  DATA_DIR: variable(z.string().default('./data')).register(ENV_DOCS, {
    section: 'database',
    description:
      'The embedded database, generated secrets, the mail outbox and (by default) uploaded images.',
  }),
  SESSION_SECRET: variable(
    z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ).register(ENV_DOCS, {
    section: 'database',
    description:
      'Cookie signing, at least 16 characters (32 with NODE_ENV=production, which also refuses the placeholder below). Required with docker compose and with several instances (they must share it); otherwise generated once into DATA_DIR. Make one with `openssl rand -base64 48`.',
    default: 'generated once into DATA_DIR',
    placeholder: SESSION_SECRET_PLACEHOLDER,
  }),

  UNSUBSCRIBE_SECRET: variable(
    z.string().min(16, { error: 'must be at least 16 characters' }).optional(),
  ).register(ENV_DOCS, {
    section: 'database',
    description:
      "Signs the unsubscribe links of the digest and newsletter e-mails, at least 16 characters; changing it voids those links and nobody's session. Shared by every instance like SESSION_SECRET; otherwise generated once into DATA_DIR.",
    default: 'generated once into DATA_DIR',
  }),

  SITE_NAME: variable(z.string().default('Reviews')).register(ENV_DOCS, {
    section: 'site',
    description: 'Page titles `{title} - {SITE_NAME}`, feeds, the sender name of e-mails.',
  }),
  CONTACT_EMAIL: email().register(ENV_DOCS, {
    section: 'site',
    description: "The footer's Contact link and the account-deletion error text.",
  }),
  FAVORITES_NAME: variable(
    z
      .string()
      .regex(/^[a-z0-9-]+$/i, { error: 'may hold only letters, digits and hyphens' })
      .default(DEFAULT_FAVORITES_NAME),
  ).register(ENV_DOCS, {
    section: 'site',
    description: 'The `{name}` of the `{name}-favorites` collection (keyword `{name}favorite`).',
  }),
  ROOT_EMAIL: email().register(ENV_DOCS, {
    section: 'site',
    description:
      'With ROOT_PASSWORD: at start, a root account with this e-mail is created if missing (its password set only on creation).',
  }),
  ROOT_PASSWORD: variable(z.string().min(8, { error: 'must be at least 8 characters' }).optional()).register(
    ENV_DOCS,
    { section: 'site', description: "The root account's first password, at least 8 characters." },
  ),

  OIDC_ISSUER: variable(absoluteUrl(HTTP).optional()).register(ENV_DOCS, {
    section: 'oidc',
    description: 'The identity provider; unset = its sign-in is hidden and its routes answer 404.',
  }),
  OIDC_CLIENT_ID: text().register(ENV_DOCS, { section: 'oidc', description: 'This site at the provider.' }),
  OIDC_CLIENT_SECRET: text().register(ENV_DOCS, { section: 'oidc', description: "The client's secret." }),
  OIDC_PROVIDER: variable(
    z
      .string()
      .transform((raw) => raw.toLowerCase())
      .refine((name) => name !== 'email' && /^[a-z0-9_-]+$/.test(name), {
        error: 'must be a short name of letters and digits other than "email"',
      })
      .default('google'),
  ).register(ENV_DOCS, {
    section: 'oidc',
    description: "The provider's name, used as login `type` and `loginType`.",
  }),

  SMTP_URL: variable(absoluteUrl(['smtp:', 'smtps:']).optional()).register(ENV_DOCS, {
    section: 'mail',
    description: 'The mail server, `smtp://` or `smtps://` (TLS); unset = `.eml` files in DATA_DIR/outbox.',
    example: 'smtp://user:password@mail.example.com:587',
  }),
  MAIL_FROM: variable(
    z
      .string()
      .refine(isMailbox, {
        error: (issue) => `must be an e-mail address or "Name <address>" (got "${String(issue.input)}")`,
      })
      .optional(),
  ).register(ENV_DOCS, {
    section: 'mail',
    description: 'Sender of reset and confirmation e-mails: an address or `Name <address>`.',
    default: '"SITE_NAME" <no-reply@host of PUBLIC_URL>',
  }),
  MAIL_LOG_LINKS: flag().register(ENV_DOCS, {
    section: 'mail',
    description:
      '1: the link of each e-mail is logged too (the demo sets it); 0: links stay out of logs, where they would open accounts for whoever reads them.',
  }),

  OMDB_API_KEY: text().register(ENV_DOCS, {
    section: 'autofill',
    description: 'Title autofill from OMDb; unset = 503 "Autofill is not configured".',
  }),
  OMDB_URL: variable(absoluteUrl(HTTP).default('https://www.omdbapi.com/')).register(ENV_DOCS, {
    section: 'autofill',
    description: 'The OMDb endpoint.',
  }),

  MEDIA_DIR: text().register(ENV_DOCS, {
    section: 'media',
    description: 'The directory of uploaded images when they are not kept in S3.',
    default: 'DATA_DIR/media',
  }),
  S3_ENDPOINT: variable(absoluteUrl(HTTP).optional()).register(ENV_DOCS, {
    section: 'media',
    description: 'With the three below (all four or none): uploaded images in that S3-compatible bucket.',
    example: 'https://s3.eu-west-1.amazonaws.com',
  }),
  S3_BUCKET: text().register(ENV_DOCS, { section: 'media', description: 'The bucket.' }),
  S3_ACCESS_KEY_ID: text().register(ENV_DOCS, { section: 'media', description: "The bucket's access key." }),
  S3_SECRET_ACCESS_KEY: text().register(ENV_DOCS, {
    section: 'media',
    description: "The access key's secret.",
  }),
  MEDIA_PUBLIC_URL: variable(absoluteUrl(HTTP).transform(withoutTrailingSlash).optional()).register(
    ENV_DOCS,
    {
      section: 'media',
      description:
        "An address browsers load the images from instead (a CDN in front of /media/, or the bucket's public address); its origin is added to the security policy's img-src.",
    },
  ),
  MEDIA_QUEUE_LIMIT: integer(4, 0, 1000).register(ENV_DOCS, {
    section: 'media',
    description:
      'Uploads that may wait while another image is processed; past it they answer 503 with Retry-After.',
  }),

  WEB_PUBLIC_DIR: text().register(ENV_DOCS, {
    section: 'frontends',
    description: "The reader site's build.",
    default: 'web-public/dist of the checkout',
  }),
  WEB_ADMIN_DIR: text().register(ENV_DOCS, {
    section: 'frontends',
    description: "The console's build.",
    default: 'web-admin/dist of the checkout',
  }),
  SERVER_RENDERING: flag(true).register(ENV_DOCS, {
    section: 'frontends',
    description:
      "1: reader pages arrive rendered (product.md §14); 0: they arrive as the page's shell with its reads' answers inlined, for the browser to render (a switch for when server rendering fails or costs too much; docs/operations.md).",
  }),
});

type Variables = z.output<typeof variables>;

/** Variables that only make sense together: the message names them all. */
function requireTogether(
  values: Variables,
  ctx: z.RefinementCtx,
  names: (keyof Variables)[],
  message: string,
) {
  const given = names.filter((name) => values[name] !== undefined).length;
  if (given > 0 && given < names.length) ctx.addIssue({ code: 'custom', message });
}

export const ENV_SCHEMA = variables.superRefine((values, ctx) => {
  requireTogether(
    values,
    ctx,
    ['ROOT_EMAIL', 'ROOT_PASSWORD'],
    'ROOT_EMAIL and ROOT_PASSWORD must be set together',
  );
  requireTogether(
    values,
    ctx,
    ['OIDC_ISSUER', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET'],
    'OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
  );
  const s3 = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  requireTogether(
    values,
    ctx,
    [...s3],
    'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together',
  );
  if (values.MEDIA_DIR !== undefined && s3.every((name) => values[name] !== undefined)) {
    ctx.addIssue({ code: 'custom', message: 'MEDIA_DIR and S3_ENDPOINT cannot both be set' });
  }
  if (values.DATABASE_READ_URL !== undefined && values.DATABASE_URL === undefined) {
    ctx.addIssue({
      code: 'custom',
      path: ['DATABASE_READ_URL'],
      message: 'needs DATABASE_URL: it names a replica of that server (the embedded database has none)',
    });
  }
  if (values.NODE_ENV === 'production') refuseSampleSecrets(values, ctx);
});

/** NODE_ENV=production: no placeholder or short SESSION_SECRET, no sample database password. */
function refuseSampleSecrets(values: Variables, ctx: z.RefinementCtx) {
  const secret = values.SESSION_SECRET;
  if (secret !== undefined && isPlaceholderSecret(secret)) {
    ctx.addIssue({
      code: 'custom',
      path: ['SESSION_SECRET'],
      message:
        'is a placeholder, refused with NODE_ENV=production: set a long random string (openssl rand -base64 48)',
    });
  } else if (secret !== undefined && secret.length < PRODUCTION_SECRET_MIN_LENGTH) {
    ctx.addIssue({
      code: 'custom',
      path: ['SESSION_SECRET'],
      message: `must be at least ${PRODUCTION_SECRET_MIN_LENGTH} characters with NODE_ENV=production (got ${secret.length}): set a long random string (openssl rand -base64 48)`,
    });
  }
  for (const name of ['DATABASE_URL', 'DATABASE_READ_URL'] as const) {
    const url = values[name];
    if (url !== undefined && databasePassword(url) === SAMPLE_DATABASE_PASSWORD) {
      ctx.addIssue({
        code: 'custom',
        path: [name],
        message: `uses the sample password "${SAMPLE_DATABASE_PASSWORD}" of docker-compose.yml, refused with NODE_ENV=production: set POSTGRES_PASSWORD in .env (docker compose) or give the database a password of its own`,
      });
    }
  }
}

export type Env = z.output<typeof ENV_SCHEMA>;

/** Variables docker compose reads from `.env` for its other services; the server never sees them. */
export const COMPOSE_VARIABLES: Record<string, VariableDoc & { default: string }> = {
  POSTGRES_PASSWORD: {
    section: 'compose',
    description:
      "The PostgreSQL service's password. The app refuses to start with the sample `reviews` (NODE_ENV=production, as in the image): set your own.",
    default: SAMPLE_DATABASE_PASSWORD,
    placeholder: '',
  },
  VARNISH_SIZE: {
    section: 'compose',
    description: 'Memory of the shared HTTP cache (Varnish).',
    default: '256M',
  },
  GRAFANA_PASSWORD: {
    section: 'compose',
    description:
      "The Grafana admin's password (`docker compose --profile monitoring up -d`; that profile also needs METRICS_TOKEN). Unset: Grafana's default, which it asks to change at first sign-in.",
    default: '',
    placeholder: '',
  },
  SITE_DOMAIN: {
    section: 'compose',
    description:
      'Host name the optional TLS proxy (`docker compose --profile tls up`) gets a certificate for.',
    default: 'localhost',
  },
};
