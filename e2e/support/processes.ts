import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/** A child process whose last output is kept, so a failed start can say why. */
export interface Started {
  child: ChildProcess;
  output: () => string;
}

export function start(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): Started {
  const child = spawn(command, args, { ...options, stdio: ['pipe', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-8000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => output };
}

/** Resolves with the first stdout line that `match` accepts; rejects if the process exits first. */
export function firstLine(started: Started, match: (line: string) => boolean): Promise<string> {
  return new Promise((resolve, reject) => {
    started.child.once('exit', (code) => reject(new Error(`exited (${code}): ${started.output()}`)));
    createInterface({ input: started.child.stdout as NodeJS.ReadableStream }).on('line', (line) => {
      if (match(line)) resolve(line);
    });
  });
}

/** Resolves once `url` answers 200; rejects after `timeoutMs` or when the process exits. */
export async function waitForHealthy(url: string, started: Started, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (started.child.exitCode !== null) {
      throw new Error(`The server exited (${started.child.exitCode}):\n${started.output()}`);
    }
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs} ms:\n${started.output()}`);
}

export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.stdin?.end();
    child.kill('SIGTERM');
  });
}
