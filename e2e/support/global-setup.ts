import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { CONTACT_EMAIL, E2E_ENV, OIDC_PROVIDER, ROOT_EMAIL, ROOT_PASSWORD } from './environment';
import { REPO_ROOT } from './paths';
import { firstLine, freePort, start, stop, waitForHealthy } from './processes';

const BUILT = [
  'backend/dist/main.js',
  'backend/dist/demo/seed.js',
  'web-public/dist/index.html',
  'web-admin/dist/index.html',
];
const OIDC_CLIENT_ID = 'reviews-e2e';
const OIDC_CLIENT_SECRET = 'reviews-e2e-client-secret';

function run(command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const result = spawnSync(command, args, { cwd: REPO_ROOT, env, stdio: 'inherit' });
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${result.status})`);
}

/**
 * Starts the site as the README does, on a fresh embedded database filled by the demo seed,
 * with identity-provider login pointed at the backend tests' in-process OpenID provider.
 * Returns the teardown that stops both and removes the database.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!BUILT.every((file) => existsSync(join(REPO_ROOT, file)))) run('npm', ['run', 'build'], process.env);

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const provider = start(process.execPath, [join(REPO_ROOT, 'backend/test/support/oidc-provider.mjs')], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      OIDC_TEST_REDIRECT_URIS: `${baseUrl}/api/auth/oidc/callback`,
      OIDC_TEST_CLIENT_ID: OIDC_CLIENT_ID,
      OIDC_TEST_CLIENT_SECRET: OIDC_CLIENT_SECRET,
    },
  });
  const { issuer } = JSON.parse(await firstLine(provider, (line) => line.startsWith('{'))) as {
    issuer: string;
  };

  const dataDir = mkdtempSync(join(tmpdir(), 'reviews-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: baseUrl,
    ROOT_EMAIL,
    ROOT_PASSWORD,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID,
    OIDC_CLIENT_SECRET,
    OIDC_PROVIDER,
    CONTACT_EMAIL,
    // Every journey signs in from 127.0.0.1; the production limit would refuse the later ones.
    RATE_LIMIT_PER_MINUTE: '100000',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  run(process.execPath, ['backend/dist/demo/seed.js'], env);

  const server = start(process.execPath, ['backend/dist/main.js'], { cwd: REPO_ROOT, env });
  try {
    await waitForHealthy(`${baseUrl}/api/health`, server, 90_000);
  } catch (error) {
    await Promise.all([stop(server.child), stop(provider.child)]);
    throw error;
  }
  process.env[E2E_ENV.baseUrl] = baseUrl;
  process.env[E2E_ENV.oidcIssuer] = issuer;
  process.env[E2E_ENV.dataDir] = dataDir;

  return async () => {
    await Promise.all([stop(server.child), stop(provider.child)]);
    rmSync(dataDir, { recursive: true, force: true });
  };
}
