import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The shell of the reader site's build, its one script named as Vite names it. */
export const READER_INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>Reviews</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** A chunk table as the reader site's build writes it (web-public/vite.config.ts). */
export type RouteChunks = Array<{ path: string; files: string[] }>;

/**
 * A reader site's build in a new temporary folder, for WEB_PUBLIC_DIR: the shell, its script and
 * the route chunk table. Answers the folder.
 */
export function readerSiteBuild(
  prefix: string,
  routeChunks: RouteChunks = [{ path: '/', files: [] }],
): string {
  const webDir = join(mkdtempSync(join(tmpdir(), prefix)), 'dist');
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  writeFileSync(join(webDir, 'index.html'), READER_INDEX_HTML);
  writeFileSync(join(webDir, 'assets', 'index-abc.js'), 'console.log(1)');
  mkdirSync(join(webDir, '.vite'));
  writeFileSync(join(webDir, '.vite', 'route-chunks.json'), JSON.stringify(routeChunks));
  return webDir;
}
