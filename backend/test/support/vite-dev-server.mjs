// web-public's Vite dev server, as `npm run dev` runs it (its own vite.config.ts), for the tests,
// run as its own process by dev-server.spec.ts: Vite is ESM and installed in web-public only.
//
// Input (environment): DEV_API_URL, the app the proxy forwards /api to. Output: one JSON line
// `{"url": "..."}` on stdout once listening. It exits when its stdin closes.
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const webPublic = join(dirname(fileURLToPath(import.meta.url)), '../../../web-public');
const vite = createRequire(join(webPublic, 'package.json')).resolve('vite');
const { createServer } = await import(pathToFileURL(vite).href);

// Its own cache, so parallel runs and a developer's `npm run dev` do not share one.
const cacheDir = mkdtempSync(join(tmpdir(), 'reviews-vite-'));
const server = await createServer({
  root: webPublic,
  configFile: join(webPublic, 'vite.config.ts'),
  cacheDir,
  logLevel: 'error',
  clearScreen: false,
  // What the test asks for needs no dependency pre-bundling, file watching or hot reload.
  optimizeDeps: { noDiscovery: true, include: [] },
  server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null },
});
await server.listen();

async function stop() {
  await server.close();
  rmSync(cacheDir, { recursive: true, force: true });
  process.exit(0);
}
process.stdin.on('end', () => void stop());
process.stdin.resume();
process.stdout.write(`${JSON.stringify({ url: server.resolvedUrls.local[0] })}\n`);
