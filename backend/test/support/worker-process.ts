import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * The server (src/main.ts) in a child process, as a deployment runs it: a worker to kill with
 * SIGKILL in the middle of a job. Its stderr is kept for the failure message.
 */
export function startServerProcess(env: Record<string, string>): {
  child: ChildProcess;
  output: () => string;
} {
  const dataDir = mkdtempSync(join(tmpdir(), 'reviews-worker-'));
  let output = '';
  const child = spawn(
    process.execPath,
    ['-r', join(__dirname, 'ts-register.cjs'), join(__dirname, '..', '..', 'src', 'main.ts')],
    {
      env: {
        PATH: process.env.PATH,
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'warn',
        SESSION_SECRET: 'test-session-secret-of-enough-length',
        UNSUBSCRIBE_SECRET: 'test-unsubscribe-secret-of-enough-length',
        WEB_PUBLIC_DIR: join(dataDir, 'none'),
        WEB_ADMIN_DIR: join(dataDir, 'none'),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-20_000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}
