import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rollup } from 'vite';
import { compression } from 'vite-plugin-compression2';

import { ROUTE_CHUNKS_FILE } from '@reviews/libs/page-reads';
import { SITE_PAGES } from '@reviews/libs/site-map';

import { devApiProxy } from '../vite/dev-api-proxy';
import { themeTokens } from '../vite/theme-tokens';
import { LAZY_SCREENS } from './src/app/screens';

/**
 * react-router 7 exports its development build to every consumer (remix-run/react-router#14102),
 * dev warnings included; a production bundle takes the production build shipped beside it.
 */
const reactRouterDist = join(
  dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
  'dist',
);
const reactRouterProduction = [
  { find: /^react-router$/, replacement: join(reactRouterDist, 'production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: join(reactRouterDist, 'production/dom-export.mjs') },
];

/**
 * Chunking. Left to itself the bundler gives every small module shared by two screens its own
 * chunk: opening a review fetched 16 of them, over the browser's 6 connections, each also adding a
 * preload tag while the first screen renders. Instead, every module shared by the entry or by
 * several screens goes into one `app` chunk loaded beside the entry, when it is "light": its
 * whole static import tree is our code and the core libraries below. A module reaching for
 * anything heavier (the markdown renderer, charts, floating-ui) stays with the screens that use
 * it, and a module loaded with `import()` stays lazy.
 */
const CORE_LIBRARIES =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|@tanstack[\\/][^\\/]+|zustand|use-sync-external-store)[\\/]/;
const OUR_CODE = /[\\/](web-public[\\/]src|libs[\\/]dist)[\\/].*\.[cm]?[jt]sx?$/;

interface ModuleGraph {
  getModuleInfo(id: string): { importedIds: readonly string[]; dynamicImporters: readonly string[] } | null;
}

function isLight(id: string, graph: ModuleGraph, seen = new Set<string>()): boolean {
  if (seen.has(id) || CORE_LIBRARIES.test(id)) return true;
  seen.add(id);
  if (!OUR_CODE.test(id)) return false;
  const info = graph.getModuleInfo(id);
  return info !== null && info.importedIds.every((dependency) => isLight(dependency, graph, seen));
}

function sharedAppChunk(id: string, graph: ModuleGraph): string | null {
  if (!CORE_LIBRARIES.test(id) && !OUR_CODE.test(id)) return null;
  const info = graph.getModuleInfo(id);
  if (!info || info.dynamicImporters.length > 0) return null;
  return isLight(id, graph) ? 'app' : null;
}

/**
 * Writes ROUTE_CHUNKS_FILE: for each page's pattern, the files its screen needs beyond the entry's
 * own (its chunk and what that imports statically; none for the home screen, which comes with the
 * entry), for the server's modulepreload links.
 */
function routeChunks(): Plugin {
  return {
    name: 'route-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (output): output is Rollup.OutputChunk => output.type === 'chunk',
      );
      const withImports = (chunk: Rollup.OutputChunk, seen = new Set<string>()): Set<string> => {
        if (seen.has(chunk.fileName)) return seen;
        seen.add(chunk.fileName);
        for (const file of chunk.imports) withImports(bundle[file] as Rollup.OutputChunk, seen);
        return seen;
      };
      const entry = chunks.find((chunk) => chunk.isEntry);
      const loadedWithEntry = entry ? withImports(entry) : new Set<string>();
      const routes = Object.values(SITE_PAGES).map(({ pattern, screen }) => {
        if (screen === 'home') return { path: pattern, files: [] };
        const { module } = LAZY_SCREENS[screen];
        const chunk = chunks.find(
          (candidate) =>
            candidate.isDynamicEntry &&
            candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(`/src/app/routes/${module}.tsx`),
        );
        if (!chunk) this.error(`route-chunks: no chunk for the screen module "${module}"`);
        const files = [...withImports(chunk)].filter((file) => !loadedWithEntry.has(file));
        return { path: pattern, files: files.map((file) => `/${file}`) };
      });
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: JSON.stringify(routes) });
    },
  };
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // Brotli and gzip files beside the built ones: the server sends them as they are (web.middleware.ts).
  // The server build (`vite build --ssr`, product.md §14) is one CommonJS file the backend
  // requires: no chunks to list or compress.
  plugins: isSsrBuild
    ? [react(), themeTokens()]
    : [
        react(),
        themeTokens(),
        routeChunks(),
        compression({ algorithms: ['brotliCompress', 'gzip'], threshold: 1024 }),
      ],
  resolve: { alias: command === 'build' ? reactRouterProduction : [] },
  // Bundled, so Node runs react-router's production build too (its package exports the development one).
  ssr: { noExternal: ['react-router', 'react-router-dom'] },
  publicDir: isSsrBuild ? false : 'public',
  server: {
    port: 5173,
    proxy: devApiProxy(),
  },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        emptyOutDir: true,
        rolldownOptions: {
          input: 'src/server.tsx',
          output: { format: 'cjs', entryFileNames: 'server.cjs', codeSplitting: false },
        },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: sharedAppChunk, minShareCount: 2 }],
            },
          },
        },
      },
}));
