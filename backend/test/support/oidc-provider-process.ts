import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

import { freePort } from './postgres-parts';

/** How test files find the identity provider that global setup started (workers inherit process.env). */
export const OIDC_TEST_ENV = {
  issuer: 'OIDC_TEST_ISSUER',
  appPort: 'OIDC_TEST_APP_PORT',
  clientId: 'OIDC_TEST_CLIENT_ID',
  clientSecret: 'OIDC_TEST_CLIENT_SECRET',
} as const;

const PROCESS_KEY = '__oidcTestProvider';

/**
 * Starts oidc-provider.mjs outside jest's module system (an ESM package on Node 20), with our
 * client registered for the callback of an app on a port chosen now: the OIDC tests listen there.
 */
export async function startOidcTestProvider(): Promise<void> {
  const appPort = await freePort();
  const env = {
    ...process.env,
    OIDC_TEST_REDIRECT_URIS: `http://127.0.0.1:${appPort}/api/auth/oidc/callback`,
    OIDC_TEST_CLIENT_ID: 'reviews-test',
    OIDC_TEST_CLIENT_SECRET: 'reviews-test-secret-value',
  };
  const child = spawn(process.execPath, [join(__dirname, 'oidc-provider.mjs')], {
    env,
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  // Its start-up warnings (Node 20, in-memory adapter) are noise here; errors reach the tests as 500s.
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  (globalThis as Record<string, unknown>)[PROCESS_KEY] = child;
  const firstLine = await new Promise<string>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`The test identity provider exited (${code}): ${errors}`)));
    createInterface({ input: child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (line.startsWith('{')) resolve(line);
    });
  });
  const { issuer } = JSON.parse(firstLine) as { issuer: string };
  process.env[OIDC_TEST_ENV.issuer] = issuer;
  process.env[OIDC_TEST_ENV.appPort] = String(appPort);
  process.env[OIDC_TEST_ENV.clientId] = env.OIDC_TEST_CLIENT_ID;
  process.env[OIDC_TEST_ENV.clientSecret] = env.OIDC_TEST_CLIENT_SECRET;
}

export function stopOidcTestProvider(): void {
  const child = (globalThis as Record<string, unknown>)[PROCESS_KEY] as ChildProcess | undefined;
  // Closing its stdin ends it (it also ends if jest dies without tearing down).
  child?.stdin?.end();
  child?.kill();
}
